import * as z from 'zod';
import { Id } from './common';
import { conversationText } from '../conversations';
import { documentOwnText, isDocumentName, isFolderPath } from '../documents';

/** MD §5: an upload without a selected entity reads 'We were unable to upload the file, please try refreshing the page'. */
const CompanyId = z
  .string({ error: conversationText.noCompanyForUpload })
  .trim()
  .min(1, conversationText.noCompanyForUpload)
  .max(64, conversationText.noCompanyForUpload)
  .regex(/^[A-Za-z0-9_-]+$/, conversationText.noCompanyForUpload);

/** What a browser reports as a file's type ('' for unknown files becomes octet-stream). */
const ContentType = z
  .string()
  .trim()
  .max(200)
  .regex(/^$|^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*$/, 'Invalid content type')
  .transform((t) => (t === '' ? 'application/octet-stream' : t.toLowerCase()));

const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const UploadLinkQuery = z.object({
  company_id: CompanyId,
  content_type: ContentType.default('application/octet-stream'),
  /** The file's size as the browser reports it: the link is then signed for exactly that many bytes. */
  size_bytes: z.coerce
    .number({ error: 'Invalid file size' })
    .int('Invalid file size')
    .min(0, 'Invalid file size')
    .optional(),
});
export type UploadLinkQuery = z.infer<typeof UploadLinkQuery>;

export const UploadLink = z.object({
  upload_link: z.string(),
  id: z.string(),
  /** Send these headers with the PUT exactly as given: they are part of the signature. */
  headers: z.record(z.string(), z.string()),
  expires_at: z.string(),
});

export const DocumentName = z
  .string({ error: documentOwnText.invalidName })
  .trim()
  .refine(isDocumentName, documentOwnText.invalidName);

export const FolderPath = z
  .string({ error: documentOwnText.invalidPath })
  .trim()
  .transform((p) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p))
  .refine(isFolderPath, documentOwnText.invalidPath);

const Label = z.string().trim().min(1).max(100);

/** QD §7: process_document's inputs. Attachments send company_id, id, document_name and path '/Attachments'. */
export const ProcessDocumentInput = z.object({
  company_id: CompanyId,
  /** The id get_temporary_upload_link answered. */
  id: Id,
  document_name: DocumentName,
  path: FolderPath.default('/'),
  description: z.string().trim().max(2000).nullish(),
  /** 'bulk_document' for the checklist's bulk upload. */
  document_type: z.string().trim().max(100).nullish(),
  marked_as_others: Flag.nullish(),
  questionnaire_id: Id.nullish(),
  requires_splitting: Flag.nullish(),
  selected_options: z.array(Label).max(50).nullish(),
  should_skip_matching: Flag.nullish(),
  tags: z.array(Label).max(50).nullish(),
  tax_year: z.coerce
    .number({ error: 'Invalid tax year' })
    .int('Invalid tax year')
    .min(1900, 'Invalid tax year')
    .max(2200, 'Invalid tax year')
    .nullish(),
});
export type ProcessDocumentInput = z.infer<typeof ProcessDocumentInput>;

export const ProcessedDocument = z.object({
  document_location: z.string(),
  is_duplicate: z.boolean(),
  document_name: z.string(),
});

export const DownloadAttachmentInput = z.object({
  /** A document location from an attachment message. */
  link: z
    .string({ error: documentOwnText.invalidLocation })
    .min(1, documentOwnText.invalidLocation)
    .max(2000, documentOwnText.invalidLocation),
});
export type DownloadAttachmentInput = z.infer<typeof DownloadAttachmentInput>;

export const DownloadLink = z.object({ link: z.string() });
