/**
 * Questionnaire exports (QD §2 Export Questionnaire(s) and Export in progress, §5, §7 Export, §8, §9; MD §7 the
 * overview page as a spreadsheet): staff only. One Lambda carries the PDF, spreadsheet and zip libraries, loaded by
 * the calls that use them.
 */
import { declareRoutes, fileOutput } from '../route';
import * as e from '../schemas/exports';
import * as fde from '../schemas/firm-data-exports';

export const exportRoutes = declareRoutes('exports', {
  exportQuestionnaires: {
    aws: ['table', 'files', 'queue'],
    method: 'POST',
    path: '/questionnaires/export_questionnaires',
    access: 'advisor',
    summary:
      'Export questionnaires as a PDF, spreadsheet, zip or Scan and AutoFlow zip: one small export now, the rest in the background with a notification',
    input: e.ExportQuestionnairesInput,
    output: e.ExportStarted,
  },
  exportQuestionnaireToSpreadsheet: {
    aws: ['table'],
    method: 'POST',
    path: '/questionnaires/export_questionnaire_to_spreadsheet',
    access: 'advisor',
    summary: 'One questionnaire as an .xls: a row per question with its answer',
    input: e.SpreadsheetExportInput,
    output: fileOutput,
  },
  downloadOverviewPageAsSpreadsheet: {
    aws: ['table'],
    method: 'POST',
    path: '/advisors/download_overview_page_as_spreadsheet',
    access: 'advisor',
    summary: 'The Collect list’s rows (the questionnaires given) as an .xls',
    input: e.OverviewSpreadsheetInput,
    output: fileOutput,
  },
  getExportedDocumentsList: {
    aws: ['table'],
    method: 'GET',
    path: '/questionnaires/get_exported_documents_list',
    access: 'advisor',
    readsOnly: true,
    summary: 'The documents a questionnaire’s export holds, in the firm’s export order',
    input: e.ExportIdInput,
    output: e.ExportedDocumentList,
  },
  downloadAttachedDocument: {
    aws: ['table', 'files-read'],
    method: 'POST',
    path: '/questionnaires/download_attached_document',
    access: 'advisor',
    queryToo: true,
    summary: 'A finished export’s file (the export notification’s download), as a short-lived link',
    input: e.ExportIdInput,
    output: e.ExportDownload,
  },
  getExport: {
    aws: ['table', 'files-read'],
    method: 'GET',
    path: '/questionnaire_exports/{id}',
    access: 'advisor',
    readsOnly: true,
    summary: 'An export’s progress (questionnaires done of total) and, once ready, its link',
    input: e.ExportIdInput,
    output: e.ExportView,
  },
  // Issue 20: the firm-wide data export (a zip of JSON files and the documents), partners only.
  startFirmDataExport: {
    aws: ['table', 'files-read', 'queue'],
    method: 'POST',
    path: '/firms/data_exports',
    access: 'partner',
    summary: 'Start an export of everything the firm has, made in the background (one at a time per firm)',
    input: fde.StartFirmDataExportInput,
    output: fde.FirmDataExportView,
  },
  listFirmDataExports: {
    aws: ['table', 'files-read'],
    method: 'GET',
    path: '/firms/data_exports',
    access: 'partner',
    readsOnly: true,
    summary: 'The firm’s data exports of the last week, newest first, each with its link once ready',
    output: fde.FirmDataExportList,
  },
  getFirmDataExport: {
    aws: ['table', 'files-read'],
    method: 'GET',
    path: '/firms/data_exports/{id}',
    access: 'partner',
    readsOnly: true,
    summary: 'A data export’s progress (stages done of total) and, once ready, a short-lived link to its zip',
    input: fde.FirmDataExportIdInput,
    output: fde.FirmDataExportView,
  },
});
