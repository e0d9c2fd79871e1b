/** The FA §3.2 contact and identity fields a request names, as the entity stores them (absent ones left out). */
import type { EntityFields } from './store';

const fieldNames = [
  'business_email',
  'other_email',
  'street',
  'city',
  'state',
  'zip',
  'country',
  'ein',
  'fax',
  'external_entity_id',
  'tax_return_id',
] as const satisfies readonly (keyof EntityFields)[];

export function entityFields(input: Partial<Record<(typeof fieldNames)[number], string | undefined>>): EntityFields {
  const out: EntityFields = {};
  for (const f of fieldNames) if (input[f] !== undefined) out[f] = input[f];
  return out;
}
