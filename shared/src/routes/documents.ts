import { declareRoutes } from '../route';
import * as d from '../schemas/documents';

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
});
