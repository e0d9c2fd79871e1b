/**
 * Who may use a prior-year item: whoever may use its entity (platform/company-access.ts: staff of the firm, group-
 * limited staff their group's entities, a client their own active ones; route access already keeps clients to
 * reads, QD §6). An item that is not there, another firm's, or of an entity the caller may not use all answer the
 * same 404.
 */
import type { Caller } from '@ledgerline/shared/access';
import { priorYearItemText as text } from '@ledgerline/shared/prior-year-items';
import { openCompany } from '../platform/company-access';
import { NotFound } from '../platform/errors';
import { assertItemOfCompany } from './rules';
import { findItemRef } from './store';

export { openCompany };

/** The item's head (its entity), if the caller may use it; `companyId` when the call names the entity too. */
export async function openItem(caller: Caller, itemId: string, companyId?: string) {
  const ref = await findItemRef(caller.firmId, itemId);
  if (!ref) throw new NotFound('prior year item', text.notFound);
  assertItemOfCompany(ref.companyId, companyId);
  await openCompany(caller, ref.companyId, text.notFound);
  return ref;
}
