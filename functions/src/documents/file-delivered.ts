/**
 * Filing a document another domain made (jobs.ts fileDeliveredDocument): a tax return sent to documents (FA §7.7).
 * The file is copied under the entity's documents and added to the tree like an upload; a name the folder already
 * holds is numbered. Idempotent on the document's id.
 */
import type { ParsedPayloadOf } from '../platform/jobs';
import { copyObject, objectInfo } from '../platform/adapters/files';
import type { documentJobs } from './jobs';
import { addFile } from './add-file';
import { documentKey } from './rules';
import * as tree from './store/tree';

type Payload = ParsedPayloadOf<typeof documentJobs.fileDeliveredDocument>;

/** 'Return.pdf', then 'Return (2).pdf', 'Return (3).pdf'... */
export function numberedName(name: string, n: number): string {
  if (n <= 1) return name;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

export async function runFileDeliveredDocument(p: Payload): Promise<void> {
  if (await tree.getFile(p.firmId, p.companyId, p.documentId)) return;
  const info = await objectInfo(p.sourceKey);
  if (!info) return;
  let name = p.documentName;
  for (let n = 2; (await tree.filesNamed(p.firmId, p.companyId, p.path, name, 'active')).length > 0; n++) {
    name = numberedName(p.documentName, n);
  }
  const key = documentKey(p.firmId, p.companyId, p.documentId);
  await copyObject(p.sourceKey, key);
  await addFile(
    {
      firmId: p.firmId,
      companyId: p.companyId,
      documentId: p.documentId,
      path: p.path,
      document_name: name,
      content_type: p.contentType,
      size: info.size,
      storage_key: key,
      uploaded_by: p.by,
      ...(p.taxYear ? { tax_year: p.taxYear } : {}),
    },
    p.by,
  );
}
