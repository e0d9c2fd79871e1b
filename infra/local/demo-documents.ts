/**
 * The demo's documents (issue 14): for each demo entity a tax-year folder tree as a firm keeps one, with PDFs, an
 * image, a spreadsheet, a STAFF ONLY folder and a deleted file; and a drop through the firm's drop link, waiting for
 * the partner. Written with the documents domain's own functions, once (an entity with a Tax Return folder has its
 * tree already).
 */
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import * as XLSX from '@e965/xlsx';
import { addFile } from '@ledgerline/functions/documents/add-file';
import { deleteFile } from '@ledgerline/functions/documents/file-change';
import { getFolder } from '@ledgerline/functions/documents/store/tree';
import { getDrop, recordDrop, registerDropOff } from '@ledgerline/functions/documents/store';
import { createQuestionnaire, listCompanyQuestionnaires } from '@ledgerline/functions/questionnaires/store';
import { Questionnaire } from '@ledgerline/functions/platform/data/entities/questionnaire';
import { documentKey } from '@ledgerline/functions/documents/rules';
import { dropFileKey } from '@ledgerline/functions/documents/drop-link-rules';
import { putObject } from '@ledgerline/functions/platform/adapters/files';
import { newId } from '@ledgerline/functions/platform/auth/secrets';
import { priorYearItemsFolder, taxReturnFolder } from '@ledgerline/shared/document-folders';
import type { DemoPeople } from './demo-conversations';
import { seedScannedForms } from './demo-forms';

const year = 2025;

async function pdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  for (const [i, line] of lines.entries())
    page.drawText(line, { x: 56, y: 720 - i * 22, size: i === 0 ? 16 : 12, font });
  return doc.save();
}

/** A PNG of a receipt-coloured block with a darker band (a real image, made without an image library). */
function png(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const band = y % 40 < 6;
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows[at] = band ? 120 : 250;
      rows[at + 1] = band ? 110 : 246;
      rows[at + 2] = band ? 100 : 232;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function mileageLog(): Uint8Array {
  const book = XLSX.utils.book_new();
  const rows = [
    ['Date', 'Purpose', 'Miles'],
    ['2025-01-14', 'Client meeting', 38],
    ['2025-02-03', 'Supplies', 12],
    ['2025-03-21', 'Site visit', 64],
    ['2025-04-09', 'Bank', 7],
  ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Mileage');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array;
}

interface DemoFile {
  path: string;
  name: string;
  type: string;
  bytes: () => Promise<Uint8Array> | Uint8Array;
  deleted?: boolean;
  /** A document of the entity's 2025 organizer, with this description (the form name its export orders by). */
  organizer?: string;
}

function filesFor(entity: string): DemoFile[] {
  return [
    {
      path: taxReturnFolder(year),
      name: `${year} Form 1040 - ${entity}.pdf`,
      type: 'application/pdf',
      bytes: () => pdf([`${year} Form 1040 (demo)`, `Taxpayer: ${entity}`, 'Prepared by Demo Tax & Advisory']),
    },
    {
      path: priorYearItemsFolder(year),
      name: `${year} Organizer review notes.pdf`,
      type: 'application/pdf',
      bytes: () => pdf(['Organizer review notes (staff only)', `Entity: ${entity}`, 'Check estimated payments']),
    },
    {
      path: `/${year}/Income`,
      name: 'W-2 Acme Corp.pdf',
      type: 'application/pdf',
      bytes: () => pdf([`Form W-2 ${year} (demo)`, `Employee: ${entity}`, 'Wages: $68,450.00']),
      organizer: 'W-2',
    },
    {
      path: `/${year}/Income`,
      name: '1099-INT First Bank.pdf',
      type: 'application/pdf',
      bytes: () => pdf([`Form 1099-INT ${year} (demo)`, `Recipient: ${entity}`, 'Interest income: $42.17']),
      organizer: '1099-INT',
    },
    {
      path: `/${year}/Income`,
      name: 'W-2 Acme Corp (wrong year).pdf',
      type: 'application/pdf',
      bytes: () => pdf(['Form W-2 2023 (demo)', 'Uploaded by mistake']),
      deleted: true,
    },
    {
      path: `/${year}/Receipts`,
      name: 'Charity receipt.png',
      type: 'image/png',
      bytes: () => png(320, 200),
      organizer: 'Charitable contribution receipt',
    },
    {
      path: `/${year}/Receipts`,
      name: 'Mileage log.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes: mileageLog,
    },
    {
      path: taxReturnFolder(year - 1),
      name: `${year - 1} Form 1040 - ${entity}.pdf`,
      type: 'application/pdf',
      bytes: () => pdf([`${year - 1} Form 1040 (demo)`, `Taxpayer: ${entity}`]),
    },
  ];
}

async function seedEntity(p: DemoPeople, companyId: string, entity: string, uploaderId: string) {
  if (await getFolder(p.firmId, companyId, taxReturnFolder(year))) return;
  // The entity's 2025 organizer holds its income documents, so exporting it has documents to merge (QD §9).
  const organizer = (await listCompanyQuestionnaires(p.firmId, companyId, 'All')).find(
    (q) => q.tax_year === year && q.name.includes('Organizer'),
  );
  for (const f of filesFor(entity)) {
    const documentId = newId();
    const bytes = await f.bytes();
    const storageKey = documentKey(p.firmId, companyId, documentId);
    await putObject(storageKey, bytes, f.type);
    const file = await addFile(
      {
        firmId: p.firmId,
        companyId,
        documentId,
        path: f.path,
        document_name: f.name,
        content_type: f.type,
        size: bytes.length,
        storage_key: storageKey,
        uploaded_by: uploaderId,
        ...(organizer && f.organizer
          ? { questionnaire_id: organizer.questionnaireId, description: f.organizer, tax_year: year }
          : {}),
      },
      uploaderId,
    );
    if (f.deleted) await deleteFile(p.firmId, file);
  }
}

/** A drop a prospective client made through the drop link, waiting for the partner it notified. */
async function seedDrop(p: DemoPeople, partnerId: string) {
  const folder = 'Jordan Prospect - 2025 documents';
  if (await getDrop(p.firmId, folder)) return;
  const bytes = await pdf(['Form 1099-NEC 2025 (demo)', 'Recipient: Jordan Prospect', 'Compensation: $12,300.00']);
  const key = dropFileKey(p.firmId, folder, '1099-NEC.pdf');
  await putObject(key, bytes, 'application/pdf');
  await recordDrop({
    firmId: p.firmId,
    folder,
    name: 'Jordan Prospect',
    email: 'jordan.prospect@example.com',
    description: 'My 1099 for this year; more to follow.',
    files: [{ name: '1099-NEC.pdf', key, size: bytes.length }],
    notified: [partnerId],
  });
}

/**
 * Casey's Document Drop Off request, sent a day ago: its /document-drop-off link takes documents without sign-in.
 * A link older than 6 days is sent again (its 7 days start over), so the demo's link always works. Answers the path.
 */
async function seedDropOff(p: DemoPeople): Promise<string | null> {
  const companyId = p.companies.get('Casey Client');
  if (!companyId) return null;
  const name = '2025 Document Drop Off';
  const sentAt = new Date(Date.now() - 24 * 3600 * 1000);
  let q = (await listCompanyQuestionnaires(p.firmId, companyId, 'All')).find((x) => x.name === name);
  if (!q)
    q = await createQuestionnaire({
      firmId: p.firmId,
      companyId,
      name,
      tax_year: year,
      document_drop_off_enabled: true,
      sent_at: sentAt.toISOString(),
    });
  else if (Date.parse(q.sent_at ?? '') < Date.now() - 6 * 24 * 3600 * 1000)
    await Questionnaire.patch({ firmId: p.firmId, questionnaireId: q.questionnaireId })
      .set({ sent_at: sentAt.toISOString() })
      .go();
  await registerDropOff({ firmId: p.firmId, companyId, questionnaireId: q.questionnaireId, sentAt });
  return `/document-drop-off?${new URLSearchParams({ questionnaireId: q.questionnaireId, companyId })}`;
}

/** The demo's Document Drop Off page, for the start banner (set by seedDemoDocuments). */
export let demoDropOffPath: string | null = null;

export async function seedDemoDocuments(p: DemoPeople, partnerEmail: string): Promise<void> {
  const partner = p.byEmail.get(partnerEmail);
  if (!partner) return;
  for (const [entity, companyId] of p.companies) await seedEntity(p, companyId, entity, partner.userId);
  const caseyId = p.companies.get('Casey Client');
  if (caseyId) await seedScannedForms(p, caseyId, partner.userId);
  await seedDrop(p, partner.userId);
  demoDropOffPath = await seedDropOff(p);
}
