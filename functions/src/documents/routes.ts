import type { documentRoutes } from '@ledgerline/shared/routes/documents';
import type { Handlers } from '../platform/handle';
import { getTemporaryUploadLink } from './get-temporary-upload-link';
import { processDocument } from './process-document';
import { getDropLink, saveDropLink } from './drop-link-settings';
import { getDropUploadLink } from './drop-upload-link';
import { notifyDrop } from './notify-drop';
import { downloadDrop } from './download-drop';
import { exportableDocuments, getDocuments, searchDocuments, unattachedDocuments } from './browse';
import { createFolder } from './folder-actions';
import { attachToQuestionnaire } from './attach-to-questionnaire';
import { getDropOff, getDropOffUploadLink, processDropOffDocument } from './drop-off';
import { checkSharepointIntegration, checkStripeIntegration } from './integrations';
import { deleteDocument, deletePath, moveItem, renameItem, restoreDeletedDocument } from './item-actions';
import { updateDocumentDescription, updateDocumentTags } from './document-fields';
import { autoSplitDocuments } from './auto-split';
import { getExtractedDocumentByPath } from './extracted-by-path';
import { listExtractedDocuments } from './extracted-list';
import { deleteExtractedDocument, restoreExtractedDocument, retryRecognition } from './extracted-lifecycle';
import {
  updateExtractedDescription,
  updateExtractedMarkedAsOthers,
  updateExtractedTags,
  updateExtractedType,
} from './extracted-fields';
import { getAnnotations, saveAnnotations } from './extracted-annotations';
import { saveSplitDocuments } from './save-split';
import {
  convertToPdfsAndDownloadFolder,
  downloadDocument,
  downloadFolder,
  downloadMultipleDocuments,
} from './downloads';

/** Each documents route's handler, by the operation its declaration names. */
export const documentHandlers: Handlers<typeof documentRoutes> = {
  getTemporaryUploadLink,
  processDocument,
  getDropLink,
  saveDropLink,
  getDropUploadLink,
  notifyDrop,
  downloadDrop,
  getDocuments,
  searchDocuments,
  createFolder,
  renameItem,
  moveItem,
  deleteDocument,
  deletePath,
  restoreDeletedDocument,
  updateDocumentDescription,
  updateDocumentTags,
  downloadDocument,
  downloadFolder,
  convertToPdfsAndDownloadFolder,
  downloadMultipleDocuments,
  unattachedDocuments,
  exportableDocuments,
  autoSplitDocuments,
  getExtractedDocumentByPath,
  listExtractedDocuments,
  deleteExtractedDocument,
  restoreExtractedDocument,
  retryRecognition,
  saveSplitDocuments,
  updateExtractedDescription,
  updateExtractedMarkedAsOthers,
  updateExtractedTags,
  updateExtractedType,
  getAnnotations,
  saveAnnotations,
  checkSharepointIntegration,
  checkStripeIntegration,
  attachToQuestionnaire,
  getDropOff,
  getDropOffUploadLink,
  processDropOffDocument,
};
