import * as z from 'zod';
import { Id } from './common';
import { draftStatuses, maxChangeReason, taxReturnText } from '../tax-returns';

const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** What the client's tax return card and the draft review need (MD §2, §3 client-facing subset). */
export const TaxReturnCard = z.object({
  id: z.string(),
  company_id: z.string(),
  tax_year: z.number().int(),
  tax_return_name: z.string(),
  status: z.string(),
  draft_status: z.enum(draftStatuses).nullable(),
  draft_comment: z.string().nullable(),
  locked: z.boolean(),
  /** Signatures the client still has to give, paper-filed returns still to mail, payments still due. */
  signatures_to_sign: z.number().int(),
  paper_filed_to_mail: z.number().int(),
  payments_remaining: z.number().int(),
  has_file: z.boolean(),
  updated_at: z.string(),
  /** After the client asked for changes: the date (YYYY-MM-DD) the firm promised the new draft by, or null. */
  upload_later_date: z.string().nullable(),
});
export type TaxReturnCard = z.infer<typeof TaxReturnCard>;

export const CompanyQuery = z.object({ company_id: Id });
export const TaxReturnIndex = z.object({ tax_returns: z.array(TaxReturnCard) });

/** The return's entity; optional, since the id names the return (when given it must be the return's own). */
const ReturnCompany = Id.optional();

export const DownloadTaxReturnInput = z.object({
  id: Id,
  company_id: ReturnCompany,
  include_other_pages: Flag.optional(),
  only_signature_pages: Flag.optional(),
});
export const TaxReturnLink = z.object({ link: z.string(), file_name: z.string() });

/** Approve: a reason is optional. */
export const ApproveTaxReturnInput = z.object({
  id: Id,
  company_id: ReturnCompany,
  reason: z.string().trim().max(maxChangeReason).nullish(),
});
/**
 * Request Changes: the reason must be non-blank (MD §5). Checked once the return is found, so a return the
 * caller may not see answers 404 whatever the body says.
 */
export const RequestChangesInput = z.object({
  id: Id,
  company_id: ReturnCompany,
  reason: z
    .string({ error: taxReturnText.reasonRequired })
    .trim()
    .max(maxChangeReason, `The reason can have at most ${maxChangeReason} characters`)
    .nullish(),
});
export const TaxReturnReviewed = z.object({ message: z.string(), tax_return: TaxReturnCard });

export const TaxReturnActivityQuery = z.object({ id: Id, company_id: ReturnCompany });

/** GET /tax_returns/{id}/get_activity_logs: the return's own log, newest first. */
export const TaxReturnActivity = z.object({
  activities: z.array(
    z.object({
      id: z.string(),
      type_id: z.number().int(),
      title: z.string(),
      description: z.string(),
      created_at: z.string(),
      user_id: z.string().nullable(),
      user_name: z.string().nullable(),
    }),
  ),
});

/** A page position: when the last listed draft was sent and its id, as the previous page answered it. */
const WaitingCursor = z
  .string()
  .max(200)
  .regex(/^[0-9TZ:.+-]+#[A-Za-z0-9_-]+$/, 'Invalid cursor');

/** The firm's drafts waiting for the client (the staff Home), newest sent first; at most 50 a page. */
export const WaitingForClientQuery = z.object({
  cursor: WaitingCursor.optional(),
  per_page: z.coerce.number({ error: 'Invalid page size' }).int().min(1).max(50).default(20),
});
export const WaitingDraft = z.object({
  id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  company_hash_id: z.string(),
  tax_year: z.number().int(),
  tax_return_name: z.string(),
  /** When the draft was sent for the client's review. */
  sent_at: z.string(),
});
export const WaitingForClient = z.object({
  tax_returns: z.array(WaitingDraft),
  /** The next page's cursor; null on the last page. */
  next_cursor: z.string().nullable(),
});
