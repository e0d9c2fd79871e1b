import { declareRoutes } from '../route';
import * as d from '../schemas/documents';
import * as dl from '../schemas/drop-links';

/** An entity's stored documents: uploads go straight to storage through a presigned link, then are checked here. */
const documents = { aws: ['table', 'files'] } as const;

export const documentRoutes = declareRoutes('documents', {
  getTemporaryUploadLink: {
    ...documents,
    method: 'GET',
    path: '/integrations/get_temporary_upload_link',
    access: 'authenticated',
    summary: 'A presigned link to PUT one file for an entity, and the upload’s id',
    input: d.UploadLinkQuery,
    output: d.UploadLink,
  },
  // A client's upload notifies their firm user's open screens (the realtime API).
  processDocument: {
    ...documents,
    aws: ['table', 'files', 'realtime'],
    method: 'POST',
    path: '/integrations/process_document',
    access: 'authenticated',
    summary: 'Check an uploaded file and keep it as a document of the entity, in a folder',
    input: d.ProcessDocumentInput,
    output: d.ProcessedDocument,
  },
  // The drop link (FA §2.9, §5.11, §7.5): uploads without sign-in, collected by the firm users it names.
  getDropLink: {
    aws: ['table', 'secrets'],
    method: 'GET',
    path: '/firms/drop_link',
    access: 'full',
    readsOnly: true,
    summary: 'The firm’s drop link (valid 7 days from now) and the firm users it notifies (drop link enabled only)',
    output: dl.DropLinkSettings,
  },
  saveDropLink: {
    aws: ['table', 'secrets'],
    method: 'POST',
    path: '/firms/drop_link',
    access: 'full',
    summary: 'Save who a drop notifies (at least one active firm user) and answer the link to copy',
    input: dl.SaveDropLinkInput,
    output: dl.DropLinkSaved,
  },
  getDropUploadLink: {
    ...documents,
    aws: ['table', 'files', 'secrets'],
    method: 'GET',
    path: '/firms/get_link_to_upload_drop_link_document',
    access: 'public',
    summary:
      'No sign-in: a presigned link to PUT one file into a drop (firm_id is the drop link’s id; rate-limited, 150 MB, 999 files)',
    input: dl.DropUploadLinkQuery,
    output: dl.DropUploadLink,
  },
  notifyDrop: {
    aws: ['table', 'files', 'secrets', 'realtime'],
    method: 'POST',
    path: '/firms/notify_drop_link_document',
    access: 'public',
    summary:
      'No sign-in: check the drop’s uploaded files (type by their bytes), keep the good ones and notify the firm users the link names',
    input: dl.NotifyDropInput,
    output: dl.DropNotified,
  },
  downloadDrop: {
    ...documents,
    method: 'POST',
    path: '/firms/download_drop_link_document',
    access: 'advisor',
    summary:
      'A drop’s files as ‘Drop Link.zip’ (zipped storage to storage): for the firm users it notified, and full access and above',
    input: dl.DownloadDropInput,
    output: dl.DropDownload,
  },
});
