/** An entity as the screens read it (GET /companies/{id} and every write's answer): FA §3.2's fields. */
import { displayName } from '@ledgerline/shared/person-name';
import type { Caller } from '@ledgerline/shared/access';
import type { CompanyDetail } from '@ledgerline/shared/schemas/companies';
import { isTemporaryEmail } from '../platform/temporary-email';
import * as store from './store';

const shownEmail = (u: store.UserItem) => (u.has_temp_email || isTemporaryEmail(u.email) ? null : u.email);

export async function companyDetail(caller: Caller, c: store.CompanyItem): Promise<CompanyDetail> {
  const [ownerIds, tags, conversationId] = await Promise.all([
    store.ownerIdsOf(c),
    store.tagViewsByIds(c.firmId, 'entity', c.entity_tags),
    store.latestConversationId(c.firmId, c.companyId, caller.isAdvisor ? null : caller.userId),
  ]);
  const users = await store.getUsers(c.firmId, ownerIds);
  const primaryId = c.primary_user_id && users.has(c.primary_user_id) ? c.primary_user_id : null;
  const primary = primaryId ? users.get(primaryId)! : null;
  const owners = ownerIds
    .map((id) => users.get(id))
    .filter((u): u is store.UserItem => Boolean(u) && !u!.deleted_at)
    .map((u) => ({
      id: u.userId,
      full_name: displayName(u),
      email: shownEmail(u),
      is_primary: u.userId === primaryId,
      paying: u.paying !== false,
    }))
    // The primary contact first, then by name.
    .sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.full_name.localeCompare(b.full_name));
  return {
    id: c.companyId,
    hash_id: c.hash_id,
    name: c.name,
    entity_type: c.entity_type ?? 'Individual',
    business_email: c.business_email ?? '',
    other_email: c.other_email ?? '',
    street: c.street ?? '',
    city: c.city ?? '',
    state: c.state ?? '',
    zip: c.zip ?? '',
    country: c.country ?? '',
    ein: c.ein ?? '',
    fax: c.fax ?? '',
    external_entity_id: c.external_entity_id ?? '',
    tax_return_id: c.tax_return_id ?? '',
    inactive: c.inactive ?? false,
    readonly_access: c.readonly_access ?? false,
    deleted_at: c.deleted_at ?? null,
    created_at: c.created_at ?? '',
    owners,
    primary_contact: primary
      ? { id: primary.userId, full_name: displayName(primary), email: shownEmail(primary) }
      : null,
    primary_user_id: primaryId,
    user_ids: owners.map((o) => o.id),
    assigned_advisor_id: primary?.assigned_advisor_id ?? null,
    firm_group_id: primary?.firm_group_id || null,
    client_manager_id: c.client_manager_id ?? null,
    cpa_id: c.cpa_id ?? null,
    spouse_user_id: c.spouse_user_id && users.has(c.spouse_user_id) ? c.spouse_user_id : null,
    entity_tags: tags,
    relevant_conversation_id: conversationId,
  };
}
