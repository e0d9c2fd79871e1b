/**
 * What a tax return and a signature request share (FA §5.8, §7.7, §7.8): the PDF's upload link, the tax year, a
 * yes/no flag as a query string or JSON writes it, and a signature given in the browser (typed or drawn).
 */
import * as z from 'zod';
import { Id } from './common';
import { isTaxYear } from '../time/tax-year';
import { maxSignatureImage, maxTypedSignature, taxReturnAdminText as text } from '../tax-return-delivery';

export const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const TaxYear = z.coerce
  .number({ error: text.taxYearRequired })
  .int(text.taxYearRequired)
  .refine((y) => isTaxYear(y), { error: text.taxYearRequired });

/** Where the browser puts one PDF of at most 150 MB (FA §9). */
export const PdfUploadLinkInput = z.object({
  company_id: Id,
  file_name: z.string().trim().min(1, text.fileRequired).max(255),
  file_size: z.coerce
    .number()
    .int()
    .min(1, text.fileRequired)
    .max(150 * 1024 * 1024, text.tooLarge),
});
export const PdfUploadLink = z.object({ upload_link: z.string(), upload_id: z.string() });

/** A signature as the signer gives it: checked once the thing signed is found (so a foreign id is a 404 first). */
export const GivenSignature = {
  kind: z.enum(['typed', 'drawn']).optional(),
  text: z.string().trim().max(maxTypedSignature).optional(),
  image: z
    .string()
    .max(maxSignatureImage)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'Invalid signature image')
    .optional(),
};
