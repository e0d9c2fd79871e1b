import { Button, Divider, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { LinkProvider } from '@ledgerline/shared/linked-accounts';
import type { SignInFlow } from '../../pages/signin/useSignInFlow';
import { linkedAccountsText as t } from '../../texts/linkedAccounts';
import { linkedAccounts } from './api';
import { useSignInProviders } from './useLinkedAccounts';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
});

/**
 * The sign-in page's 'Sign in with Google' / 'Sign in with Microsoft' buttons, one per provider the portal offers
 * (none when none is configured), on its first step: once the person has gone on with their email and is asked for
 * a password, that is the way they chose. A press sends the browser to the provider; it comes back to
 * /signin/callback.
 */
export function ProviderSignInButtons({ flow }: { flow: SignInFlow }) {
  const s = useStyles();
  const { data: providers } = useSignInProviders();
  const [going, setGoing] = useState<LinkProvider | null>(null);
  const askingPassword = flow.user?.preferred_sign_in_method === 'password' && flow.user.email === flow.email.trim();
  if (!providers?.length || flow.step !== 'login' || askingPassword) return null;
  const start = async (p: LinkProvider) => {
    setGoing(p);
    if (!(await linkedAccounts.startSignIn(p, flow.redirect))) setGoing(null);
  };
  return (
    <div className={s.wrap}>
      <Divider>{t.or}</Divider>
      {providers.map(({ provider }) => (
        <Button
          key={provider}
          appearance="secondary"
          onClick={() => void start(provider)}
          disabledFocusable={flow.busy || going !== null}
        >
          {t.signInWith(provider)}
        </Button>
      ))}
    </div>
  );
}
