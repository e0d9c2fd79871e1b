/**
 * Upload or replace a tax return (FA §7.7, §5.8): a presigned link for the PDF, then the return made (or, with
 * previous_tax_return_id, the return it replaces reset) in status processing and its reading queued. What can be told
 * at once is refused at once (not a PDF, password-protected, too large); the rest the job finds (an unreadable PDF
 * ends in status error with the spec's words).
 */
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { canReplace, defaultDocumentsPath, taxReturnAdminText as text } from '@ledgerline/shared/tax-return-delivery';
import { activityType } from '@ledgerline/shared/activity-types';
import { handle } from '../platform/handle';
import { Conflict, Unprocessable } from '../platform/errors';
import { openCompany } from '../platform/company-access';
import { newId } from '../platform/auth/secrets';
import { enqueue } from '../platform/adapters/queue';
import { syncDirectoryTaxReturn } from '../platform/directory';
import { issuePdfUploadLink, takeUploadedPdf, type PdfUploadText } from '../platform/pdf-uploads';
import { fullName } from '@ledgerline/shared/person-name';
import { assertCanWrite, assertDeliveryOn, freshDetail, openDelivery } from './delivery-context';
import { taxReturnJobs } from './jobs';
import { commitChange, createReturn, getUser } from './store';
import { assertEntityPermission } from '../platform/firm-permissions';

/** What a refused upload says (FA §5.8). */
const uploadText: PdfUploadText = {
  uploadNotFound: text.fileRequired,
  notUploaded: text.fileRequired,
  tooLarge: text.tooLarge,
  invalidFiles: text.invalidFiles,
  notAPdf: text.invalidFiles,
  passwordProtected: text.passwordProtected,
};

/** Where a return's PDF is kept: under its entity, named by the upload (a replace keeps the earlier one). */
export const returnUploadKey = (firmId: string, companyId: string, uploadId: string) =>
  `tax-returns/${firmId}/${companyId}/uploads/${uploadId}.pdf`;

export const getTaxReturnUploadLink = handle(taxReturnRoutes.getTaxReturnUploadLink, async ({ caller, input }) => {
  const company = await openCompany(caller, input.company_id);
  await assertDeliveryOn(caller.firmId);
  assertCanWrite(caller, company);
  await assertEntityPermission(caller, company.companyId, 'tax_returns.deliver');
  if (!/\.pdf$/i.test(input.file_name)) throw new Unprocessable(text.notAPdf);
  return issuePdfUploadLink(caller, company.companyId, input.file_name, input.file_size);
});

export const uploadTaxReturn = handle(taxReturnRoutes.uploadTaxReturn, async (ctx) => {
  const { caller, input } = ctx;
  const company = await openCompany(caller, input.company_id);
  await assertDeliveryOn(caller.firmId);
  assertCanWrite(caller, company);
  await assertEntityPermission(caller, company.companyId, 'tax_returns.deliver');
  // Replacing: the same entity's return (fixed when replacing, FA §5.8), only before it went out or after changes were asked for.
  const previous = input.previous_tax_return_id
    ? (await openDelivery(caller, company.companyId, input.previous_tax_return_id)).taxReturn
    : null;
  if (previous && !canReplace(previous)) throw new Conflict(text.cannotReplace);
  const key = returnUploadKey(caller.firmId, company.companyId, input.upload_id);
  const file = await takeUploadedPdf(caller, company.companyId, input.upload_id, key, uploadText);

  const me = await getUser(caller.firmId, caller.userId);
  const documentName =
    input.document_name ||
    previous?.document_name ||
    file.fileName.replace(/\.pdf$/i, '').trim() ||
    `${input.tax_year} Tax Return`;
  const fields = {
    tax_year: input.tax_year,
    tax_return_name: documentName,
    document_name: documentName,
    path: input.path || previous?.path || defaultDocumentsPath(input.tax_year),
    status: 'processing',
    upload_id: input.upload_id,
    original_key: key,
    file_key: key,
    send_draft: Boolean(input.send_draft),
    // Not waiting for the client while it is read (the waiting index drops it).
    waiting_since: '',
  };
  const event = {
    at: new Date().toISOString(),
    eventId: newId(),
    type_id: activityType.delivery,
    title: previous ? 'Tax return replaced' : 'Tax return uploaded',
    description: documentName,
    user_id: caller.userId,
    user_name: fullName(me),
  };
  let taxReturnId: string;
  if (previous) {
    taxReturnId = previous.taxReturnId;
    await commitChange(
      { firmId: caller.firmId, companyId: company.companyId, taxReturnId },
      previous.version ?? 0,
      {
        ...fields,
        // A new file: what was classified on the old one's pages, and the old review, no longer apply.
        draft_status: undefined,
        draft_comment: undefined,
        error_message: undefined,
        // The promised file came.
        upload_later_date: undefined,
        page_count: undefined,
        e_sign_forms: [],
        payment_vouchers: [],
      },
      event,
    );
  } else {
    taxReturnId = newId();
    await createReturn(
      {
        firmId: caller.firmId,
        companyId: company.companyId,
        taxReturnId,
        ...fields,
        created_by: caller.userId,
        e_sign_forms: [],
        payment_vouchers: [],
      } as never,
      event,
    );
  }
  await enqueue(taxReturnJobs.processTaxReturn, {
    firmId: caller.firmId,
    companyId: company.companyId,
    taxReturnId,
    uploadId: input.upload_id,
  });
  await syncDirectoryTaxReturn(caller.firmId, company.companyId, taxReturnId);
  return {
    message: previous ? 'Tax return replaced' : 'Tax return uploaded',
    tax_return: await freshDetail(caller, company, taxReturnId),
  };
});
