/**
 * The firm preference flags (FA §3.4) read where they govern an API action: one point read of the firm (batched with
 * the request's other reads), and the same 403 shape as the other flag checks (`{ error: message }`). README "Firm
 * preferences and what they govern" lists every flag and where it is checked.
 */
import type { Caller } from '@ledgerline/shared/access';
import { firmFlagText } from '@ledgerline/shared/firm-flags';
import { getItem } from './data/batch-get';
import { Firm } from './data/entities/firm';
import { Forbidden } from './errors';
import { firmFlagOn } from './firm-flags';

/** Whether the caller's firm has `flag` stored as true. */
export async function callerFirmFlag(caller: Pick<Caller, 'firmId'>, flag: string): Promise<boolean> {
  return firmFlagOn(await getItem(Firm, { firmId: caller.firmId }), flag);
}

/** all_activities_enabled: the firm-wide log (no entity, no questionnaire named) only while the firm has it on. */
export async function assertFirmWideActivityOn(caller: Caller): Promise<void> {
  if (!(await callerFirmFlag(caller, 'all_activities_enabled'))) throw new Forbidden(firmFlagText.allActivitiesOff);
}

/** hide_documents_view_from_clients: a client's Documents are refused while the firm hides them; staff never are. */
export async function assertDocumentsShownTo(caller: Caller): Promise<void> {
  if (caller.isAdvisor) return;
  if (await callerFirmFlag(caller, 'hide_documents_view_from_clients'))
    throw new Forbidden(firmFlagText.documentsHiddenFromClients);
}

/**
 * external_entity_id_allowed: an entity's external id is set or changed only while the firm allows them. Sending the
 * value it already has (or nothing) is no change, so a form that sends its fields back is not refused for it.
 */
export async function assertExternalEntityIdAllowed(
  caller: Caller,
  requested: string | null | undefined,
  current: string | null | undefined,
): Promise<void> {
  const wanted = (requested ?? '').trim();
  if (requested === undefined || wanted === (current ?? '').trim()) return;
  if (!(await callerFirmFlag(caller, 'external_entity_id_allowed')))
    throw new Forbidden(firmFlagText.externalEntityIdOff);
}
