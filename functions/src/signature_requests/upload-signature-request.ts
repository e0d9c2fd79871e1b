import { signatureRequestRoutes } from '@ledgerline/shared/routes/signature_requests';
import { signatureRequestsFolder } from '@ledgerline/shared/signature-requests';
import { activityType } from '@ledgerline/shared/activity-types';
import { handle } from '../platform/handle';
import { openCompany } from '../platform/company-access';
import { enqueue } from '../platform/adapters/queue';
import { newId } from '../platform/auth/secrets';
import { recordActivity } from '../platform/activity';
import { log } from '../platform/log';
import { requireRequestsOn, requireWritable } from './access';
import { signatureRequestJobs } from './jobs';
import { reindexRequest } from './reindex';
import { nameOfFile, originalKey, requestFolder, requestMessage, uploadText } from './rules';
import { changeRequest, createRequest, getRequest } from './store';
import { takeUploadedPdf } from '../platform/pdf-uploads';
import { requestDetail } from './views';

/** A request whose reading could not be queued is an error the firm sees, not processing for ever. */
const notQueued = 'The document could not be processed. Please upload it again.';

/**
 * POST /signature_requests (FA §5.8: exactly one entity, a file and a tax year): the uploaded PDF becomes a request,
 * 'processing' until the job has read it (process.ts), then sent to the entity's owners.
 */
export const uploadSignatureRequest = handle(signatureRequestRoutes.uploadSignatureRequest, async (ctx) => {
  const { caller, input } = ctx;
  await requireRequestsOn(caller);
  requireWritable(caller);
  const company = await openCompany(caller, input.company_id);
  const signatureRequestId = newId();
  const folder = requestFolder(caller.firmId, company.companyId, signatureRequestId);
  const fileKey = originalKey(folder);
  const file = await takeUploadedPdf(caller, company.companyId, input.upload_id, fileKey, uploadText);
  const documentName = input.document_name || nameOfFile(file.fileName);
  const key = { firmId: caller.firmId, companyId: company.companyId, signatureRequestId };
  await createRequest({
    ...key,
    tax_year: input.tax_year,
    source: 'upload',
    document_name: documentName,
    form_name: documentName,
    status: 'processing',
    path: input.path || signatureRequestsFolder,
    ...(input.section_id ? { section_id: input.section_id } : {}),
    upload_id: input.upload_id,
    file_key: fileKey,
    file_name: file.fileName,
    signers: [],
    signed_pages_only: false,
    created_by: caller.userId,
  });
  // As made, before the job can move it on: the answer says it is processing.
  let request = (await getRequest(key))!;
  try {
    await enqueue(signatureRequestJobs.processSignatureRequest, key, { dedupeId: signatureRequestId });
  } catch (e) {
    log('error', 'signature request not queued', { ...key, error: String(e) });
    if (await changeRequest(request, { status: 'error', error_message: notQueued })) request = (await getRequest(key))!;
  }
  await reindexRequest(caller.firmId, company.companyId, signatureRequestId);
  await recordActivity({
    firmId: caller.firmId,
    action: 'signature_request_uploaded',
    typeId: activityType.signature,
    title: 'Signature request uploaded',
    description: `${input.tax_year} ${documentName}`,
    actorUserId: caller.userId,
    companyId: company.companyId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: requestMessage.uploaded, signature_request: requestDetail(request, company) };
});
