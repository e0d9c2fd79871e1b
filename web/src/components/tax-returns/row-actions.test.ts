import { describe, expect, it } from 'vitest';
import type { TaxReturnRow } from '../../api/tax-return-delivery';
import { adminViewPath, openTarget, rowActions } from './row-actions';

const row = (patch: Partial<TaxReturnRow>): TaxReturnRow => ({
  id: 'r1',
  company_id: 'c1',
  company_name: 'Acme',
  company_hash: 'h1',
  tax_year: 2025,
  tax_return_name: 'Form 1040',
  status: 'sent',
  current_status: 'Sent',
  draft_status: null,
  draft_comment: null,
  reminder_disabled: false,
  all_signed: false,
  all_paid: false,
  total_signature_count: 2,
  signed_signature_count: 0,
  total_payment_count: 1,
  paid_payment_count: 0,
  signature_summary: '0/2 signed',
  payment_summary: '1 payment(s) still needed',
  invoice_paid: false,
  assigned_advisor_id: null,
  assigned_advisor_name: null,
  external_entity_id: null,
  identity_verification_status: null,
  error_message: null,
  updated_at: '2026-01-01T00:00:00Z',
  last_signed_at: null,
  last_reminder_sent_at: null,
  upload_later_date: null,
  ...patch,
});

describe('opening a return from the table', () => {
  it('a return still processing opens nothing', () => {
    for (const status of ['importing', 'processing', 'sending'] as const)
      expect(openTarget(row({ status }))).toBe('processing');
  });
  it('a draft or a draft whose changes were requested opens the draft dialog', () => {
    expect(openTarget(row({ status: 'draft', draft_status: 'draft' }))).toBe('draft');
    expect(openTarget(row({ status: 'change_requested', draft_status: 'change_requested' }))).toBe('draft');
  });
  it('any other return opens the delivery admin view of its entity', () => {
    expect(openTarget(row({ status: 'action_required' }))).toBe('admin-view');
    expect(adminViewPath(row({}))).toBe('/tax-return-delivery-admin-view/r1?companyId=c1');
    expect(adminViewPath(row({}), true)).toBe('/tax-return-delivery-admin-view/r1?companyId=c1&embedded=1');
  });
});

describe('the actions menu', () => {
  it('a return ready to classify offers Start Classification and Replace, not the delivered actions', () => {
    const actions = rowActions(
      row({ status: 'action_required', total_signature_count: 0, total_payment_count: 0 }),
      false,
    );
    expect(actions).toEqual(['classify', 'upload', 'replace', 'upload_later', 'activity', 'delete']);
  });
  it('a delivered return offers reminders, invoice, finish and documents; identity only when the firm verifies', () => {
    expect(rowActions(row({}), false)).toEqual([
      'upload',
      'reminders',
      'vouchers',
      'signatures',
      'invoice',
      'finished',
      'documents',
      'activity',
      'delete',
    ]);
    expect(rowActions(row({}), true)).toContain('identity');
  });
  it('a finished return cannot be marked finished again', () => {
    expect(rowActions(row({ status: 'finished' }), false)).not.toContain('finished');
  });
  it('every row offers the entity’s client assignments and owners, only to those who may change them', () => {
    for (const status of ['processing', 'action_required', 'draft', 'sent', 'finished'] as const) {
      const actions = rowActions(row({ status }), false, true);
      expect(actions.slice(-4)).toEqual(['activity', 'assignments', 'owners', 'delete']);
      expect(rowActions(row({ status }), false, false)).not.toContain('assignments');
      expect(rowActions(row({ status }), false, false)).not.toContain('owners');
    }
  });
  it('a draft can be replaced, or uploaded later, only once the client asked for changes', () => {
    const waiting = rowActions(row({ status: 'draft', draft_status: 'draft' }), false);
    expect(waiting).not.toContain('replace');
    expect(waiting).not.toContain('upload_later');
    const asked = rowActions(row({ status: 'change_requested', draft_status: 'change_requested' }), false);
    expect(asked).toContain('replace');
    expect(asked).toContain('upload_later');
  });
});
