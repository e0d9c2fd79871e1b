import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { signOutEverywhere } from '../../api/signOut';
import { noActiveEntities, ui } from '../../messages';
import { AuthLayout } from '../AuthLayout';

/** FA §4.4: a client whose entities are all inactive sees only this notice and Sign out. */
export function InactiveNotice({ firmName }: { firmName: string }) {
  return (
    <AuthLayout footer={false}>
      <title>{`${firmName} | ${ui.appName}`}</title>
      <h1 className="sr-only">{ui.accountUnavailable}</h1>
      <MessageBar intent="warning" layout="multiline" style={{ marginBottom: 16 }}>
        <MessageBarBody>{noActiveEntities}</MessageBarBody>
      </MessageBar>
      <Button appearance="primary" onClick={() => signOutEverywhere()}>
        {ui.signOut}
      </Button>
    </AuthLayout>
  );
}
