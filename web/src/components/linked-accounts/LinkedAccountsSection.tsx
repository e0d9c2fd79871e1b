import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { LinkProvider } from '@ledgerline/shared/linked-accounts';
import type { LinkedAccountView } from '@ledgerline/shared/schemas/linked-accounts';
import { formatDate } from '../../format/dateTime';
import { linkedAccountsText as t } from '../../texts/linkedAccounts';
import { toastSuccess } from '../../toast';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { linkedAccounts } from './api';
import { useLinkedAccounts, useSignInProviders } from './useLinkedAccounts';

const useStyles = makeStyles({
  card: {
    maxWidth: '560px',
    marginTop: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * Profile Settings' Linked accounts (FA §7.2, MD §7: /admin-profile is where linking comes back to): the signed-in
 * user's Google and Microsoft accounts with Unlink, and a Link button per provider the portal offers.
 */
export function LinkedAccountsSection() {
  const s = useStyles();
  const { pathname } = useLocation();
  const { data: providers } = useSignInProviders();
  const { data: links, error, mutate } = useLinkedAccounts();
  const [busy, setBusy] = useState(false);
  const [unlinking, setUnlinking] = useState<LinkedAccountView | null>(null);
  // An advisor's preview of a client's profile shows the client's settings, not the advisor's links.
  if (pathname.startsWith('/preview/')) return null;
  if (!providers?.length && !links?.length) return null;

  const link = async (p: LinkProvider) => {
    setBusy(true);
    if (!(await linkedAccounts.startLink(p, pathname))) setBusy(false);
  };
  const unlink = async (l: LinkedAccountView) => {
    setUnlinking(null);
    setBusy(true);
    const res = await linkedAccounts.unlink(l.provider, l.email);
    setBusy(false);
    if (res?.ok) {
      toastSuccess(res.data.message);
      await mutate();
    }
  };

  return (
    <section className={s.card} aria-labelledby="linked-accounts-heading">
      <h2 id="linked-accounts-heading" className={s.heading}>
        {t.heading}
      </h2>
      <Text className={s.muted}>{t.intro}</Text>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t.loadFailed}</MessageBarBody>
        </MessageBar>
      ) : links && links.length === 0 ? (
        <Text>{t.none}</Text>
      ) : (
        <ul className={s.list} aria-label={t.listLabel}>
          {(links ?? []).map((l) => (
            <li key={`${l.provider}:${l.email}`} className={s.row}>
              <div className={s.who}>
                <Text weight="semibold">{t.providerName(l.provider)}</Text>
                <Text>{l.email}</Text>
                <Text size={200} className={s.muted}>
                  {t.linkedOn(formatDate(l.linked_at))}
                </Text>
              </div>
              <Button
                aria-label={t.unlinkNamed(l.provider, l.email)}
                onClick={() => setUnlinking(l)}
                disabledFocusable={busy}
              >
                {t.unlink}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {providers && providers.length > 0 && (
        <div className={s.actions}>
          {providers.map(({ provider }) => (
            <Button key={provider} appearance="primary" onClick={() => void link(provider)} disabledFocusable={busy}>
              {t.link(provider)}
            </Button>
          ))}
        </div>
      )}
      {unlinking && (
        <ConfirmDialog
          title={t.unlinkTitle}
          confirmLabel={t.unlink}
          onConfirm={() => void unlink(unlinking)}
          onClose={() => setUnlinking(null)}
        >
          {t.unlinkBody(unlinking.provider, unlinking.email)}
        </ConfirmDialog>
      )}
    </section>
  );
}
