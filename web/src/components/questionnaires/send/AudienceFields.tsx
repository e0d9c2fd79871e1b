import type { Audience, PickedEntity } from './send-rules';
import { EntitiesPicker } from './EntitiesPicker';
import { EntityTypesPicker } from './EntityTypesPicker';

/**
 * Who a send goes to: named entities and/or entity types (QD §3 company_ids, company_types). One message for both,
 * under Entities: 'Please select a company' while neither has any.
 */
export function AudienceFields({
  value,
  onChange,
  onBlur,
  message,
}: {
  value: Audience;
  onChange: (audience: Audience) => void;
  onBlur: () => void;
  message: string | undefined;
}) {
  return (
    <>
      <EntitiesPicker
        selected={value.companies}
        onChange={(companies: PickedEntity[]) => onChange({ ...value, companies })}
        onBlur={onBlur}
        message={message}
      />
      <EntityTypesPicker
        selected={value.companyTypes}
        onChange={(companyTypes) => onChange({ ...value, companyTypes })}
        onBlur={onBlur}
      />
    </>
  );
}
