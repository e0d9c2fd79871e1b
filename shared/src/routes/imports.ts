import { declareRoutes, fileOutput } from '../route';
import * as i from '../schemas/imports';

/**
 * Imports (FA §4.7, §5.7, §7.3, §7.9): the client-list templates, the upload of a list or another import file, and
 * the import's progress and report. An import creates clients and assigns them firm users, which only partner,
 * admin and full users may do (FA §5.4), so everything but the templates is for them.
 */
const importing = { aws: ['table', 'files-delete', 'queue'], access: 'full' } as const;
const reading = { aws: ['table'], access: 'full', readsOnly: true } as const;

export const importRoutes = declareRoutes('imports', {
  downloadIndividualImportTemplate: {
    aws: [],
    method: 'POST',
    path: '/advisors/download_individual_import_template',
    access: 'advisor',
    summary: 'The individuals (1040) client-list template: an XLSX whose header row is the columns the importer reads',
    output: fileOutput,
  },
  downloadBusinessImportTemplate: {
    aws: [],
    method: 'POST',
    path: '/advisors/download_business_import_template',
    access: 'advisor',
    summary: 'The entities client-list template: an XLSX whose header row is the columns the importer reads',
    output: fileOutput,
  },
  getImportUploadLink: {
    aws: ['files'],
    method: 'GET',
    path: '/integrations/get_temporary_upload_link_for_user_import_document',
    access: 'full',
    summary: 'A presigned link to PUT one import file to (at most 150 MB; a client list at most 10 MB), and its key',
    input: i.ImportUploadLinkQuery,
    output: i.ImportUploadLink,
  },
  uploadImportDocument: {
    ...importing,
    method: 'POST',
    path: '/integrations/upload_user_import_document',
    summary:
      'Take an uploaded import file: a client list is checked and imported by a job; other kinds are kept and the assignee told',
    input: i.UploadImportDocumentInput,
    output: i.ImportStarted,
  },
  handleSpreadsheetImport: {
    ...importing,
    method: 'POST',
    path: '/integrations/handle_one_schema_success',
    summary: 'Import a spreadsheet importer’s result (client-list rows as JSON) the same way as an uploaded list',
    input: i.SpreadsheetImportInput,
    output: i.ImportStarted,
  },
  listImports: {
    ...reading,
    method: 'GET',
    path: '/imports',
    summary: 'The firm’s imports, newest first, with their progress',
    input: i.ImportListQuery,
    output: i.ImportList,
  },
  getImport: {
    ...reading,
    aws: ['table', 'files-read'],
    method: 'GET',
    path: '/imports/{id}',
    summary: 'An import’s progress and a page of its report: each row accepted or rejected and why',
    input: i.ImportQuery,
    output: i.ImportDetail,
  },
  downloadImportReport: {
    ...reading,
    method: 'GET',
    path: '/imports/{id}/report',
    summary: 'An import’s report as CSV: every row, accepted or rejected and why',
    input: i.ImportIdQuery,
    output: fileOutput,
  },
});
