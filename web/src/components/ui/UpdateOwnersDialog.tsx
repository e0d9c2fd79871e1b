import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { companies, type CompanyDetail } from '../../api/companies';
import { entitiesText as t } from '../../texts/entities';
import { toastSuccess } from '../../toast';
import { FormDialog } from './FormDialog';
import { type MessagesChoice, MessagesChoiceField, messagesFlags } from './OwnerMessagesChoice';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fieldset: { border: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
});

/**
 * FA §2.5 update owners (conversation management), §4.1: which of the owners stay, and whether a new conversation
 * starts (the old one archived; its messages may be copied) or the messages move to the existing conversation.
 * Shared by the entity's dashboard and a row of the tax returns table (the owners sign the return's forms).
 */
export function UpdateOwnersDialog({
  company,
  onClose,
  onSaved,
}: {
  company: CompanyDetail;
  onClose: () => void;
  onSaved: (company: CompanyDetail) => void;
}) {
  const s = useStyles();
  const [kept, setKept] = useState<string[]>(() => company.owners.map((o) => o.id));
  const [messages, setMessages] = useState<MessagesChoice>('transfer');
  const [busy, setBusy] = useState(false);
  async function save() {
    const { copy, transfer } = messagesFlags(messages);
    setBusy(true);
    const res = await companies.updateOwners(company.id, kept, copy, transfer);
    setBusy(false);
    if (!res?.ok) return;
    toastSuccess(res.data.message);
    onSaved(res.data.company);
    onClose();
  }
  return (
    <FormDialog
      title={t.updateOwnersButton}
      submitLabel={t.save}
      canSubmit={!busy && kept.length > 0}
      onSubmit={save}
      onClose={onClose}
      keepSubmitFocus
    >
      <div className={s.body}>
        <fieldset className={s.fieldset}>
          <legend>{t.ownersLegend}</legend>
          {company.owners.map((o) => (
            <Checkbox
              key={o.id}
              label={o.is_primary ? `${o.full_name} (${t.primary})` : o.full_name}
              checked={kept.includes(o.id)}
              onChange={(_, d) => setKept((k) => (d.checked === true ? [...k, o.id] : k.filter((x) => x !== o.id)))}
            />
          ))}
        </fieldset>
        {kept.length === 0 && <p className={s.muted}>{t.needsOneOwner}</p>}
        <MessagesChoiceField value={messages} onChange={setMessages} />
      </div>
    </FormDialog>
  );
}
