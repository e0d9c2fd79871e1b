/**
 * Making an export's files (QD §9 Export formats). Each questionnaire is one part, made in its own step (a job, or
 * the request itself for a small export): its PDF streamed to storage (documents merged in when asked) or its
 * spreadsheet; for a zip, the part also lists the objects that go in the zip under their names (sources.json), and
 * the last step streams them into one zip. Every step writes the same keys however often it runs.
 *
 * Zip layouts:
 * - zipped: '{name}.pdf' and, with documents, 'Documents/{file}' (images as PDFs when asked); several questionnaires
 *   each in a '{name}/' folder.
 * - Scan and AutoFlow (our layout, for tax software that files a client's source documents by form): per
 *   questionnaire a '{name}/' folder with '00 Organizer.pdf', then every document as '{NN} {form} - {file}' in the
 *   firm's export order (images converted to PDF), and 'manifest.csv' (sequence, file, form, description, original
 *   name, content type, entity, external entity id, tax year, questionnaire).
 */
import type { Caller } from '@ledgerline/shared/access';
import { exportOrderIndex, firmExportOrder } from '@ledgerline/shared/exports';
import { getObjectText, putObject } from '../platform/adapters/files';
import type { ZipSource } from '../platform/adapters/zip-to-storage';
import { answeredQuestionnaire } from '../platform/answered-questionnaire';
import { convertibleImage, imagesToPdfs, pdfName } from '../platform/images-to-pdf';
import { exportDocument, exportFiles } from './export-documents';
import { questionnaireExport } from './export-model';
import type { QuestionnaireExport } from './model';
import type { ExportOptions } from './plan';
import * as store from './store';

export const exportPrefix = (firmId: string, exportId: string) => `exports/${firmId}/${exportId}`;
export const exportKey = (e: Pick<store.QuestionnaireExportItem, 'firmId' | 'exportId' | 'file_name'>) =>
  `${exportPrefix(e.firmId, e.exportId)}/${e.file_name}`;
const partPrefix = (e: store.QuestionnaireExportItem, index: number) =>
  `${exportPrefix(e.firmId, e.exportId)}/parts/${index}`;

/** The staff member who asked: the answered view as staff see it (every note, every section). */
const asCreator = (e: store.QuestionnaireExportItem): Caller => ({
  userId: e.created_by,
  firmId: e.firmId,
  sessionId: `export-${e.exportId}`,
  isAdvisor: true,
  firmAccess: 'partner',
  firmGroupId: null,
  readonly: false,
});

interface PartInput {
  model: QuestionnaireExport;
  files: store.DocumentItem[];
  q: store.QuestionnaireItem;
  company: store.CompanyItem;
  firm: store.FirmItem | null;
}

async function readPart(e: store.QuestionnaireExportItem, index: number, now: Date): Promise<PartInput | null> {
  const id = e.questionnaire_ids[index]!;
  const options = e.options as ExportOptions;
  const [q, firm] = await Promise.all([store.getQuestionnaire(e.firmId, id), store.getFirm(e.firmId)]);
  if (!q || q.deleted_at) return null;
  const [company] = await store.getCompanies(e.firmId, [q.companyId]);
  if (!company) return null;
  const choice = (e.documents as Record<string, { exclude: string[]; include: string[] }> | undefined)?.[id];
  const [answered, files] = await Promise.all([
    answeredQuestionnaire({ caller: asCreator(e), q, company, firm, primary: null, now }),
    options.include_documents ? exportFiles(firm, q, choice) : Promise.resolve([]),
  ]);
  const model = questionnaireExport(
    answered,
    company.name,
    files.map((f) => exportDocument(f, company.hash_id)),
    { removeNosAndNa: options.remove_nos_and_na_answers, timeZone: firm?.time_zone, now },
  );
  return { model, files, q, company, firm };
}

async function writePdf(key: string, model: QuestionnaireExport, options: ExportOptions, merge: boolean) {
  const [{ openStorageSink }, { writeQuestionnairePdf }] = await Promise.all([
    import('./storage-sink'),
    import('./pdf/write'),
  ]);
  const out = await openStorageSink(key, 'application/pdf');
  try {
    await writeQuestionnairePdf(
      model,
      { toc: options.include_toc, pageNumbers: options.include_pages, includeDocuments: merge },
      out.sink,
    );
    await out.close();
  } catch (err) {
    await out.abort();
    throw err;
  }
}

async function spreadsheetOf(model: QuestionnaireExport): Promise<Uint8Array> {
  const { questionnaireSpreadsheet } = await import('./spreadsheet/questionnaire-sheet');
  return questionnaireSpreadsheet(model);
}

/**
 * Makes questionnaire `index`'s part. A questionnaire deleted since the export was asked for is left out (its part
 * lists nothing). Answers nothing; the zip step reads what the parts listed.
 */
export async function buildPart(e: store.QuestionnaireExportItem, index: number, now = new Date()): Promise<void> {
  const part = await readPart(e, index, now);
  const id = e.questionnaire_ids[index]!;
  const name = (e.names as Record<string, string>)[id] ?? id;
  const single = e.questionnaire_ids.length === 1;
  const options = e.options as ExportOptions;
  const prefix = partPrefix(e, index);
  let sources: ZipSource[] = [];
  if (part) {
    if (e.kind === 'pdf' && single) return writePdf(exportKey(e), part.model, options, options.include_documents);
    if (e.kind === 'spreadsheet') {
      const xls = await spreadsheetOf(part.model);
      if (single) return putObject(exportKey(e), xls, 'application/vnd.ms-excel');
      await putObject(`${prefix}/${name}.xls`, xls, 'application/vnd.ms-excel');
      sources = [{ key: `${prefix}/${name}.xls`, name: `${name}.xls` }];
    } else {
      await writePdf(`${prefix}/questionnaire.pdf`, part.model, options, false);
      sources =
        e.kind === 'scan_and_auto_flow'
          ? await scanSources(part, name, prefix)
          : await zipSources(part, name, prefix, options, single);
    }
  }
  await putObject(`${prefix}/sources.json`, JSON.stringify(sources), 'application/json');
}

async function converted(files: store.DocumentItem[], prefix: string, convert: boolean) {
  return convert ? imagesToPdfs(files.filter(convertibleImage), `${prefix}/converted`) : new Map();
}

async function zipSources(
  part: PartInput,
  name: string,
  prefix: string,
  options: ExportOptions,
  single: boolean,
): Promise<ZipSource[]> {
  const folder = single ? '' : `${name}/`;
  const pdfs = await converted(part.files, prefix, options.convert_images_to_pdfs);
  return [
    { key: `${prefix}/questionnaire.pdf`, name: `${folder}${name}.pdf` },
    ...part.files.map((f) => {
      const pdf = pdfs.get(f.documentId);
      return {
        key: pdf?.key ?? f.storage_key,
        name: `${folder}Documents/${pdf?.name ?? f.document_name}`,
        modifiedAt: new Date(f.updated_at),
      };
    }),
  ];
}

async function scanSources(part: PartInput, name: string, prefix: string): Promise<ZipSource[]> {
  const pdfs = await converted(part.files, prefix, true);
  const order = firmExportOrder(part.firm?.preferences);
  const rows: string[][] = [];
  const documents = part.files.map((f, i) => {
    const pdf = pdfs.get(f.documentId);
    const description = f.description || f.document_type || '';
    const at = exportOrderIndex(description, order);
    const form = order[at] ?? 'Other';
    const file = `${String(i + 1).padStart(2, '0')} ${form} - ${pdf ? pdfName(f.document_name) : f.document_name}`;
    rows.push([
      String(i + 1),
      file,
      form,
      description,
      f.document_name,
      pdf ? 'application/pdf' : f.content_type,
      part.company.name,
      part.company.external_entity_id ?? '',
      String(part.q.tax_year),
      part.q.name,
    ]);
    return { key: pdf?.key ?? f.storage_key, name: `${name}/${file}`, modifiedAt: new Date(f.updated_at) };
  });
  const { stringify } = await import('csv-stringify/sync');
  const manifest = stringify(rows, {
    header: true,
    columns: [
      'sequence',
      'file',
      'form',
      'description',
      'original_name',
      'content_type',
      'entity',
      'external_entity_id',
      'tax_year',
      'questionnaire',
    ],
  });
  await putObject(`${prefix}/manifest.csv`, manifest, 'text/csv; charset=utf-8');
  return [
    { key: `${prefix}/questionnaire.pdf`, name: `${name}/00 Organizer.pdf` },
    ...documents,
    { key: `${prefix}/manifest.csv`, name: `${name}/manifest.csv` },
  ];
}

/** The last step: a zip of what every part listed (nothing to do when the one part was the file itself). */
export async function assemble(e: store.QuestionnaireExportItem): Promise<void> {
  if (e.questionnaire_ids.length === 1 && (e.kind === 'pdf' || e.kind === 'spreadsheet')) return;
  const sources: ZipSource[] = [];
  for (let i = 0; i < e.questionnaire_ids.length; i++) {
    const listed = await getObjectText(`${partPrefix(e, i)}/sources.json`);
    const parsed = listed ? (JSON.parse(listed) as (ZipSource & { modifiedAt?: string })[]) : [];
    for (const s of parsed) sources.push({ ...s, modifiedAt: s.modifiedAt ? new Date(s.modifiedAt) : undefined });
  }
  const { zipObjectsToStorage } = await import('../platform/adapters/zip-to-storage');
  await zipObjectsToStorage(sources, exportKey(e));
}
