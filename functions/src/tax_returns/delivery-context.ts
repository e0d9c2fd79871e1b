/**
 * What the firm-side calls share: the delivery preference, opening a return the caller may act on, and the people a
 * view names (the entity's signers, the assigned firm user), read in batches.
 */
import type { Caller } from '@ledgerline/shared/access';
import type { TaxReturnDetail } from '@ledgerline/shared/schemas/tax-return-delivery';
import { clientCanSee, taxReturnAdminText as text } from '@ledgerline/shared/tax-return-delivery';
import { taxReturnText } from '@ledgerline/shared/tax-returns';
import { fullName } from '@ledgerline/shared/person-name';
import { Forbidden, NotFound } from '../platform/errors';
import { firmFlagOn } from '../platform/firm-flags';
import { ownerIdsOf } from '../platform/company-owners';
import { batchGetUsers } from '../platform/user-batch';
import type { TaxReturnItem } from '../platform/data/entities/tax-return';
import type { CompanyItem } from '../platform/data/entities/company';
import { openReturn } from './review';
import { getCompanies, getFirm, getReturn } from './store';
import { taxReturnDetail, taxReturnRow } from './delivery-views';
import { withSignatureLinks } from './drawn-signatures';

/** FA §2.2: the firm side of delivery exists only when the firm turned new tax return delivery on. */
export async function assertDeliveryOn(firmId: string): Promise<Record<string, unknown>> {
  const firm = await getFirm(firmId);
  if (!firmFlagOn(firm, 'new_tax_return_delivery_enabled')) throw new Forbidden(text.deliveryOff);
  return (firm?.preferences ?? {}) as Record<string, unknown>;
}

/** Staff writing need a writable account; the return's entity must not be read-only for a client's writes. */
export function assertCanWrite(caller: Caller, company: Pick<CompanyItem, 'readonly_access'>) {
  if (caller.readonly) throw new Forbidden(text.readonlyEntity);
  if (!caller.isAdvisor && company.readonly_access) throw new Forbidden(text.readonlyEntity);
}

/**
 * The return the caller names, if they may see it: staff of the firm (a group-limited firm user: their group's), a
 * client who owns its entity once it was sent to them. A deleted return is as missing as one that never existed.
 */
export async function openDelivery(caller: Caller, companyId: string | undefined, id: string) {
  const opened = await openReturn(caller, companyId, id);
  if (opened.taxReturn.deleted_at) throw new NotFound('tax return', taxReturnText.notFound);
  if (!caller.isAdvisor) {
    if (!clientCanSee(opened.taxReturn.status)) throw new NotFound('tax return', taxReturnText.notFound);
  }
  return opened;
}

type Advisor = { id: string; name: string };

/** The entities' primary owners' assigned firm users, by entity id (two batch reads of people). */
async function advisorsOf(firmId: string, companies: CompanyItem[]): Promise<Map<string, Advisor>> {
  const primaries = await batchGetUsers(
    firmId,
    companies.flatMap((c) => (c.primary_user_id ? [c.primary_user_id] : [])),
    ['assigned_advisor_id'],
  );
  const advisorIds = [...primaries.values()].flatMap((u) => (u.assigned_advisor_id ? [u.assigned_advisor_id] : []));
  const advisors = await batchGetUsers(firmId, advisorIds, ['fname', 'lname']);
  const out = new Map<string, Advisor>();
  for (const c of companies) {
    const advisorId = c.primary_user_id ? primaries.get(c.primary_user_id)?.assigned_advisor_id : undefined;
    const advisor = advisorId ? advisors.get(advisorId) : undefined;
    if (advisorId) out.set(c.companyId, { id: advisorId, name: advisor ? fullName(advisor) : '' });
  }
  return out;
}

/** The table's rows of some returns, in their order. */
export async function rowsOf(firmId: string, returns: TaxReturnItem[]) {
  const companies = await getCompanies(
    firmId,
    returns.map((r) => r.companyId),
  );
  const byId = new Map(companies.map((c) => [c.companyId, c]));
  const advisors = await advisorsOf(firmId, companies);
  return returns.map((r) => taxReturnRow(r, byId.get(r.companyId) ?? null, advisors.get(r.companyId) ?? null));
}

/** The entity's active owners: who can be asked to sign. */
export async function signersOf(company: CompanyItem) {
  const ids = await ownerIdsOf(company);
  const people = await batchGetUsers(company.firmId, ids, ['fname', 'lname', 'email', 'deleted_at', 'is_advisor']);
  return ids.flatMap((id) => {
    const u = people.get(id);
    return u && !u.deleted_at && !u.is_advisor
      ? [{ id, fname: u.fname ?? '', lname: u.lname ?? '', email: u.email }]
      : [];
  });
}

/** The return in full as this caller sees it. */
export async function detailOf(caller: Caller, r: TaxReturnItem, company: CompanyItem): Promise<TaxReturnDetail> {
  const [firm, advisors, signers] = await Promise.all([
    getFirm(caller.firmId),
    advisorsOf(caller.firmId, [company]),
    signersOf(company),
  ]);
  const preferences = (firm?.preferences ?? {}) as Record<string, unknown>;
  const detail = taxReturnDetail(
    r,
    company,
    advisors.get(company.companyId) ?? null,
    signers,
    preferences,
    caller.isAdvisor ? null : caller.userId,
  );
  return {
    ...detail,
    e_sign_forms: await withSignatureLinks(detail.e_sign_forms, caller.isAdvisor ? null : caller.userId),
  };
}

/** The return as it is now (after a write), in full. */
export async function freshDetail(caller: Caller, company: CompanyItem, taxReturnId: string) {
  const r = await getReturn(caller.firmId, company.companyId, taxReturnId);
  if (!r) throw new NotFound('tax return', taxReturnText.notFound);
  return detailOf(caller, r, company);
}
