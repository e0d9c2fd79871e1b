import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ConversationSummary } from '../../api/conversations';
import { outOfOfficeLabels } from '../../texts/mass-email';
import { awayAdvisorOf } from './away';

/** MD §2 banner: the advisor's out-of-office message, while a firm member of the conversation is away. */
export function OutOfOfficeBanner({ conversation }: { conversation: ConversationSummary }) {
  const away = awayAdvisorOf(conversation);
  if (!away) return null;
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>{outOfOfficeLabels.banner(away.name, away.message)}</MessageBarBody>
    </MessageBar>
  );
}
