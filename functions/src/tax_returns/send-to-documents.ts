/**
 * Send to documents (FA §7.7, §5.8, §9): the return filed in the entity's documents at a path (default
 * '/{year}/Tax Return') under a name, with its signatures, watermarked when asked ('CLIENT COPY' on every page), and
 * the client told with the subject and message; the subject and message can be kept as the firm's defaults. The file
 * is made in the background (a return can be 150 MB); the documents domain files it.
 */
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { documentsDefaultsPreferences, taxReturnAdminText as text } from '@ledgerline/shared/tax-return-delivery';
import { activityType } from '@ledgerline/shared/activity-types';
import { isDocumentName, isFolderPath } from '@ledgerline/shared/documents';
import { handle } from '../platform/handle';
import { Conflict, Invalid } from '../platform/errors';
import { newId } from '../platform/auth/secrets';
import { enqueue } from '../platform/adapters/queue';
import { assertCanWrite, assertDeliveryOn, detailOf, openDelivery } from './delivery-context';
import { taxReturnJobs } from './jobs';
import { saveFirmPreferences } from './store';
import { saveDelivery } from './save-delivery';

export const clientCopyWatermark = 'CLIENT COPY';

export const sendTaxReturnToDocuments = handle(taxReturnRoutes.sendTaxReturnToDocuments, async ({ caller, input }) => {
  const { company, taxReturn: r } = await openDelivery(caller, input.company_id, input.id);
  await assertDeliveryOn(caller.firmId);
  assertCanWrite(caller, company);
  if (!r.file_key || r.status === 'processing' || r.status === 'error') throw new Conflict(text.noFileYet);
  const defaults = (await detailOf(caller, r, company)).send_to_documents_defaults;
  const missing: Record<string, string> = {};
  if (input.subject === '') missing.subject = text.subjectRequired;
  if (input.message === '') missing.message = text.messageRequired;
  if (input.document_name === '') missing.document_name = text.documentNameRequired;
  if (input.path === '') missing.path = text.pathRequired;
  const first = Object.values(missing)[0];
  if (first) throw new Invalid(first, missing);
  const given = (input.path ?? defaults.path).trim();
  const path = given.length > 1 && given.endsWith('/') ? given.slice(0, -1) : given;
  if (!isFolderPath(path)) throw new Invalid(text.invalidPath, { path: text.invalidPath });
  const subject = input.subject ?? defaults.subject;
  const message = input.message ?? defaults.message;
  const documentName = `${(input.document_name ?? r.document_name ?? r.tax_return_name).replace(/\.pdf$/i, '')}.pdf`;
  if (!isDocumentName(documentName)) throw new Invalid(text.invalidName, { document_name: text.invalidName });
  const saved: Record<string, string> = {};
  if (input.save_subject) saved[documentsDefaultsPreferences.subject] = subject;
  if (input.save_message) saved[documentsDefaultsPreferences.message] = message;
  if (Object.keys(saved).length) await saveFirmPreferences(caller.firmId, saved);
  const sendId = newId();
  await saveDelivery(
    caller,
    company,
    r,
    {},
    `Sent to documents: ${path === '/' ? '' : path}/${documentName}`,
    activityType.document,
  );
  await enqueue(taxReturnJobs.copyTaxReturnToDocuments, {
    firmId: caller.firmId,
    companyId: company.companyId,
    taxReturnId: r.taxReturnId,
    sendId,
    documentName,
    path,
    watermark: Boolean(input.watermark_enabled),
    subject,
    message,
    by: caller.userId,
  });
  return { message: text.sentToDocuments };
});
