import { Button, Field, Input, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { firmSettings, type CustomStatusFields, type CustomStatusView } from '../../api/firm-settings';
import { useCustomStatusList } from '../../hooks/useFirmSettings';
import { firmCustomStatusesKey } from '../../hooks/useQuestionnaires';
import { useSession } from '../../hooks/useSession';
import { firmSettingsText as t } from '../../texts/firmSettings';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormDialog } from '../ui/FormDialog';
import { SettingsSection } from './SettingsSection';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  texts: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  add: { alignSelf: 'flex-start' },
});

const blank: CustomStatusFields = { firm_user_display_status: '', client_display_status: '', client_instruction: '' };

/** FA §3.4 firm custom status: each status's firm display text, client display text and client instruction. */
export function StatusesSection({ firmId }: { firmId: string }) {
  const s = useStyles();
  const { data, mutate } = useCustomStatusList(firmId);
  const session = useSession();
  const { mutate: mutateOthers } = useSWRConfig();
  /** The new list here, and the questionnaire screens read theirs again. */
  const show = async (list: CustomStatusView[]) => {
    await mutate(list, { revalidate: false });
    if (session) void mutateOthers(firmCustomStatusesKey(session.sid, firmId));
  };
  const [editing, setEditing] = useState<{ id: string | null; fields: CustomStatusFields } | null>(null);
  const [removing, setRemoving] = useState<CustomStatusView | null>(null);
  const [busy, setBusy] = useState(false);
  // After a dialog (an edited or deleted status re-renders or goes), focus goes to Add status, not to the page's body.
  const addButton = useRef<HTMLButtonElement>(null);
  // Once the dialog has gone (the next frame), not while it still holds focus.
  const refocus = () => requestAnimationFrame(() => addButton.current?.focus());
  const filled = Boolean(
    editing?.fields.firm_user_display_status.trim() && editing.fields.client_display_status.trim(),
  );

  async function save() {
    if (!editing || !filled || busy) return;
    setBusy(true);
    const res = editing.id
      ? await firmSettings.editStatus(editing.id, editing.fields)
      : await firmSettings.addStatus(editing.fields);
    setBusy(false);
    if (!res?.ok) return;
    await show(res.data.firm_custom_statuses);
    setEditing(null);
    refocus();
  }

  async function remove(status: CustomStatusView) {
    const res = await firmSettings.removeStatus(status.id);
    if (!res?.ok) return;
    await show(res.data.firm_custom_statuses);
    setRemoving(null);
    refocus();
  }

  const set = (patch: Partial<CustomStatusFields>) =>
    setEditing((e) => (e ? { ...e, fields: { ...e.fields, ...patch } } : e));

  return (
    <SettingsSection title={t.statuses} intro={t.statusesIntro}>
      {data && data.length === 0 && <Text className={s.muted}>{t.noStatuses}</Text>}
      {data && data.length > 0 && (
        <ul className={s.list}>
          {data.map((st) => (
            <li key={st.id} className={s.item}>
              <div className={s.texts}>
                <Text weight="semibold">{st.firm_user_display_status}</Text>
                <Text>
                  {t.clientDisplay}: {st.client_display_status}
                </Text>
                {st.client_instruction && <Text className={s.muted}>{st.client_instruction}</Text>}
              </div>
              <div className={s.actions}>
                <Button
                  aria-label={t.edit(st.firm_user_display_status ?? st.client_display_status)}
                  onClick={() =>
                    setEditing({
                      id: st.id,
                      fields: {
                        firm_user_display_status: st.firm_user_display_status ?? '',
                        client_display_status: st.client_display_status,
                        client_instruction: st.client_instruction ?? '',
                      },
                    })
                  }
                >
                  {t.editShort}
                </Button>
                <Button
                  aria-label={t.remove(st.firm_user_display_status ?? st.client_display_status)}
                  onClick={() => setRemoving(st)}
                >
                  {t.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button
        ref={addButton}
        className={s.add}
        icon={<AddRegular />}
        onClick={() => setEditing({ id: null, fields: blank })}
      >
        {t.addStatus}
      </Button>
      {editing && (
        <FormDialog
          title={editing.id ? t.editStatus : t.addStatus}
          submitLabel={t.save}
          canSubmit={filled && !busy}
          keepSubmitFocus
          onClose={() => setEditing(null)}
          onSubmit={save}
        >
          <div className={s.fields}>
            <Field label={t.firmDisplay} required>
              <Input
                value={editing.fields.firm_user_display_status}
                onChange={(_, d) => set({ firm_user_display_status: d.value })}
              />
            </Field>
            <Field label={t.clientDisplay} required>
              <Input
                value={editing.fields.client_display_status}
                onChange={(_, d) => set({ client_display_status: d.value })}
              />
            </Field>
            <Field label={t.clientInstruction}>
              <Textarea
                value={editing.fields.client_instruction ?? ''}
                onChange={(_, d) => set({ client_instruction: d.value })}
              />
            </Field>
          </div>
        </FormDialog>
      )}
      {removing && (
        <ConfirmDialog
          title={t.confirmDelete(removing.firm_user_display_status ?? removing.client_display_status)}
          confirmLabel={t.delete}
          onClose={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        >
          {t.cannotUndo}
        </ConfirmDialog>
      )}
    </SettingsSection>
  );
}
