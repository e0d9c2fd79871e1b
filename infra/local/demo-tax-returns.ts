/**
 * The demo firm's delivered tax returns: drafts waiting for review, one approved and one with changes requested,
 * each with a multi-page PDF whose bookmarks name its forms, stored through the files adapter.
 */
import { createTaxReturn } from '@ledgerline/functions/tax_returns/store/provision';
import { listCompanyReturns } from '@ledgerline/functions/tax_returns/store';
import { syncDirectoryTaxReturn } from '@ledgerline/functions/platform/directory';
import { defaultLaterDate } from '@ledgerline/shared/answering';
import { deliveryCounts } from '@ledgerline/shared/tax-return-counts';
import type { TaxReturnStatus } from '@ledgerline/shared/tax-return-delivery';
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

function uploadLater(): { upload_later_date?: string } {
  const date = defaultLaterDate(new Date().toISOString().slice(0, 10));
  return date.startsWith(String(new Date().getUTCFullYear())) ? { upload_later_date: date } : {};
}

export async function seedDemoTaxReturns(firmId: string, companies: Entities, owners: Owners): Promise<number> {
  const casey = companies.get('Casey Client');
  if (!casey || (await listCompanyReturns(firmId, casey)).length > 0) return 0;
  const made: { companyId: string; id: string }[] = [];
  for (const r of returns) {
    const companyId = companies.get(r.entity);
    if (!companyId) continue;
    const pdf = await demoTaxReturnPdf(`${r.year} ${r.name}`, demoForms(r.entity, r.year));
    const id = await createTaxReturn(firmId, companyId, {
      taxYear: r.year,
      name: r.name,
      draftStatus: r.draftStatus,
      draftComment: r.comment,
      locked: r.locked,
      pdf,
      signaturesToSign: r.signatures ?? 0,
      paymentsRemaining: r.payments ?? 0,
      fields: {
        page_count: demoForms(r.entity, r.year).reduce((n, f) => n + f.pages.length, 0),
        // The firm promised the corrected draft in a week (FA §2.6 upload later), when that is still this year.
        ...(r.draftStatus === 'change_requested' ? uploadLater() : {}),
      },
    });
    made.push({ companyId, id });
  }
  made.push(...(await seedDeliveryStatuses(firmId, companies, owners)));
  // The firm's tax returns table lists them.
  for (const m of made) await syncDirectoryTaxReturn(firmId, m.companyId, m.id);
  return made.length;
}

/** Each demo entity's owner (the signer of its forms). */
export type Owners = Map<string, { id: string; fname: string; lname: string }>;

/**
 * FA §4.1: a return in every status besides the drafts above, on Morgan's and Casey's entities, so the Deliver table
 * shows each: still being read, ready to classify, sent and half signed, signed, paid, finished, with an error...
 */
const deliveryStatuses: {
  entity: string;
  year: number;
  name: string;
  status: TaxReturnStatus;
  signed?: boolean;
  paid?: number;
}[] = [
  { entity: 'Morgan Multi', year: 2024, name: 'Form 1040', status: 'importing' },
  { entity: 'Multi Holdings Inc.', year: 2024, name: 'Form 1120-S', status: 'processing' },
  { entity: 'Multi & Partners LP', year: 2024, name: 'Form 1065', status: 'action_required' },
  { entity: 'Casey Client', year: 2023, name: 'Form 1040-X', status: 'sending' },
  { entity: 'Casey Client', year: 2022, name: 'Form 1040', status: 'sent' },
  { entity: 'Morgan Multi', year: 2023, name: 'Form 1040', status: 'signed', signed: true },
  { entity: 'Multi Holdings Inc.', year: 2023, name: 'Form 1120-S', status: 'completed', signed: true, paid: 2 },
  { entity: 'Multi & Partners LP', year: 2023, name: 'Form 1065', status: 'finished', signed: true, paid: 2 },
  { entity: 'Morgan Multi', year: 2022, name: 'Form 1040', status: 'invoice_paid', signed: true, paid: 2 },
  { entity: 'Multi Holdings Inc.', year: 2022, name: 'Form 1120-S', status: 'paid', signed: true, paid: 2 },
  { entity: 'Multi & Partners LP', year: 2022, name: 'Form 1065', status: 'error' },
];

async function seedDeliveryStatuses(firmId: string, companies: Entities, owners: Owners) {
  const made: { companyId: string; id: string }[] = [];
  for (const r of deliveryStatuses) {
    const companyId = companies.get(r.entity);
    const owner = owners.get(r.entity);
    if (!companyId || !owner) continue;
    const forms = demoForms(r.entity, r.year);
    const pageCount = forms.reduce((n, f) => n + f.pages.length, 0);
    const delivered = !['importing', 'processing', 'action_required', 'sending', 'error'].includes(r.status);
    const at = new Date(Date.UTC(r.year + 1, 3, 10, 15)).toISOString();
    const e_sign_forms = delivered
      ? [
          {
            id: `demo-8879-${r.year}`,
            form_id: '8879',
            form_name: 'IRS e-file Signature Authorization',
            custom_form_name: null,
            pages: [pageCount],
            wetSignaturesRequired: false,
            signatures: [
              {
                id: `demo-sig-${r.year}`,
                signer_id: owner.id,
                name: `${owner.fname} ${owner.lname}`,
                title: 'Taxpayer',
                isMarkedSigned: false,
                signatureData: r.signed
                  ? {
                      kind: 'typed',
                      text: `${owner.fname} ${owner.lname}`,
                      image: null,
                      signed_at: at,
                      ip: '203.0.113.7',
                      user_agent: 'Demo',
                      identity_status: null,
                      identity_verification_id: null,
                    }
                  : null,
              },
            ],
          },
        ]
      : [];
    const payment_vouchers = delivered
      ? [1, 2].map((q) => ({
          id: `demo-es-${r.year}-${q}`,
          voucher_id: `1040-ES-Q${q}`,
          custom_payment_name: null,
          quarter: q,
          page: null,
          amount: 1500,
          is_paid: (r.paid ?? 0) >= q,
          is_due_asap: false,
          due_date: `${r.year + 1}-${q === 1 ? '04' : '06'}-15`,
          paid_at: (r.paid ?? 0) >= q ? at : null,
        }))
      : [];
    const counts = deliveryCounts(e_sign_forms, payment_vouchers);
    const id = await createTaxReturn(firmId, companyId, {
      taxYear: r.year,
      name: r.name,
      draftStatus: null,
      status: r.status,
      pdf: r.status === 'importing' ? undefined : await demoTaxReturnPdf(`${r.year} ${r.name}`, forms),
      signaturesToSign: counts.total_signature_count - counts.signed_signature_count,
      paymentsRemaining: counts.total_payment_count - counts.paid_payment_count,
      fields: {
        page_count: pageCount,
        e_sign_forms,
        payment_vouchers,
        invoice_paid: r.status === 'invoice_paid',
        ...(r.signed ? { last_signed_at: at } : {}),
        ...(r.status === 'error'
          ? {
              error_message:
                'We were unable to process some of uploaded files as they appear to be INVALID. Kindly check those files and try uploading them again.',
            }
          : {}),
      },
    });
    made.push({ companyId, id });
  }
  return made;
}
