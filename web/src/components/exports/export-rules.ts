/**
 * What the Export Questionnaire(s) dialog offers and sends (QD §2, §7 Export, §8, §9 Export formats), how the Export
 * in progress dialog spaces its status reads, and the Collect list's spreadsheet rows. Pure.
 */
import {
  defaultExportName,
  exportKinds,
  exportPollBackoff,
  exportPollFirstMs,
  exportPollMaxMs,
  maxDownloadBytes,
  maxImagesToPdfBytes,
  pdfMergeKind,
  sanitiseExportName,
  scanAndAutoFlowFlag,
  scanAndAutoFlowFormat,
  type ExportKind,
} from '@ledgerline/shared/exports';
import type { BodyOf } from '@ledgerline/shared/route';
import type { exportRoutes } from '@ledgerline/shared/routes/exports';

export type ExportBody = BodyOf<typeof exportRoutes.exportQuestionnaires>;

/** A questionnaire to export, as the dialog names it. */
export interface ExportTarget {
  id: string;
  company_id: string;
  /** The questionnaire's name (the default file name's). */
  name: string;
  /** The name shown (open items read 'Open items regarding …'). */
  formatted_name: string;
  tax_year: number;
  company_name: string;
}

/** A Collect row or the preview dialog's questionnaire as an export target. */
export function exportTargetOf(q: {
  id: string;
  company_id: string;
  name: string;
  formatted_name: string;
  tax_year: number;
  company_details: { name: string };
}): ExportTarget {
  return {
    id: q.id,
    company_id: q.company_id,
    name: q.name,
    formatted_name: q.formatted_name,
    tax_year: q.tax_year,
    company_name: q.company_details.name,
  };
}

/** The formats offered, in order: Scan and AutoFlow only when the firm has turned it on (stored as true). */
export function offeredKinds(preferences: unknown): ExportKind[] {
  const on = (preferences as Record<string, unknown> | null | undefined)?.[scanAndAutoFlowFlag] === true;
  return exportKinds.filter((k) => k !== 'scan_and_auto_flow' || on);
}

export interface ExportOptionsState {
  toc: boolean;
  pages: boolean;
  documents: boolean;
  removeNoAndNa: boolean;
  convertImages: boolean;
}
export type ExportOption = keyof ExportOptionsState;

export const noExportOptions: ExportOptionsState = {
  toc: false,
  pages: false,
  documents: false,
  removeNoAndNa: false,
  convertImages: false,
};

/**
 * QD §9: the options each format takes. Page numbers go with the table of contents; 'Remove No and N/A answers' is
 * the PDF's, 'Convert images to PDF' the zip's; Scan and AutoFlow always takes the documents with images converted,
 * so it offers neither; a spreadsheet has no options.
 */
export function optionsFor(kind: ExportKind): readonly ExportOption[] {
  switch (kind) {
    case 'pdf':
      return ['toc', 'pages', 'documents', 'removeNoAndNa'];
    case 'zip':
      return ['toc', 'pages', 'documents', 'convertImages'];
    case 'scan_and_auto_flow':
      return ['toc', 'pages'];
    case 'spreadsheet':
      return [];
  }
}

/** The options as they apply to a format: those it does not take are off, and page numbers need the TOC. */
export function appliedOptions(kind: ExportKind, options: ExportOptionsState): ExportOptionsState {
  const takes = new Set(optionsFor(kind));
  const on = (o: ExportOption) => takes.has(o) && options[o];
  return {
    toc: on('toc'),
    pages: on('toc') && on('pages'),
    documents: kind === 'scan_and_auto_flow' || on('documents'),
    removeNoAndNa: on('removeNoAndNa'),
    convertImages: kind === 'scan_and_auto_flow' || on('convertImages'),
  };
}

/** One questionnaire's spreadsheet has a call of its own that answers the file (QD §7); several go as a zip. */
export const usesSpreadsheetCall = (kind: ExportKind, count: number) => kind === 'spreadsheet' && count === 1;

/** The file's extension: several PDFs or spreadsheets come as one zip. */
export function exportExtension(kind: ExportKind, count: number): string {
  if (kind === 'zip' || kind === 'scan_and_auto_flow' || count > 1) return 'zip';
  return kind === 'spreadsheet' ? 'xls' : 'pdf';
}

/** Each questionnaire's default file name (QD §9), `today` 'YYYY-MM-DD' in the user's zone. */
export function defaultNames(targets: readonly ExportTarget[], today: string): Record<string, string> {
  return Object.fromEntries(
    targets.map((t) => [t.id, defaultExportName(t.company_name, t.name, t.tax_year, today)] as const),
  );
}

/** What a name field makes of the file's name (QD §5 sanitised); an empty field keeps the default. */
export function fileNameOf(typed: string | undefined, fallback: string): string {
  return typed?.trim() ? sanitiseExportName(typed) : fallback;
}

/** POST /questionnaires/export_questionnaires's body (QD §7). */
export function exportRequest(p: {
  kind: ExportKind;
  options: ExportOptionsState;
  targets: readonly ExportTarget[];
  names: Readonly<Record<string, string>>;
  /** Documents of the one questionnaire's export left unchecked. */
  excluded: readonly string[];
  /** Other files of the entity checked to go in the one questionnaire's export (see `documentsToInclude`). */
  included?: readonly DocumentToInclude[];
}): ExportBody {
  const o = appliedOptions(p.kind, p.options);
  const ids = p.targets.map((t) => t.id);
  const one = ids.length === 1;
  const named = (id: string) => p.names[id]?.trim() ?? '';
  return {
    questionnaire_ids: ids,
    include_documents: o.documents,
    include_toc: o.toc,
    include_pages: o.pages,
    remove_nos_and_na_answers: o.removeNoAndNa,
    convert_images_to_pdfs: o.convertImages,
    ...(one
      ? { save_as_name: named(ids[0]!) || null }
      : { save_as_names: Object.fromEntries(ids.filter((id) => named(id)).map((id) => [id, named(id)])) }),
    documents_to_include:
      one && o.documents ? (p.included ?? []).map(({ id, name, path }) => ({ id, name, path })) : [],
    documents_to_exclude: one && o.documents ? [...p.excluded] : [],
    zipped: p.kind === 'zip',
    format: p.kind === 'scan_and_auto_flow' ? scanAndAutoFlowFormat : p.kind,
  };
}

/** A file of the entity the export adds to one questionnaire's own documents (QD §7 documents_to_include). */
export interface DocumentToInclude {
  id: string;
  name: string;
  path: string;
}

/** Another file of the entity's tax-year folder, as the dialog offers it beside the questionnaire's documents. */
export interface OtherDocument extends DocumentToInclude {
  /** 0 when the list gave no size. */
  size: number;
  /** Known: the list gave the size. */
  sized: boolean;
  merge: 'pdf' | 'image' | 'other';
}

/**
 * The files of the entity's tax-year folder the export could add: files only (not folders), and none the
 * questionnaire's own list already shows or that are attached to it (the export takes those anyway), in the
 * folder list's order.
 */
export function otherDocuments(
  items: readonly {
    id: string;
    name: string;
    path: string;
    type: 'file' | 'folder';
    size?: number;
    content_type?: string;
    questionnaire_id?: string;
  }[],
  listed: readonly { id: string }[],
  questionnaireId: string,
): OtherDocument[] {
  const shown = new Set(listed.map((d) => d.id));
  return items
    .filter((d) => d.type === 'file' && !shown.has(d.id) && d.questionnaire_id !== questionnaireId)
    .map((d) => ({
      id: d.id,
      name: d.name,
      path: d.path,
      size: d.size ?? 0,
      sized: d.size !== undefined,
      merge: pdfMergeKind(d.content_type ?? '', d.size ?? 0),
    }));
}

/**
 * The other files checked, in the list's order: what goes in documents_to_include. A checked id no longer offered
 * (the list reloaded without it) is dropped, as the server would refuse it ('Document not found').
 */
export function documentsToInclude<D extends DocumentToInclude>(
  others: readonly D[],
  included: ReadonlySet<string>,
): D[] {
  return others.filter((d) => included.has(d.id));
}

/** What the checked documents weigh: all of them, and the images among them (converted to PDF when asked). */
export function checkedSize(
  documents: readonly { id: string; size: number; merge: 'pdf' | 'image' | 'other' }[],
  excluded: ReadonlySet<string>,
): { count: number; bytes: number; imageBytes: number } {
  let count = 0;
  let bytes = 0;
  let imageBytes = 0;
  for (const d of documents) {
    if (excluded.has(d.id)) continue;
    count += 1;
    bytes += d.size;
    if (d.merge === 'image') imageBytes += d.size;
  }
  return { count, bytes, imageBytes };
}

/**
 * What one questionnaire's export takes: its own documents left checked (`count`), the other files checked to add
 * (`addedCount`), and what they weigh together (the server counts both against QD §8's limits).
 */
export function selectedSize(
  own: readonly { id: string; size: number; merge: 'pdf' | 'image' | 'other' }[],
  excluded: ReadonlySet<string>,
  added: readonly { size: number; merge: 'pdf' | 'image' | 'other' }[],
): { count: number; addedCount: number; bytes: number; imageBytes: number } {
  const { count, bytes, imageBytes } = checkedSize(own, excluded);
  const addedBytes = added.reduce((n, d) => n + d.size, 0);
  const addedImageBytes = added.reduce((n, d) => n + (d.merge === 'image' ? d.size : 0), 0);
  return { count, addedCount: added.length, bytes: bytes + addedBytes, imageBytes: imageBytes + addedImageBytes };
}

/** QD §8: over 150 MB of documents, or 15 MB of images to convert, the export is refused as too large. */
export function tooLarge(
  kind: ExportKind,
  options: ExportOptionsState,
  size: { bytes: number; imageBytes: number },
): boolean {
  const o = appliedOptions(kind, options);
  if (!o.documents) return false;
  return size.bytes > maxDownloadBytes || (o.convertImages && size.imageBytes > maxImagesToPdfBytes);
}

/** '0 B', '900 B', '1.5 KB', '12.3 MB', '1.2 GB'. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value).toString() : (Math.round(value * 10) / 10).toString();
  return `${shown} ${units[unit]}`;
}

/**
 * QD §9: the export's status is read first after `exportPollFirstMs`, each wait then 1.05 times the one before, to at
 * most 30 s. `attempt` counts from 0.
 */
export function exportPollDelay(attempt: number): number {
  return Math.min(Math.round(exportPollFirstMs * exportPollBackoff ** Math.max(0, attempt)), exportPollMaxMs);
}

/** The spreadsheet of the Collect list: the selected questionnaires when there are any, else the page's rows. */
export function overviewSpreadsheetIds(selected: readonly string[], page: readonly string[]): string[] {
  return [...(selected.length > 0 ? selected : page)];
}

/** The file name a download's Content-Disposition gives, or null. */
export function dispositionFileName(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain filename parameter.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || null;
}

/** The server's own error text, when its answer carried one (else the caller's spec text is shown). */
export function serverError(body: unknown): string | null {
  const e = (body as { error?: unknown } | null | undefined)?.error;
  return typeof e === 'string' && e.trim() ? e : null;
}
