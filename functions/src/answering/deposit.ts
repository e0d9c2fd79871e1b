/**
 * The deposit (QD §4 Deposit): the client starts a hosted checkout (Stripe Checkout on the firm's connected account
 * in AWS, the local twin's test page locally: platform/adapters/payments.ts) and comes back; verifying the session
 * then marks the deposit paid, once, however often it is called. Staff Mark as paid / unpaid is the questionnaires
 * domain's (save_questionnaire, update_questionnaire).
 */
import { sectionTypes } from '@ledgerline/shared/schemas/questionnaire-content';
import { activityType } from '@ledgerline/shared/activity-types';
import { answeringText } from '@ledgerline/shared/answering';
import { questionnaireTitle } from '@ledgerline/shared/questionnaires';
import { answeringRoutes } from '@ledgerline/shared/routes/answering';
import { recordActivity } from '../platform/activity';
import { payments, PaymentsFailed, type CheckoutSession } from '../platform/adapters/payments';
import { reindexDirectoryItem } from '../platform/directory';
import { env } from '../platform/env';
import { Conflict, NotFound, Unavailable } from '../platform/errors';
import { handle } from '../platform/handle';
import { log } from '../platform/log';
import { openQuestionnaire } from './open';
import { createDepositCheckout, getDepositCheckout, markCheckoutPaid } from './store/checkout';
import { getQuestionnaire, patchQuestionnaireOnce, type FirmItem, type QuestionnaireItem } from './store/questionnaire';

/** QD §4 Deposit: paid through the checkout, or marked paid by staff. */
export const depositSettled = (status: string | null | undefined): boolean =>
  status === 'paid' || status === 'marked_paid';

/** A deposit is asked for and not settled: it blocks agreeing and submitting (QD §4 Submission). */
export const depositOutstanding = (q: Pick<QuestionnaireItem, 'deposit_amount' | 'deposit_status'>): boolean =>
  Boolean(q.deposit_amount) && !depositSettled(q.deposit_status);

/** The firm's connected Stripe account (integrations.stripe.account_id), or null when it takes no card payments. */
export function stripeAccountOf(firm: Pick<FirmItem, 'integrations'> | null): string | null {
  const stripe = (firm?.integrations as Record<string, unknown> | undefined)?.stripe;
  const id = typeof stripe === 'object' && stripe !== null ? (stripe as { account_id?: unknown }).account_id : null;
  return typeof id === 'string' && id.trim() ? id.trim() : null;
}

/**
 * Where the checkout sends the client back: the questionnaire's answering page with the session's id (Stripe fills
 * in '{CHECKOUT_SESSION_ID}') after paying, with checkout=cancelled after cancelling.
 */
export function checkoutReturnUrls(appUrl: string, companyHash: string, questionnaireId: string, sectionId?: string) {
  // Back to the section the client paid from (the review section), not the questionnaire's first.
  const section = sectionId ? `&sectionId=${encodeURIComponent(sectionId)}` : '';
  const page = `${appUrl.replace(/\/$/, '')}/questionnaire/${encodeURIComponent(companyHash)}?questionnaireId=${encodeURIComponent(questionnaireId)}${section}`;
  return {
    successUrl: `${page}&checkout_session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${page}&checkout=cancelled`,
  };
}

/** The review section (type 4) the deposit is paid from, or the section the client is on. */
function reviewSectionOf(q: QuestionnaireItem): string | undefined {
  const sections = (q.content as { sections?: { id: string; section_type: number }[] } | undefined)?.sections ?? [];
  return sections.find((x) => x.section_type === sectionTypes.reviewAndSubmit)?.id ?? q.status ?? undefined;
}

/** A provider's session is this checkout's: made for this questionnaire, for the amount asked. */
export const sessionMatches = (s: CheckoutSession, questionnaireId: string, amountCents: number): boolean =>
  s.reference === questionnaireId && s.amountCents === amountCents;

function unavailable(e: unknown, what: string): never {
  if (!(e instanceof PaymentsFailed)) throw e;
  log('error', what, { error: e.message });
  throw new Unavailable(answeringText.paymentsUnavailable);
}

export const createCheckoutSession = handle(answeringRoutes.createCheckoutSession, async ({ caller, input }) => {
  const { q, company, firm } = await openQuestionnaire(caller, input.questionnaire_id, input.company_id, 'change');
  if (!q.deposit_amount) throw new Conflict(answeringText.noDeposit);
  if (depositSettled(q.deposit_status)) throw new Conflict(answeringText.depositPaid);
  const accountId = stripeAccountOf(firm);
  if (!accountId) throw new Conflict(answeringText.paymentsNotConnected);
  const session = await (await payments())
    .createCheckout({
      accountId,
      amountCents: q.deposit_amount,
      productName: `Deposit: ${questionnaireTitle(q)} (${q.tax_year})`,
      payee: firm?.name ?? 'Your firm',
      ...checkoutReturnUrls(env.APP_URL, company.hash_id, q.questionnaireId, reviewSectionOf(q)),
      reference: q.questionnaireId,
    })
    .catch((e) => unavailable(e, 'checkout not created'));
  if (!session.url) throw new Unavailable(answeringText.paymentsUnavailable);
  await createDepositCheckout({
    firmId: caller.firmId,
    questionnaireId: q.questionnaireId,
    sessionId: session.id,
    amountCents: q.deposit_amount,
    createdBy: caller.userId,
  });
  return { checkout_url: session.url };
});

export const verifyCheckoutSession = handle(
  answeringRoutes.verifyCheckoutSession,
  async ({ caller, input, ip, requestId }) => {
    const { q, firm } = await openQuestionnaire(caller, input.questionnaire_id, input.company_id, 'read');
    const checkout = await getDepositCheckout(caller.firmId, q.questionnaireId, input.session_id);
    if (!checkout) throw new NotFound('checkout', answeringText.checkoutNotFound);
    if (checkout.status !== 'paid') {
      const accountId = stripeAccountOf(firm);
      if (!accountId) throw new Conflict(answeringText.paymentsNotConnected);
      const session = await (await payments())
        .getCheckout(accountId, checkout.sessionId)
        .catch((e) => unavailable(e, 'checkout not read'));
      if (!session || !sessionMatches(session, q.questionnaireId, checkout.amount_cents))
        throw new NotFound('checkout', answeringText.checkoutNotFound);
      if (!session.paid)
        return { deposit_status: q.deposit_status ?? 'unpaid', message: answeringText.depositNotPaidYet };
      await markCheckoutPaid(checkout);
    }
    // Paid: the deposit becomes paid once. The write is conditional on the status read, so of two verifications at
    // once (or a retry after a failure between the two writes) exactly one moves it.
    let now = q;
    if (!depositSettled(q.deposit_status)) {
      const at = new Date().toISOString();
      const moved = await patchQuestionnaireOnce(q, 'deposit_status', q.deposit_status, {
        deposit_status: 'paid',
        last_activity: 'Deposit paid',
        last_activity_at: at,
      });
      if (moved) {
        now = moved;
        await recordActivity({
          firmId: caller.firmId,
          action: 'questionnaire_deposit_paid',
          title: 'Deposit paid',
          description: `${questionnaireTitle(q)} (${q.tax_year})`,
          typeId: activityType.questionnaire,
          actorUserId: caller.userId,
          companyId: q.companyId,
          questionnaireId: q.questionnaireId,
          ip,
          requestId,
        });
        await reindexDirectoryItem(caller.firmId, 'questionnaire', q.questionnaireId).catch((e: Error) =>
          log('error', 'questionnaire reindex failed', { questionnaireId: q.questionnaireId, error: e.message }),
        );
      } else now = (await getQuestionnaire(caller.firmId, q.questionnaireId)) ?? q;
    }
    return {
      deposit_status: now.deposit_status ?? 'paid',
      message: depositSettled(now.deposit_status) ? answeringText.depositPaidOk : answeringText.depositNotPaidYet,
    };
  },
);
