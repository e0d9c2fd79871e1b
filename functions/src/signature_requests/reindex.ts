import { deliveryRef } from '../platform/directory-keys';
import { reindexDirectoryItem } from '../platform/directory';
import { log } from '../platform/log';

/**
 * After every write of a request: its row on the firm's table (the directory index, kind 'signature_request'). A
 * failure is logged, not answered: the write stands, and the row catches up at the request's next write or the
 * firm's reindex job.
 */
export async function reindexRequest(firmId: string, companyId: string, signatureRequestId: string): Promise<void> {
  const id = deliveryRef(companyId, signatureRequestId);
  try {
    await reindexDirectoryItem(firmId, 'signature_request', id);
  } catch (e) {
    log('error', 'signature request reindex failed', { firmId, id, error: (e as Error).message });
  }
}
