/**
 * Sending clients their sign-in information (FA §2.5 'send login info', §7.3 "sends sign-in links; resets
 * passwords"): each active client with an email of their own gets a sign-in link and has their password reset
 * (platform/login-info.ts); inactive and deleted clients and those with a temporary email are skipped and counted.
 * Every id must be a client the caller may see (else 404, nothing said). Up to `bulkInlineLimit` mails go in the
 * request; more in queued batches, each client's mail sent once (a repeated batch skips it).
 */
import type { Caller } from '@ledgerline/shared/access';
import { bulkInlineLimit, hasRealEmail, userOwnText } from '@ledgerline/shared/users';
import type { UserItem } from '../platform/data/entities/user';
import { enqueue } from '../platform/adapters/queue';
import { createBulkTask, deleteBulkTask, recordBulkProgress } from '../platform/bulk-tasks';
import { NotFound, Unavailable } from '../platform/errors';
import { isGroupLimited } from '../platform/firm-groups';
import type { ParsedPayloadOf } from '../platform/jobs';
import { sendLoginInfo } from '../platform/login-info';
import { log } from '../platform/log';
import { once } from '../platform/once';
import { advisorJobs } from './jobs';
import { getFirm, getUsersByIds } from './store';

/** Clients one queued job mails before it queues the next batch. */
export const loginInfoBatchSize = 25;

/** Whether a client gets login info: active, not deleted, with an email of their own. */
export function getsLoginInfo(u: Pick<UserItem, 'paying' | 'deleted_at' | 'email' | 'has_temp_email'>): boolean {
  return u.paying !== false && !u.deleted_at && hasRealEmail(u);
}

const sendFailed = 'Sorry, there was a problem sending the sign-in link. Please try again later.';

export async function sendClientLoginInfo(caller: Caller, userIds: string[]) {
  const { firmId } = caller;
  const users = await getUsersByIds(firmId, userIds);
  const limited = isGroupLimited(caller);
  const visible = (u: UserItem) =>
    !u.is_advisor && (!limited || (caller.firmGroupId && u.firm_group_id === caller.firmGroupId));
  if (users.length !== userIds.length || !users.every(visible))
    throw new NotFound('user', userOwnText.someUsersNotFound);
  const eligible = users.filter(getsLoginInfo);
  const skipped = users.length - eligible.length;
  if (eligible.length > bulkInlineLimit) {
    const taskId = await createBulkTask({
      firmId,
      kind: 'send_login_info',
      createdBy: caller.userId,
      total: eligible.length,
    });
    try {
      await enqueue(
        advisorJobs.sendLoginInfo,
        { firmId, taskId, userIds: eligible.map((u) => u.userId) },
        { dedupeId: `${taskId}-0` },
      );
    } catch (e) {
      log('error', 'login info could not be queued', { firmId, error: (e as Error).message });
      await deleteBulkTask(firmId, taskId);
      throw new Unavailable('The sign-in links could not be queued. Please try again.');
    }
    return { message: userOwnText.loginInfoQueued(eligible.length), sent: eligible.length, skipped, task_id: taskId };
  }
  const firmName = (await getFirm(firmId))?.name ?? 'Ledgerline';
  let sent = 0;
  for (const user of eligible) {
    try {
      await sendLoginInfo(user, firmName);
      sent++;
    } catch (e) {
      log('error', 'login info failed', { firmId, userId: user.userId, error: (e as Error).message });
    }
  }
  if (sent === 0 && eligible.length > 0) throw new Unavailable(sendFailed);
  return { message: userOwnText.loginInfoSent(sent), sent, skipped: skipped + (eligible.length - sent), task_id: null };
}

/** The `sendLoginInfo` job: one batch, then the next is queued; a client who changed meanwhile is skipped. */
export async function continueSendLoginInfo(payload: ParsedPayloadOf<typeof advisorJobs.sendLoginInfo>) {
  const { firmId, taskId, userIds, from } = payload;
  const to = Math.min(from + loginInfoBatchSize, userIds.length);
  const firmName = (await getFirm(firmId))?.name ?? 'Ledgerline';
  const users = await getUsersByIds(firmId, userIds.slice(from, to));
  let sent = 0;
  for (const user of users.filter((u) => !u.is_advisor && getsLoginInfo(u))) {
    if (await once(firmId, `login-info:${taskId}:${user.userId}`, () => sendLoginInfo(user, firmName))) sent++;
  }
  const finished = to >= userIds.length;
  await recordBulkProgress(firmId, taskId, to, finished);
  if (!finished) await enqueue(advisorJobs.sendLoginInfo, { ...payload, from: to }, { dedupeId: `${taskId}-${to}` });
  return { sent, to };
}
