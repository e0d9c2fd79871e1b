import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { draftStatuses } from '@ledgerline/shared/tax-returns';
import { createTaxReturn } from '@ledgerline/functions/tax_returns/store/provision';
import { Company } from '@ledgerline/functions/platform/data/entities/company';
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
  });
  json(res, 201, { id });
  return true;
}
