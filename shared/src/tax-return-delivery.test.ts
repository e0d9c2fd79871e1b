import { describe, expect, it } from 'vitest';
import {
  canReplace,
  clientCanSee,
  deliveredStatus,
  fillYear,
  identityLabel,
  paymentSummary,
  signatureSummary,
  statusGroupOf,
  voucherDefinition,
  voucherDueDate,
} from './tax-return-delivery';
import { deliveryCounts } from './tax-return-counts';

describe('FA §4.1 summaries', () => {
  it("reads 'No signatures requested.' or 'All signatures completed'", () => {
    expect(signatureSummary(0, 0)).toBe('No signatures requested.');
    expect(signatureSummary(2, 2)).toBe('All signatures completed');
    expect(signatureSummary(2, 1)).toBe('1/2 signed');
  });
  it("reads 'No tax payments requested.', 'All tax payments completed', or '{n} payment(s) still needed'", () => {
    expect(paymentSummary(0, 0)).toBe('No tax payments requested.');
    expect(paymentSummary(3, 3)).toBe('All tax payments completed');
    expect(paymentSummary(3, 1)).toBe('2 payment(s) still needed');
  });
});

describe('FA §4.1 status lifecycle', () => {
  const counts = (signed: boolean, paid: boolean, vouchers = 1) => ({
    all_signed: signed,
    all_paid: paid,
    total_payment_count: vouchers,
  });
  it('a sent return stays sent until all forms are signed', () => {
    expect(deliveredStatus('sent', counts(false, true), false)).toBe('sent');
    expect(deliveredStatus('sent', counts(true, false), false)).toBe('signed');
    expect(deliveredStatus('signed', counts(true, true), false)).toBe('paid');
    expect(deliveredStatus('paid', counts(true, true), true)).toBe('invoice_paid');
    expect(deliveredStatus('sent', counts(true, true, 0), false)).toBe('signed');
  });
  it('the firm’s own marks and returns not delivered stay as they are', () => {
    expect(deliveredStatus('finished', counts(false, false), false)).toBe('finished');
    expect(deliveredStatus('completed', counts(true, true), true)).toBe('completed');
    expect(deliveredStatus('action_required', counts(true, true), true)).toBe('action_required');
  });
  it("'Replace Tax Return Draft' only when changes were requested", () => {
    expect(canReplace({ status: 'change_requested', draft_status: 'change_requested' })).toBe(true);
    expect(canReplace({ status: 'draft', draft_status: 'draft' })).toBe(false);
    expect(canReplace({ status: 'approved', draft_status: 'approved' })).toBe(false);
    expect(canReplace({ status: 'action_required' })).toBe(true);
    expect(canReplace({ status: 'sent' })).toBe(false);
  });
  it('a client sees a return once it was sent to them, never one being prepared', () => {
    expect(clientCanSee('processing')).toBe(false);
    expect(clientCanSee('action_required')).toBe(false);
    expect(clientCanSee('draft')).toBe(true);
    expect(clientCanSee('finished')).toBe(true);
  });
  it('status groups include action_required and finished', () => {
    expect(statusGroupOf('change_requested')).toBe('action_required');
    expect(statusGroupOf('finished')).toBe('finished');
    expect(statusGroupOf('processing')).toBe('in_progress');
  });
});

describe('FA §4.2 identity labels', () => {
  it('any error_code shows Failed', () => {
    expect(identityLabel({ status: 'requires_input', error_code: 'document_expired' })).toBe('Failed');
    expect(identityLabel({ status: 'requires_input' })).toBe('Needs Info');
    expect(identityLabel({ status: 'canceled' })).toBe('Cancelled');
    expect(identityLabel({ status: 'not_started' })).toBe('Not Started');
  });
});

describe('vouchers and defaults', () => {
  it('1040-ES quarters fall due in April, June and September after the tax year and January the year after', () => {
    const due = (id: string) => voucherDueDate(voucherDefinition(id)!, 2025);
    expect(['1040-ES-Q1', '1040-ES-Q2', '1040-ES-Q3', '1040-ES-Q4'].map(due)).toEqual([
      '2026-04-15',
      '2026-06-15',
      '2026-09-15',
      '2027-01-15',
    ]);
  });
  it('a saved subject reads the return’s year', () => {
    expect(fillYear('Your {tax_year} tax return', 2024)).toBe('Your 2024 tax return');
  });
  it('counts what is signed by the client or marked by staff', () => {
    const c = deliveryCounts(
      [{ signatures: [{ signatureData: { x: 1 } }, { isMarkedSigned: true }, {}], wetSignaturesRequired: true }],
      [{ is_paid: true }, {}],
    );
    expect(c).toMatchObject({
      total_signature_count: 3,
      signed_signature_count: 2,
      all_signed: false,
      paid_payment_count: 1,
      paper_filed_to_mail: 1,
    });
  });
});
