/**
 * What a change of forms, vouchers or the invoice does to the rest of the return (FA §4.1, MD §2): the card's counts,
 * and the status of a delivered return (sent until every signature is in, then signed, paid, invoice_paid). Pure.
 */
import type { ESignForm, PaymentVoucher } from '@ledgerline/shared/schemas/tax-return-delivery';
import { deliveryCounts } from '@ledgerline/shared/tax-return-counts';
import { deliveredStatus, taxReturnAdminText } from '@ledgerline/shared/tax-return-delivery';
import type { TaxReturnItem } from '../platform/data/entities/tax-return';
import { Conflict } from '../platform/errors';
import type { DeliveryChange } from './store';

export function progressOf(
  r: Pick<TaxReturnItem, 'status'>,
  forms: ESignForm[],
  vouchers: PaymentVoucher[],
  invoicePaid: boolean,
  status: string = r.status,
): DeliveryChange {
  const c = deliveryCounts(forms, vouchers);
  return {
    signatures_to_sign: c.total_signature_count - c.signed_signature_count,
    payments_remaining: c.total_payment_count - c.paid_payment_count,
    paper_filed_to_mail: c.paper_filed_to_mail,
    status: deliveredStatus(status, c, invoicePaid),
  };
}

/** Two writers at once: the later one is told to look again rather than overwrite. */
export const changedMeanwhile = () => new Conflict(taxReturnAdminText.changedMeanwhile);
