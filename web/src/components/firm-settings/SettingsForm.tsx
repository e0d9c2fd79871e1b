import { Button, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { usTimeZones } from '@ledgerline/shared/time/zones';
import { type FormEvent, useMemo, useState } from 'react';
import { firmSettings, type FirmSettingsView } from '../../api/firm-settings';
import { firmSettingsText as t, preferenceGroups } from '../../texts/firmSettings';
import { toastSuccess } from '../../toast';
import { PreferenceFields } from './PreferenceFields';
import { SettingsSection } from './SettingsSection';
import { changesOf, draftOf, hasProblems, problemsOf, type SettingsDraft } from './settings-draft';
import { ThemeFields } from './ThemeFields';
import { VocabEditor } from './VocabEditor';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
  },
});

/**
 * Firm Settings' form (FA §2.9, §3.4, §5.11): the firm's time zone and sign-in address, its theme, every preference
 * flag and text by group, and its vocabulary. Only what changed is sent, and Save is enabled only when something
 * changed (and all of it is valid). `onSaved` gets the saved settings (the caller refreshes what depends on them).
 */
export function SettingsForm({
  saved,
  onSaved,
}: {
  saved: FirmSettingsView;
  onSaved: (next: FirmSettingsView) => Promise<unknown>;
}) {
  const s = useStyles();
  const base = useMemo(() => draftOf(saved), [saved]);
  const [draft, setDraft] = useState<SettingsDraft>(base);
  const [busy, setBusy] = useState(false);
  const { body, count } = changesOf(base, draft);
  const problems = problemsOf(draft);
  const canSave = count > 0 && !hasProblems(problems) && !busy;
  const zones = useMemo(
    () => [
      ...Object.keys(usTimeZones),
      ...(saved.time_zone && !(saved.time_zone in usTimeZones) ? [saved.time_zone] : []),
    ],
    [saved.time_zone],
  );

  const change = (patch: Partial<SettingsDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!canSave) return;
    setBusy(true);
    const res = await firmSettings.save(body);
    if (res?.ok) {
      const { message: _, ...written } = res.data;
      const next: FirmSettingsView = {
        ...saved,
        preferences: written.preferences,
        theme: {
          primary: (written.theme.primary as string | undefined) ?? null,
          secondary: (written.theme.secondary as string | undefined) ?? null,
          accent: (written.theme.accent as string | undefined) ?? null,
        },
        time_zone: written.time_zone,
        slug: written.slug ?? null,
        firm_vocabs: written.firm_vocabs,
      };
      await onSaved(next);
      setDraft(draftOf(next));
      toastSuccess(t.saved);
    }
    setBusy(false);
  }

  return (
    <form className={s.form} onSubmit={save} noValidate>
      <SettingsSection title={t.firm}>
        <Field label={t.timeZone}>
          <Select value={draft.time_zone} onChange={(_, d) => change({ time_zone: d.value })}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t.slug}
          hint={t.slugHint(window.location.origin)}
          validationMessage={problems.slug ? t.slugInvalid : undefined}
        >
          <Input value={draft.slug} onChange={(_, d) => change({ slug: d.value })} />
        </Field>
      </SettingsSection>
      <SettingsSection title={t.theme} intro={t.themeIntro}>
        <ThemeFields
          theme={draft.theme}
          bad={problems.colours}
          onChange={(name, value) => change({ theme: { ...draft.theme, [name]: value } })}
        />
      </SettingsSection>
      {preferenceGroups.map((g) => (
        <SettingsSection key={g.id} title={g.title}>
          <PreferenceFields
            fields={g.fields}
            values={draft.preferences}
            badDays={problems.days}
            onChange={(key, value) => change({ preferences: { ...draft.preferences, [key]: value } })}
          />
        </SettingsSection>
      ))}
      <SettingsSection title={t.vocabulary} intro={t.vocabularyIntro}>
        <VocabEditor vocabs={draft.vocabs} bad={problems.vocabs} onChange={(vocabs) => change({ vocabs })} />
      </SettingsSection>
      <div className={s.bar}>
        <Button type="submit" appearance="primary" disabledFocusable={!canSave}>
          {busy ? t.saving : t.save}
        </Button>
        <Text role="status">{count > 0 ? t.unsaved(count) : t.noChanges}</Text>
      </div>
    </form>
  );
}
