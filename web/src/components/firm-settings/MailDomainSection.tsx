import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { isMailDomain, normaliseDomain } from '@ledgerline/shared/mail-domain';
import { mailDomains, type MailDomain, type MailDomainView } from '../../api/mail-domain';
import { useMailDomain } from '../../hooks/useMailDomain';
import { ui } from '../../messages';
import { mailDomainText as t } from '../../texts/mailDomain';
import { showToast, toastError, toastSuccess } from '../../toast';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { SettingsSection } from './SettingsSection';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { flexGrow: 1, minWidth: '14rem', maxWidth: '28rem' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  status: { fontWeight: tokens.fontWeightSemibold },
  verified: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  table: { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' },
  caption: { textAlign: 'left', paddingBottom: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2 },
  th: {
    textAlign: 'left',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  typeCol: { width: '4.5rem' },
  td: {
    verticalAlign: 'top',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  cell: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS },
  code: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all', flexGrow: 1, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(t.copied);
  } catch {
    toastError(t.copyFailed);
  }
}

/** Firm Settings: the firm's own sending domain (SES with Easy DKIM): enter it, add the DNS records, check, remove. */
/** A DNS record's name or value, with a button that copies it (the records are long and typed by hand otherwise). */
function CopyableCell({ text, label }: { text: string; label: string }) {
  const s = useStyles();
  return (
    <td className={s.td}>
      <div className={s.cell}>
        <span className={s.code}>{text}</span>
        <Button
          size="small"
          appearance="subtle"
          icon={<CopyRegular />}
          aria-label={label}
          title={label}
          onClick={() => void copy(text)}
        />
      </div>
    </td>
  );
}

export function MailDomainSection() {
  const { data, error, mutate } = useMailDomain();
  // After a save or a removal the part that had focus is gone: focus goes to what replaces it.
  const [moved, setMoved] = useState(false);
  const show = (next: MailDomainView) => {
    setMoved(true);
    return mutate(next, { revalidate: false });
  };
  return (
    <SettingsSection title={t.title} intro={t.intro}>
      {error && !data ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{t.loadFailed}</MessageBarBody>
          <Button onClick={() => void mutate()}>{ui.retry}</Button>
        </MessageBar>
      ) : !data ? null : data.mail_domain ? (
        <DomainState view={data} domain={data.mail_domain} focus={moved} onChange={show} />
      ) : (
        <DomainForm sendingFrom={data.sending_from} focus={moved} onSaved={show} />
      )}
    </SettingsSection>
  );
}

function DomainForm({
  sendingFrom,
  focus,
  onSaved,
}: {
  sendingFrom: string;
  focus: boolean;
  onSaved: (v: MailDomainView) => unknown;
}) {
  const s = useStyles();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const typed = normaliseDomain(domain);

  async function save() {
    if (!isMailDomain(typed)) return setError(t.invalid);
    setBusy(true);
    const res = await mailDomains.set(typed);
    setBusy(false);
    if (!res?.ok) return setError(res?.fields?.domain ?? null);
    toastSuccess(t.saved);
    await onSaved(res.data);
  }

  return (
    <>
      <Text>{t.sendingFrom(sendingFrom)}</Text>
      <form
        className={s.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Field
          className={s.field}
          label={t.domain}
          hint={t.domainHint}
          validationState={error ? 'error' : 'none'}
          validationMessage={error ?? undefined}
        >
          <Input
            autoFocus={focus}
            value={domain}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            onChange={(_, d) => {
              setDomain(d.value);
              setError(null);
            }}
          />
        </Field>
        <Button type="submit" appearance="primary" disabled={busy || !typed}>
          {t.save}
        </Button>
      </form>
    </>
  );
}

function DomainState({
  view,
  domain,
  focus,
  onChange,
}: {
  view: MailDomainView;
  domain: MailDomain;
  focus: boolean;
  onChange: (v: MailDomainView) => unknown;
}) {
  const s = useStyles();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);

  async function check() {
    setBusy(true);
    const res = await mailDomains.check();
    setBusy(false);
    if (!res?.ok) return;
    const status = res.data.mail_domain?.status;
    if (status === 'verified') toastSuccess(t.verified);
    else if (status === 'failed') toastError(t.failedCheck);
    else showToast('warning', t.notYet);
    await onChange(res.data);
  }

  async function remove() {
    setRemoving(false);
    setBusy(true);
    const res = await mailDomains.remove();
    setBusy(false);
    if (!res?.ok) return;
    toastSuccess(t.removed);
    await onChange(res.data);
  }

  return (
    <>
      <div className={s.row}>
        <Text>
          {t.domain}: <strong>{domain.domain}</strong>
        </Text>
        <Text>
          {t.status}:{' '}
          <span
            className={`${s.status} ${domain.status === 'verified' ? s.verified : domain.status === 'failed' ? s.failed : ''}`}
          >
            {t.statuses[domain.status]}
          </span>
        </Text>
      </div>
      <Text>{t.sendingFrom(view.sending_from)}</Text>
      {domain.status !== 'verified' && <Text>{t.recordsIntro}</Text>}
      <table className={s.table}>
        <caption className={s.caption}>{t.recordsCaption(domain.domain)}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${s.th} ${s.typeCol}`}>
              {t.type}
            </th>
            <th scope="col" className={s.th}>
              {t.name}
            </th>
            <th scope="col" className={s.th}>
              {t.value}
            </th>
          </tr>
        </thead>
        <tbody>
          {domain.records.map((r, i) => (
            <tr key={r.name}>
              <td className={s.td}>{r.type}</td>
              <CopyableCell text={r.name} label={t.copyName(i + 1)} />
              <CopyableCell text={r.value} label={t.copyValue(i + 1)} />
            </tr>
          ))}
        </tbody>
      </table>
      <div className={s.actions}>
        <Button appearance="primary" autoFocus={focus} disabledFocusable={busy} onClick={() => void check()}>
          {t.check}
        </Button>
        <Button disabledFocusable={busy} onClick={() => setRemoving(true)}>
          {t.remove}
        </Button>
      </div>
      {removing && (
        <ConfirmDialog
          title={t.removeTitle}
          confirmLabel={t.remove}
          onConfirm={() => void remove()}
          onClose={() => setRemoving(false)}
        >
          {t.removeBody(domain.domain)}
        </ConfirmDialog>
      )}
    </>
  );
}
