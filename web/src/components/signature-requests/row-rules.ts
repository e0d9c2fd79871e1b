/** What a row of the signature requests table offers (FA §2.7, §4.3). */
import { signatureRequestStillProcessing } from '@ledgerline/shared/signature-requests';

export type RowAction = 'download' | 'complete' | 'delete';

/** Mark as completed: a request that was sent, signed or not yet. */
export const canComplete = (status: string) => status === 'sent' || status === 'signed';

/** A request still being read does not open (the spec's info toast says why). */
export const opens = (status: string) => !signatureRequestStillProcessing(status);

/** The table refreshes itself while a row on it is still being read. */
export const anyStillProcessing = (rows: readonly { status: string }[]) =>
  rows.some((r) => signatureRequestStillProcessing(r.status));
