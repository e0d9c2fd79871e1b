import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { answering, type AnsweredQuestionnaire } from '../../../api/answering';
import { toastInfo, toastSuccess } from '../../../toast';
import { submitLabels as l, submitSpec as t } from '../../../texts/answering-submit';

/** The parameters the hosted checkout returns with (QD §4 Deposit): the paid session, or a cancelled checkout. */
export const checkoutParam = 'checkout_session_id';
const cancelledParam = 'checkout';

/**
 * Back from the deposit's hosted checkout (QD §4 Deposit, §7 verify_checkout_session): the address carries the
 * checkout session; it is verified once, the questionnaire read again and handed to the page, the result toasted,
 * and the parameter taken out of the address (replaced, so Back does not verify again).
 */
export function useCheckoutReturn(
  questionnaire: AnsweredQuestionnaire | undefined,
  onChanged: (q: AnsweredQuestionnaire) => void,
): void {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get(checkoutParam);
  const cancelled = params.get(cancelledParam) === 'cancelled';
  const handled = useRef<string | null>(null);
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const questionnaireId = questionnaire?.id;
  const companyId = questionnaire?.company_id;

  // Cancelled on the checkout page: nothing to verify; the address loses the parameter.
  const toldCancelled = useRef(false);
  useEffect(() => {
    if (!cancelled || toldCancelled.current) return;
    toldCancelled.current = true;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete(cancelledParam);
        return next;
      },
      { replace: true },
    );
    toastInfo(l.depositNotPaid);
  }, [cancelled, setParams]);

  useEffect(() => {
    if (!sessionId || !questionnaireId || !companyId || handled.current === sessionId) return;
    handled.current = sessionId;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete(checkoutParam);
        return next;
      },
      { replace: true },
    );
    void (async () => {
      const res = await answering.verifyCheckout(questionnaireId, companyId, sessionId);
      if (!res?.ok) return;
      const paid = res.data.deposit_status === 'paid' || res.data.deposit_status === 'marked_paid';
      if (paid) toastSuccess(res.data.message || t.depositPaidOk);
      else toastInfo(res.data.message || l.depositNotPaid);
      const read = await answering.get(companyId, questionnaireId);
      if (read?.ok) changed.current(read.data.questionnaire);
    })();
  }, [sessionId, questionnaireId, companyId, setParams]);
}
