/**
 * What a return's e-sign forms and vouchers add up to (FA §3.5 all_signed, all_paid, total_signature_count; MD §2 the
 * card's counts): the table, the card, the reminders and the status all read these. Pure.
 */
export interface CountedSignature {
  signatureData?: unknown;
  isMarkedSigned?: boolean;
}
export interface CountedForm {
  signatures: CountedSignature[];
  wetSignaturesRequired?: boolean;
}
export interface CountedVoucher {
  is_paid?: boolean;
}

export interface DeliveryCounts {
  total_signature_count: number;
  signed_signature_count: number;
  total_payment_count: number;
  paid_payment_count: number;
  all_signed: boolean;
  all_paid: boolean;
  /** Forms that must be signed on paper and mailed, not yet signed (the card's 'paper-filed returns to mail'). */
  paper_filed_to_mail: number;
}

/** A signature counts as signed when the client signed it or staff marked it signed. */
export const isSigned = (s: CountedSignature) => Boolean(s.signatureData) || Boolean(s.isMarkedSigned);

export function deliveryCounts(forms: readonly CountedForm[], vouchers: readonly CountedVoucher[]): DeliveryCounts {
  const signatures = forms.flatMap((f) => f.signatures);
  const signed = signatures.filter(isSigned).length;
  const paid = vouchers.filter((v) => v.is_paid).length;
  return {
    total_signature_count: signatures.length,
    signed_signature_count: signed,
    total_payment_count: vouchers.length,
    paid_payment_count: paid,
    all_signed: signed >= signatures.length,
    all_paid: paid >= vouchers.length,
    paper_filed_to_mail: forms.filter((f) => f.wetSignaturesRequired && !f.signatures.every(isSigned)).length,
  };
}
