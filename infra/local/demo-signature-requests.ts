/**
 * The demo firm's signature requests (FA §2.7, §4.3): one in each status, on the demo entities, each with a small
 * PDF whose last page is the one signed. Added once: a firm whose Casey Client has requests already is left as is.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { SignatureRequestStatus } from '@ledgerline/shared/signature-requests';
import { listCompanyRequests } from '@ledgerline/functions/signature_requests/store';
import { provisionSignatureRequest } from '@ledgerline/functions/signature_requests/provision';

type Entities = Map<string, string>;

const requests: { entity: string; year: number; name: string; status: SignatureRequestStatus }[] = [
  { entity: 'Casey Client', year: 2025, name: 'Engagement letter', status: 'sent' },
  { entity: 'Casey Client', year: 2025, name: 'Form 7216 consent', status: 'signed' },
  { entity: 'Casey Client', year: 2024, name: 'Engagement letter', status: 'completed' },
  { entity: 'Morgan Multi', year: 2025, name: 'Engagement letter', status: 'sending' },
  { entity: 'Morgan Multi', year: 2025, name: 'Scanned authorization', status: 'error' },
  { entity: 'Multi Holdings Inc.', year: 2025, name: 'Officer consent', status: 'processing' },
  { entity: 'Multi & Partners LP', year: 2025, name: 'Partner consent', status: 'action_required' },
];

/** A letter of `pages` pages, the last with a line to sign on. */
async function demoPdf(title: string, entity: string, pages = 2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(title, { x: 72, y: 720, size: 20, font: bold });
    page.drawText(`${entity} · page ${i} of ${pages}`, { x: 72, y: 696, size: 11, font });
    const body =
      i < pages
        ? 'This letter sets out the services the firm will provide and the responsibilities of each party.'
        : 'By signing below you agree to the terms above.';
    page.drawText(body, { x: 72, y: 660, size: 11, font, maxWidth: 468, lineHeight: 15 });
    if (i === pages) page.drawText('Signature: ______________________________', { x: 72, y: 140, size: 11, font });
  }
  return pdf.save();
}

export async function seedDemoSignatureRequests(firmId: string, companies: Entities, by: string): Promise<number> {
  const casey = companies.get('Casey Client');
  if (!casey || (await listCompanyRequests(firmId, casey)).length > 0) return 0;
  let made = 0;
  for (const r of requests) {
    const companyId = companies.get(r.entity);
    if (!companyId) continue;
    const pdf = await demoPdf(r.name, r.entity);
    await provisionSignatureRequest(firmId, companyId, {
      taxYear: r.year,
      documentName: r.name,
      status: r.status,
      pdf,
      pageCount: 2,
      by,
    });
    made++;
  }
  return made;
}
