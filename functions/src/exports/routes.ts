import type { exportRoutes } from '@ledgerline/shared/routes/exports';
import type { Handlers } from '../platform/handle';
import { downloadAttachedDocument, getExport, getExportedDocumentsList } from './downloads';
import { getFirmDataExport, listFirmDataExports, startFirmDataExport } from './firm-data-export';
import { downloadOverviewPageAsSpreadsheet, exportQuestionnaireToSpreadsheet } from './spreadsheets';
import { exportQuestionnaires } from './start-export';

/** Each export route's handler: the export itself, the spreadsheets, an export's progress and file, its documents. */
export const exportHandlers: Handlers<typeof exportRoutes> = {
  exportQuestionnaires,
  exportQuestionnaireToSpreadsheet,
  downloadOverviewPageAsSpreadsheet,
  getExportedDocumentsList,
  downloadAttachedDocument,
  getExport,
  startFirmDataExport,
  listFirmDataExports,
  getFirmDataExport,
};
