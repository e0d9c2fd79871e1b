import type { importRoutes } from '@ledgerline/shared/routes/imports';
import type { Handlers } from '../platform/handle';
import { downloadBusinessImportTemplate, downloadIndividualImportTemplate } from './download-templates';
import { getImport } from './get-import';
import { getImportUploadLink } from './get-upload-link';
import { downloadImportReport } from './import-report';
import { listImports } from './list-imports';
import { handleSpreadsheetImport } from './spreadsheet-import';
import { uploadImportDocument } from './upload-import-document';

/** Each imports route's handler, by the operation its declaration names. */
export const importHandlers: Handlers<typeof importRoutes> = {
  downloadIndividualImportTemplate,
  downloadBusinessImportTemplate,
  getImportUploadLink,
  uploadImportDocument,
  handleSpreadsheetImport,
  listImports,
  getImport,
  downloadImportReport,
};
