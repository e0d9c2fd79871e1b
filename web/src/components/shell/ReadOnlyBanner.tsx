import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { readOnlyText } from '../../messages';

/** FA §6: read-only users and entities can view but not upload, complete, edit or message. */
export function ReadOnlyBanner({ userReadOnly, companyReadOnly }: { userReadOnly: boolean; companyReadOnly: boolean }) {
  const text = userReadOnly ? readOnlyText.account : companyReadOnly ? readOnlyText.entity : null;
  if (!text) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}
