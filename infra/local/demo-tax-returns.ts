/**
 * The demo firm's delivered tax returns: drafts waiting for review, one approved and one with changes requested,
 * each with a multi-page PDF whose bookmarks name its forms, stored through the files adapter.
 */
import { createTaxReturn } from '@ledgerline/functions/tax_returns/store/provision';
import { listCompanyReturns } from '@ledgerline/functions/tax_returns/store';
import { demoForms, demoTaxReturnPdf } from './demo-tax-return-pdf';

type Entities = Map<string, string>;

const returns: {
  entity: string;
  year: number;
  name: string;
  draftStatus: 'draft' | 'approved' | 'change_requested';
  comment?: string;
  locked?: boolean;
  signatures?: number;
  payments?: number;
}[] = [
  { entity: 'Casey Client', year: 2025, name: 'Form 1040', draftStatus: 'draft', signatures: 1, payments: 2 },
  { entity: 'Casey Client', year: 2024, name: 'Form 1040', draftStatus: 'approved' },
  { entity: 'Morgan Multi', year: 2025, name: 'Form 1040', draftStatus: 'draft', signatures: 2 },
  {
    entity: 'Multi Holdings Inc.',
    year: 2025,
    name: 'Form 1120-S',
    draftStatus: 'change_requested',
    comment: 'Officer compensation should be $85,000, not $58,000.',
  },
  { entity: 'Multi & Partners LP', year: 2025, name: 'Form 1065', draftStatus: 'draft', locked: true },
  { entity: 'Rory Readonly', year: 2025, name: 'Form 1040', draftStatus: 'draft' },
];

export async function seedDemoTaxReturns(firmId: string, companies: Entities): Promise<number> {
  const casey = companies.get('Casey Client');
  if (!casey || (await listCompanyReturns(firmId, casey)).length > 0) return 0;
  for (const r of returns) {
    const companyId = companies.get(r.entity);
    if (!companyId) continue;
    const pdf = await demoTaxReturnPdf(`${r.year} ${r.name}`, demoForms(r.entity, r.year));
    await createTaxReturn(firmId, companyId, {
      taxYear: r.year,
      name: r.name,
      draftStatus: r.draftStatus,
      draftComment: r.comment,
      locked: r.locked,
      pdf,
      signaturesToSign: r.signatures ?? 0,
      paymentsRemaining: r.payments ?? 0,
    });
  }
  return returns.length;
}
