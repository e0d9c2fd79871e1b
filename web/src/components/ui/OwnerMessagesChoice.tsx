import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { entitiesText as t } from '../../texts/entities';

/**
 * What happens to the entity's conversation when its owners change (FA §4.1): a new one starts (the old one is
 * archived), with or without a copy of the messages, or the messages move on with the new owners.
 */
export type MessagesChoice = 'new' | 'copy' | 'transfer';

/** The update_owners and create_new_owner flags of a choice. */
export const messagesFlags = (choice: MessagesChoice) => ({ copy: choice === 'copy', transfer: choice === 'transfer' });

export function MessagesChoiceField({
  value,
  onChange,
}: {
  value: MessagesChoice;
  onChange: (v: MessagesChoice) => void;
}) {
  return (
    <Field label={t.ownerConversation}>
      <RadioGroup value={value} onChange={(_, d) => onChange(d.value as MessagesChoice)}>
        <Radio value="transfer" label={t.moveToExisting} />
        <Radio value="new" label={t.startNewConversation} />
        <Radio value="copy" label={t.copyMessages} />
      </RadioGroup>
    </Field>
  );
}
