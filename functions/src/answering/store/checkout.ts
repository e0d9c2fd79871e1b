/**
 * The deposit checkouts a client started (QD §4 Deposit), in the questionnaire's partition: a session is verified
 * only as one of this questionnaire's, and is marked paid once.
 */
import { DepositCheckout, type DepositCheckoutItem } from '../../platform/data/entities/questionnaire-answering';
import { isConditionFailure } from '../../platform/data/transact';

export type { DepositCheckoutItem };

export async function createDepositCheckout(c: {
  firmId: string;
  questionnaireId: string;
  sessionId: string;
  amountCents: number;
  createdBy: string;
}): Promise<void> {
  await DepositCheckout.create({
    firmId: c.firmId,
    questionnaireId: c.questionnaireId,
    sessionId: c.sessionId,
    amount_cents: c.amountCents,
    status: 'open',
    created_by: c.createdBy,
  }).go();
}

export async function getDepositCheckout(
  firmId: string,
  questionnaireId: string,
  sessionId: string,
): Promise<DepositCheckoutItem | null> {
  return (await DepositCheckout.get({ firmId, questionnaireId, sessionId }).go({ consistent: true })).data ?? null;
}

/** Marks an open checkout paid; false when it was not open any more (nothing written). */
export async function markCheckoutPaid(c: Pick<DepositCheckoutItem, 'firmId' | 'questionnaireId' | 'sessionId'>) {
  try {
    await DepositCheckout.patch({ firmId: c.firmId, questionnaireId: c.questionnaireId, sessionId: c.sessionId })
      .set({ status: 'paid', paid_at: new Date().toISOString() })
      .where((a, op) => op.eq(a.status, 'open'))
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}
