import type { ScheduledEvent } from 'aws-lambda';
import { log } from '@ledgerline/functions/platform/log';
import { sweepDueItems } from './sweeper';

/** EventBridge rule target, every minute. */
export async function handler(_event?: ScheduledEvent): Promise<void> {
  const result = await sweepDueItems(new Date());
  if (result.enqueued.length || result.failed) {
    log('info', 'due items swept', {
      enqueued: result.enqueued.length,
      skipped: result.skipped,
      failed: result.failed,
    });
  }
  if (result.failed) throw new Error(`${result.failed} due items could not be enqueued`);
}
