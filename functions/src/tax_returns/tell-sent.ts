/**
 * Who hears about a delivered return (FA §4.1): each signer still to sign, and the entity's primary contact for
 * payments (and when nobody signs). A send is told once; each reminder is told once per reminder.
 */
import type { TaxReturnDetail } from '@ledgerline/shared/schemas/tax-return-delivery';
import { isSigned } from '@ledgerline/shared/tax-return-counts';
import type { CompanyItem } from '../platform/data/entities/company';
import { batchGetUsers } from '../platform/user-batch';
import { deliveryLink, deliveryMail, tellClient, type ClientMessage } from './client-mail';
import { getFirm } from './store';

/** The people to tell, each with how many signatures are still theirs. */
function audience(company: Pick<CompanyItem, 'primary_user_id'>, d: TaxReturnDetail) {
  const owed = new Map<string, number>();
  for (const f of d.e_sign_forms)
    for (const s of f.signatures) if (!isSigned(s)) owed.set(s.signer_id, (owed.get(s.signer_id) ?? 0) + 1);
  const toPay = d.total_payment_count - d.paid_payment_count;
  if (company.primary_user_id && (toPay > 0 || owed.size === 0) && !owed.has(company.primary_user_id))
    owed.set(company.primary_user_id, 0);
  return { owed, toPay };
}

async function tell(
  firmId: string,
  company: CompanyItem,
  d: TaxReturnDetail,
  message: (firm: string, link: string, toSign: number, toPay: number) => ClientMessage,
  key: string,
): Promise<number> {
  const { owed, toPay } = audience(company, d);
  const people = await batchGetUsers(firmId, [...owed.keys()]);
  const firm = await getFirm(firmId);
  const link = deliveryLink(d.company_id, d.id);
  let told = 0;
  for (const [userId, toSign] of owed) {
    const person = people.get(userId);
    if (!person || person.deleted_at) continue;
    const isPrimary = userId === company.primary_user_id;
    const used = await tellClient(
      firmId,
      person,
      message(firm?.name ?? 'Your firm', link, toSign, isPrimary ? toPay : 0),
      key,
    );
    if (used.length) told++;
  }
  return told;
}

export function tellSent(firmId: string, company: CompanyItem, d: TaxReturnDetail) {
  return tell(
    firmId,
    company,
    d,
    (firm, link, toSign, toPay) => deliveryMail.sent(firm, d.tax_year, link, toSign, toPay),
    `tr-sent:${d.id}:${d.version}`,
  );
}

/** A reminder: `stamp` names it (the time it was asked for), so a retry of the same reminder sends nothing twice. */
export function tellReminder(firmId: string, company: CompanyItem, d: TaxReturnDetail, stamp: string) {
  return tell(
    firmId,
    company,
    d,
    (firm, link, toSign, toPay) => deliveryMail.reminder(firm, d.tax_year, link, toSign, toPay),
    `tr-remind:${d.id}:${stamp}`,
  );
}
