/** The Document Drop Off page's calls (QD §2, §7 POST /document_drop_off/process_document): no sign-in. */
import * as z from 'zod';
import { Id } from './common';
import { DocumentName } from './documents';
import { dropOffText } from '../document-drop-off';

const DropOffRef = {
  questionnaire_id: z.string({ error: dropOffText.notFound }).trim().pipe(Id),
  company_id: z.string({ error: dropOffText.notFound }).trim().pipe(Id),
};

export const DropOffQuery = z.object(DropOffRef);

export const DropOffView = z.object({
  firm_name: z.string(),
  questionnaire_name: z.string(),
  tax_year: z.number(),
  due_date: z.string().nullable(),
  expires_at: z.string(),
});

export const DropOffUploadLinkQuery = z.object({
  ...DropOffRef,
  file_name: DocumentName,
  size_bytes: z.coerce.number({ error: 'Invalid file size' }).int('Invalid file size').min(1, 'Invalid file size'),
  content_type: z
    .string()
    .trim()
    .max(200)
    .regex(/^$|^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*$/, 'Invalid content type')
    .transform((t) => (t === '' ? 'application/octet-stream' : t.toLowerCase()))
    .default('application/octet-stream'),
});

export const DropOffUploadLink = z.object({
  upload_link: z.string(),
  id: z.string(),
  /** Send these headers with the PUT exactly as given: they are part of the signature. */
  headers: z.record(z.string(), z.string()),
  expires_at: z.string(),
});

export const DropOffProcessInput = z.object({ ...DropOffRef, id: Id, document_name: DocumentName });

export const DropOffProcessed = z.object({ document_name: z.string(), path: z.string() });
