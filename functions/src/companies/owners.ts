/**
 * An entity's owners become a given list (update owners, a new owner, a spouse): the memberships, the entity's
 * owner_ids and the primary contact change in one write (the primary contact stays when still an owner, else the
 * first owner takes over), then the entity's conversations follow (platform/entity-conversations.ts says how), the
 * directory row follows a new primary contact (the only owner it lists), and copying left over goes to the queue.
 * The owners before are the ones `company` carries: the write holds only while the entity is as read.
 */
import type { Caller } from '@ledgerline/shared/access';
import { primaryAfter } from '@ledgerline/shared/companies';
import { syncDirectoryEntity } from '../platform/directory';
import { followOwners, type HistoryMode } from '../platform/entity-conversations';
import { queueCopy } from './copy-history';
import * as store from './store';

export async function setOwners(
  caller: Caller,
  company: store.CompanyItem,
  owners: string[],
  mode: HistoryMode,
): Promise<{ company: store.CompanyItem; conversationId: string | null; changed: boolean }> {
  const before = await store.ownerIdsOf(company);
  const added = owners.filter((u) => !before.includes(u));
  const removed = before.filter((u) => !owners.includes(u));
  const primary = primaryAfter(company.primary_user_id, owners);
  const changed = added.length > 0 || removed.length > 0 || primary !== company.primary_user_id;
  if (changed) await store.replaceOwners(company, { added, removed, primary });
  // Always, even when the owners were already these: a retried request finishes what a failed one left.
  const followed = await followOwners(caller.firmId, company.companyId, owners, mode);
  for (const copy of followed.copies) await queueCopy(caller.firmId, copy.fromId, copy.toId, copy.next, 1);
  if (primary !== company.primary_user_id) await syncDirectoryEntity(caller.firmId, company.companyId);
  const saved = changed ? ((await store.getCompany(caller.firmId, company.companyId)) ?? company) : company;
  return { company: saved, conversationId: followed.conversationId, changed };
}
