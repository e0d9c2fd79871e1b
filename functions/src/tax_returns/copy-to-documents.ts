/**
 * The job behind Send to documents (send-to-documents.ts): the return's PDF with its signatures (and the watermark
 * when asked) put beside the return, handed to the documents domain to file, and the client told with the subject
 * and message. Each step is keyed by the send's id: a retry makes the same file and tells nobody twice.
 */
import type { ParsedPayloadOf } from '../platform/jobs';
import { getObjectBytes, objectInfo, putObject } from '../platform/adapters/files';
import { enqueue } from '../platform/adapters/queue';
import { batchGetUsers } from '../platform/user-batch';
import { syncDirectoryTaxReturn } from '../platform/directory';
import type { taxReturnJobs } from './jobs';
import { fileDeliveredDocumentJob } from '../platform/delivered-document-job';
import { formsOf } from './delivery-views';
import { deliveredPdf } from './delivered-pdf';
import { tellClient } from './client-mail';
import { clientCopyWatermark } from './send-to-documents';
import { getCompanies, getReturn } from './store';
import { ownerIdsOf } from '../platform/company-owners';

type Payload = ParsedPayloadOf<typeof taxReturnJobs.copyTaxReturnToDocuments>;

export async function runCopyTaxReturnToDocuments(p: Payload): Promise<void> {
  const r = await getReturn(p.firmId, p.companyId, p.taxReturnId);
  const base = r?.original_key ?? r?.file_key;
  if (!r || r.deleted_at || !base) return;
  const copyKey = `${base.replace(/\.pdf$/i, '')}-copy-${p.sendId}.pdf`;
  if (!(await objectInfo(copyKey))) {
    const original = await getObjectBytes(base);
    if (!original) return;
    const pdf = await deliveredPdf(original, formsOf(r), p.watermark ? { watermark: clientCopyWatermark } : {});
    await putObject(copyKey, pdf, 'application/pdf');
  }
  await enqueue(fileDeliveredDocumentJob, {
    firmId: p.firmId,
    companyId: p.companyId,
    documentId: `tr-${p.sendId}`,
    sourceKey: copyKey,
    path: p.path,
    documentName: p.documentName,
    contentType: 'application/pdf',
    taxYear: r.tax_year,
    by: p.by,
  });
  const [company] = await getCompanies(p.firmId, [p.companyId]);
  if (company) {
    const people = await batchGetUsers(p.firmId, await ownerIdsOf(company));
    for (const person of people.values()) {
      if (person.deleted_at || person.is_advisor) continue;
      await tellClient(p.firmId, person, { subject: p.subject, text: p.message }, `tr-docs:${p.sendId}`);
    }
  }
  await syncDirectoryTaxReturn(p.firmId, p.companyId, p.taxReturnId);
}
