/**
 * From the Export Questionnaire(s) dialog's request to an export (QD §7 export_questionnaires, §8, §9): which
 * questionnaires (each one the caller may open), which format, which options apply to it, each questionnaire's file
 * name, its documents, and whether it is small enough to make while the user waits. Over 150 MB of documents (15 MB
 * of images to convert) answers 503 with the advice to split, before anything is made.
 */
import type { Caller } from '@ledgerline/shared/access';
import {
  defaultExportName,
  exportNameDate,
  exportKindOf,
  exportText,
  maxDownloadBytes,
  maxImagesToPdfBytes,
  maxWaitedExportBytes,
  sanitiseExportName,
  scanAndAutoFlowFlag,
  type ExportKind,
} from '@ledgerline/shared/exports';
import { todayIn } from '@ledgerline/shared/questionnaire-sending';
import type { ExportQuestionnairesInput } from '@ledgerline/shared/schemas/exports';
import { convertibleImage } from '../platform/images-to-pdf';
import { firmFlagOn } from '../platform/firm-flags';
import { Forbidden, NotFound, Unavailable, Unprocessable } from '../platform/errors';
import { exportFiles, type DocumentChoice } from './export-documents';
import { openQuestionnaires, type OpenedQuestionnaire } from './open';
import * as store from './store';

export interface ExportOptions {
  include_documents: boolean;
  include_toc: boolean;
  include_pages: boolean;
  remove_nos_and_na_answers: boolean;
  convert_images_to_pdfs: boolean;
}

export interface ExportPlan {
  kind: ExportKind;
  opened: OpenedQuestionnaire[];
  firm: store.FirmItem | null;
  options: ExportOptions;
  /** Per questionnaire id, its file's name (no extension). */
  names: Record<string, string>;
  documents: Record<string, DocumentChoice>;
  file_name: string;
  /** Made while the user waits (one questionnaire, a PDF or a spreadsheet, few documents). */
  waited: boolean;
}

/** QD §9: which options each format takes; the others are left out rather than refused (the dialog hides them). */
export function optionsFor(kind: ExportKind, input: ExportQuestionnairesInput): ExportOptions {
  const pdfLike = kind !== 'spreadsheet';
  return {
    include_documents: kind === 'scan_and_auto_flow' || (pdfLike && input.include_documents),
    include_toc: pdfLike && input.include_toc,
    include_pages: pdfLike && input.include_toc && input.include_pages,
    remove_nos_and_na_answers: kind === 'pdf' && input.remove_nos_and_na_answers,
    convert_images_to_pdfs: kind === 'scan_and_auto_flow' || (kind === 'zip' && input.convert_images_to_pdfs),
  };
}

const extensionOf: Record<ExportKind, string> = {
  pdf: 'pdf',
  spreadsheet: 'xls',
  zip: 'zip',
  scan_and_auto_flow: 'zip',
};

export async function planExport(caller: Caller, input: ExportQuestionnairesInput, now: Date): Promise<ExportPlan> {
  const [opened, firm] = await Promise.all([
    openQuestionnaires(caller, input.questionnaire_ids),
    store.getFirm(caller.firmId),
  ]);
  let kind = exportKindOf(input.format, input.zipped);
  if (kind === 'scan_and_auto_flow' && !firmFlagOn(firm, scanAndAutoFlowFlag))
    throw new Forbidden(exportText.scanAndAutoFlowDisabled);
  // No document system connector exists yet, so no firm has one to export to (QD §9; the dialog hides the option).
  if (input.export_to_platforms.length > 0 || input.trigger_webhook)
    throw new Unprocessable(exportText.noDocumentSystem);
  // Several PDFs or spreadsheets are one download: a zip of them.
  const many = opened.length > 1;
  if (many && kind === 'pdf') kind = 'zip';
  const options = optionsFor(kind, input);

  const today = todayIn(now, firm?.time_zone);
  const names: Record<string, string> = {};
  for (const { q, company } of opened) {
    const chosen = input.save_as_names?.[q.questionnaireId] ?? (!many ? input.save_as_name : null);
    names[q.questionnaireId] = chosen?.trim()
      ? sanitiseExportName(chosen)
      : defaultExportName(company.name, q.name, q.tax_year, today);
  }

  const exclude = input.documents_to_exclude;
  const include = input.documents_to_include.map((d) => d.id);
  const documents: Record<string, DocumentChoice> = {};
  let bytes = 0;
  let imageBytes = 0;
  if (options.include_documents) {
    const claimed = new Set<string>();
    for (const { q } of opened) {
      const files = await exportFiles(firm, q, { exclude, include });
      documents[q.questionnaireId] = { exclude, include };
      for (const f of files) {
        claimed.add(f.documentId);
        bytes += f.size;
        if (options.convert_images_to_pdfs && convertibleImage(f)) imageBytes += f.size;
      }
    }
    if (include.some((id) => !claimed.has(id) && !exclude.includes(id)))
      throw new NotFound('document', exportText.documentNotFound);
    if (bytes > maxDownloadBytes || imageBytes > maxImagesToPdfBytes) throw new Unavailable(exportText.tooLarge);
  }

  const only = opened[0]!;
  const base = many
    ? sanitiseExportName(input.save_as_name?.trim() || `Questionnaires (${opened.length}) ${exportNameDate(today)}`)
    : names[only.q.questionnaireId]!;
  return {
    kind,
    opened,
    firm,
    options,
    names,
    documents,
    file_name: `${base}.${extensionOf[kind]}`,
    waited: !many && (kind === 'pdf' || kind === 'spreadsheet') && bytes <= maxWaitedExportBytes,
  };
}
