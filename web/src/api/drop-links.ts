/**
 * The drop link's calls (FA §2.9, §7.5): the firm's link and who it notifies (staff), the no-sign-in upload and
 * notify (the public /drop-link page), and a drop's 'Drop Link.zip' (staff). Types only from the shared schemas.
 */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/drop-links';
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { api } from './client';

export type DropLinkSettings = z.infer<typeof s.DropLinkSettings>;
export type DropUploadLink = z.infer<typeof s.DropUploadLink>;
export type DropNotified = z.infer<typeof s.DropNotified>;

export const dropLinkPath = documentRoutes.getDropLink.path;

export const dropLinks = {
  /** GET /firms/drop_link: a fresh 7-day link and who it notifies. */
  get: () => api.call(documentRoutes.getDropLink, {}, { quiet: true }),
  /** POST /firms/drop_link: who a drop notifies ('Saved!'). Errors are toasted. */
  save: (ids: string[]) =>
    api.call(documentRoutes.saveDropLink, { firm_user_ids_to_receive_drop_link_notification: ids }),
  /** No sign-in: a presigned link to PUT one file of a drop. The page shows the errors itself. */
  uploadLink: (input: {
    firm_id: string;
    folder_location: string;
    file_name: string;
    size_bytes: number;
    content_type: string;
  }) => api.call(documentRoutes.getDropUploadLink, input, { auth: false, quiet: true }),
  /** No sign-in: checks the drop's files and notifies the firm users the link names. */
  notify: (input: { firm_id: string; folder_name: string; name: string; email: string; description?: string }) =>
    api.call(documentRoutes.notifyDrop, input, { auth: false, quiet: true }),
  /** Staff: a link to the drop's 'Drop Link.zip'. The page shows the errors itself. */
  download: (folder_name: string) => api.call(documentRoutes.downloadDrop, { folder_name }, { quiet: true }),
};
