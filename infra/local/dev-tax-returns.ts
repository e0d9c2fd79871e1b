import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { draftStatuses } from '@ledgerline/shared/tax-returns';
import { createTaxReturn } from '@ledgerline/functions/tax_returns/store/provision';
import { Company } from '@ledgerline/functions/platform/data/entities/company';
import { syncDirectoryTaxReturn } from '@ledgerline/functions/platform/directory';
import { json, readDevJson } from './api-server';
import { demoForms, demoTaxReturnPdf } from './demo-tax-return-pdf';

const Spec = z.object({
  firm_id: z.string(),
  company_id: z.string(),
  tax_year: z.number().int().default(2025),
  name: z.string().default('Form 1040'),
  draft_status: z.enum(draftStatuses).nullable().default('draft'),
  locked: z.boolean().default(false),
  with_file: z.boolean().default(true),
  /** Delivery fields as the firm side leaves them (FA §3.5): a status of §4.1, forms, vouchers, reminders... */
  status: z.string().optional(),
  page_count: z.number().int().optional(),
  e_sign_forms: z.array(z.unknown()).optional(),
  payment_vouchers: z.array(z.unknown()).optional(),
  identity_verifications: z.array(z.unknown()).optional(),
  reminder_disabled: z.boolean().optional(),
  invoice_paid: z.boolean().optional(),
  last_reminder_sent_at: z.string().optional(),
  last_signed_at: z.string().optional(),
});

/** Local only: `POST /_dev/factory/tax_return` gives a test firm's entity a delivered return (with a demo PDF). */
export async function handleDevTaxReturns(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (url.pathname !== '/_dev/factory/tax_return' || req.method !== 'POST') return false;
  const s = await readDevJson(req, res, Spec);
  if (!s) return true;
  const company = (await Company.get({ firmId: s.firm_id, companyId: s.company_id }).go()).data;
  if (!company) {
    json(res, 404, { error: 'no such entity' });
    return true;
  }
  const pdf = s.with_file
    ? await demoTaxReturnPdf(`${s.tax_year} ${s.name}`, demoForms(company.name, s.tax_year))
    : undefined;
  const id = await createTaxReturn(s.firm_id, s.company_id, {
    taxYear: s.tax_year,
    name: s.name,
    draftStatus: s.draft_status,
    locked: s.locked,
    pdf,
    signaturesToSign: 1,
    paymentsRemaining: 2,
    ...(s.status ? { status: s.status } : {}),
    fields: {
      ...(s.page_count !== undefined ? { page_count: s.page_count } : {}),
      ...(s.e_sign_forms ? { e_sign_forms: s.e_sign_forms } : {}),
      ...(s.payment_vouchers ? { payment_vouchers: s.payment_vouchers } : {}),
      ...(s.identity_verifications ? { identity_verifications: s.identity_verifications } : {}),
      ...(s.reminder_disabled !== undefined ? { reminder_disabled: s.reminder_disabled } : {}),
      ...(s.invoice_paid !== undefined ? { invoice_paid: s.invoice_paid } : {}),
      ...(s.last_reminder_sent_at ? { last_reminder_sent_at: s.last_reminder_sent_at } : {}),
      ...(s.last_signed_at ? { last_signed_at: s.last_signed_at } : {}),
    },
  });
  // The firm's tax returns table lists it from now on.
  await syncDirectoryTaxReturn(s.firm_id, s.company_id, id);
  json(res, 201, { id });
  return true;
}
