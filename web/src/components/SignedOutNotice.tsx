import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useSignedOutNotice } from '../hooks/useSession';
import { signedOutEverywhere } from '../messages';

/** Shown for 10 seconds in a tab that another tab signed out (FA §4.5 step 7). */
export function SignedOutNotice() {
  const visible = useSignedOutNotice();
  return (
    <div role="status" aria-live="polite">
      {visible && (
        <MessageBar intent="warning" layout="multiline" style={{ marginBottom: 16 }}>
          <MessageBarBody>{signedOutEverywhere}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
