/**
 * The client's draft review (MD §4): Approve, or Request Changes with a reason. Each is one-way and happens
 * once: the write is conditional on the return still being an unlocked draft, so a second attempt (or a race
 * of two tabs) is refused and changes nothing. Each records an activity and notifies the firm.
 */
import { fullName } from '@ledgerline/shared/person-name';
import type { Caller } from '@ledgerline/shared/access';
import type * as z from 'zod';
import type { ApproveTaxReturnInput } from '@ledgerline/shared/schemas/tax-returns';
import { taxReturnText, type DraftStatus } from '@ledgerline/shared/tax-returns';
import { notificationType } from '@ledgerline/shared/notifications';
import { activityType } from '@ledgerline/shared/activity-types';
import type { RequestContext } from '../platform/http';
import { Conflict, Forbidden, Invalid, NotFound } from '../platform/errors';
import { openCompany } from '../platform/company-access';
import { newId } from '../platform/auth/secrets';
import { recordActivity } from '../platform/activity';
import { isConditionFailure } from '../platform/data/transact';
import type { TaxReturnItem } from '../platform/data/entities/tax-return';
import { log } from '../platform/log';
import { notifyUsers } from '../platform/notifications/notify';
import { staffToNotify } from '../platform/notifications/recipients';
import { commitReview, findReturn, getReturn, getUser } from './store';
import { taxReturnCard } from './views';

type ReviewInput = z.infer<typeof ApproveTaxReturnInput>;
type Outcome = Exclude<DraftStatus, 'draft'>;

export const cannotReviewText = {
  readonlyUser: 'This account is read-only, so it cannot approve or request changes.',
  readonlyCompany: 'This entity is read-only, so its tax return cannot be approved or changed.',
} as const;

/** Why this return cannot be reviewed now, or null. */
export function whyNotReviewable(r: Pick<TaxReturnItem, 'locked' | 'draft_status'>): string | null {
  if (r.locked) return taxReturnText.locked;
  if (r.draft_status === 'approved') return taxReturnText.alreadyApproved;
  if (r.draft_status === 'change_requested') return taxReturnText.alreadyChangeRequested;
  if (r.draft_status !== 'draft') return taxReturnText.notADraft;
  return null;
}

/**
 * The return the caller names, if they may see its entity. A company_id, when given, must be the return's
 * own; either way a return the caller may not see is as missing as one that does not exist.
 */
async function openReturn(caller: Caller, companyId: string | undefined, taxReturnId: string) {
  const taxReturn = await findReturn(caller.firmId, taxReturnId);
  if (!taxReturn || (companyId && companyId !== taxReturn.companyId))
    throw new NotFound('tax return', taxReturnText.notFound);
  const company = await openCompany(caller, taxReturn.companyId, taxReturnText.notFound);
  return { company, taxReturn };
}

export { openReturn };

export async function review(ctx: RequestContext, caller: Caller, input: ReviewInput, outcome: Outcome) {
  const { id, company_id, reason } = input;
  const { company, taxReturn } = await openReturn(caller, company_id, id);
  if (outcome === 'change_requested' && !reason)
    throw new Invalid(taxReturnText.reasonRequired, { reason: taxReturnText.reasonRequired });
  if (caller.readonly) throw new Forbidden(cannotReviewText.readonlyUser);
  if (company.readonly_access) throw new Forbidden(cannotReviewText.readonlyCompany);
  const refused = whyNotReviewable(taxReturn);
  if (refused) throw new Conflict(refused);

  const now = new Date().toISOString();
  const me = await getUser(caller.firmId, caller.userId);
  const name = fullName(me);
  const key = { firmId: caller.firmId, companyId: company.companyId, taxReturnId: id };
  const title = outcome === 'approved' ? 'Draft approved' : 'Changes requested';
  try {
    await commitReview(
      key,
      {
        draft_status: outcome,
        reviewed_at: now,
        reviewed_by: caller.userId,
        ...(reason ? { draft_comment: reason } : {}),
      },
      {
        at: now,
        eventId: newId(),
        type_id: activityType.delivery,
        title,
        description: reason ?? '',
        user_id: caller.userId,
        user_name: name,
      },
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const now2 = await getReturn(caller.firmId, company.companyId, id);
    throw new Conflict((now2 && whyNotReviewable(now2)) ?? taxReturnText.notADraft);
  }
  await recordActivity({
    firmId: caller.firmId,
    action: outcome === 'approved' ? 'tax_return_approved' : 'tax_return_changes_requested',
    title: `${taxReturn.tax_year} ${taxReturn.tax_return_name}: ${title.toLowerCase()}`,
    description: reason ?? '',
    typeId: activityType.delivery,
    actorUserId: caller.userId,
    userId: caller.userId,
    companyId: company.companyId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  // The staff the entity's notifications reach (FA §5.5: its primary owner's assigned firm user, whatever they chose).
  const text =
    outcome === 'approved'
      ? `${name || company.name} approved the ${taxReturn.tax_year} tax return draft`
      : `${name || company.name} requested changes to the ${taxReturn.tax_year} tax return: ${reason}`;
  await staffToNotify(caller.firmId, { companyId: company.companyId }, notificationType.taxReturn)
    .then((recipients) =>
      notifyUsers(caller.firmId, recipients, {
        text,
        client_name: company.name,
        link: `/admin/${company.hash_id}`,
        type: notificationType.taxReturn,
        company_id: company.companyId,
      }),
    )
    .catch((e: Error) => log('error', 'tax return notification failed', { firmId: caller.firmId, error: e.message }));
  const updated = (await getReturn(caller.firmId, company.companyId, id))!;
  return {
    message: outcome === 'approved' ? taxReturnText.approved : taxReturnText.changesRequested,
    tax_return: taxReturnCard(updated),
  };
}
