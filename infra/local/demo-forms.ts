/**
 * The demo's multi-form scan (issue 18): a W-2, two 1099-INTs from different banks and a 1098 in one PDF, as a
 * client scans them together, uploaded to Casey's 2025 organizer with the split chosen. The queue recognises and
 * splits it once the portal runs, so the Bulk Upload Processor Review has something to show.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { addFile } from '@ledgerline/functions/documents/add-file';
import { startRecognition } from '@ledgerline/functions/documents/start-recognition';
import { filesNamed } from '@ledgerline/functions/documents/store/tree';
import { documentKey } from '@ledgerline/functions/documents/rules';
import { listCompanyQuestionnaires } from '@ledgerline/functions/questionnaires/store';
import { putObject } from '@ledgerline/functions/platform/adapters/files';
import { newId } from '@ledgerline/functions/platform/auth/secrets';
import type { DemoPeople } from './demo-conversations';

const year = 2025;
const scanName = 'Scanned forms 2025.pdf';

interface DemoForm {
  title: string;
  issuerLabel: string;
  issuer: string;
  boxes: [string, string][];
}

const forms: DemoForm[] = [
  {
    title: `Form W-2 Wage and Tax Statement ${year}`,
    issuerLabel: "c Employer's name, address, and ZIP code",
    issuer: 'Acme Corp',
    boxes: [
      ['b Employer identification number (EIN)', '12-3456789'],
      ['1 Wages, tips, other compensation', '68,450.00'],
      ['2 Federal income tax withheld', '7,912.33'],
      ['3 Social security wages', '68,450.00'],
    ],
  },
  {
    title: `Form 1099-INT Interest Income ${year}`,
    issuerLabel: "PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code",
    issuer: 'First Harbor Bank',
    boxes: [
      ["PAYER'S TIN", '98-7654321'],
      ['1 Interest income', '412.18'],
      ['2 Early withdrawal penalty', '0.00'],
      ['4 Federal income tax withheld', '0.00'],
    ],
  },
  {
    title: `Form 1099-INT Interest Income ${year}`,
    issuerLabel: "PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code",
    issuer: 'Granite Credit Union',
    boxes: [
      ["PAYER'S TIN", '45-1122334'],
      ['1 Interest income', '96.40'],
      ['2 Early withdrawal penalty', '0.00'],
      ['3 Interest on U.S. Savings Bonds and Treasury obligations', '0.00'],
    ],
  },
  {
    title: `Form 1098 Mortgage Interest Statement ${year}`,
    issuerLabel: "RECIPIENT'S/LENDER'S name, street address, city or town, state or province, country, ZIP",
    issuer: 'Evergreen Home Loans',
    boxes: [
      ["RECIPIENT'S/LENDER'S TIN", '33-4455667'],
      ['1 Mortgage interest received from payer(s)/borrower(s)', '9,876.54'],
      ['2 Outstanding mortgage principal', '245,000.00'],
      ['10 Other', 'Property tax 3,210.00'],
    ],
  },
];

function drawForm(page: PDFPage, form: DemoForm, font: PDFFont, bold: PDFFont) {
  page.drawText(form.title, { x: 48, y: 730, size: 16, font: bold });
  let y = 680;
  const box = (label: string, value: string) => {
    page.drawRectangle({ x: 44, y: y - 26, width: 520, height: 42, borderColor: rgb(0, 0, 0), borderWidth: 0.8 });
    page.drawText(label, { x: 50, y: y + 4, size: 8, font });
    page.drawText(value, { x: 50, y: y - 16, size: 11, font });
    y -= 52;
  };
  box(form.issuerLabel, form.issuer);
  for (const [label, value] of form.boxes) box(label, value);
  page.drawText(`Copy B For Recipient   Casey Client   ${year}`, { x: 48, y: 60, size: 8, font });
}

async function scanPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const form of forms) drawForm(doc.addPage([612, 792]), form, font, bold);
  return doc.save();
}

export async function seedScannedForms(p: DemoPeople, companyId: string, uploaderId: string): Promise<void> {
  const organizer = (await listCompanyQuestionnaires(p.firmId, companyId, 'All')).find(
    (q) => q.tax_year === year && q.name.includes('Organizer'),
  );
  if (!organizer) return;
  const path = `/${year}/Questionnaire Documents`;
  if ((await filesNamed(p.firmId, companyId, path, scanName, 'active')).length > 0) return;
  const bytes = await scanPdf();
  const documentId = newId();
  const storageKey = documentKey(p.firmId, companyId, documentId);
  await putObject(storageKey, bytes, 'application/pdf');
  const file = await addFile(
    {
      firmId: p.firmId,
      companyId,
      documentId,
      path,
      document_name: scanName,
      content_type: 'application/pdf',
      size: bytes.length,
      storage_key: storageKey,
      uploaded_by: uploaderId,
      questionnaire_id: organizer.questionnaireId,
      tax_year: year,
      document_type: 'bulk_document',
    },
    uploaderId,
  );
  await startRecognition({ file, was: null, split: 'upload' });
}
