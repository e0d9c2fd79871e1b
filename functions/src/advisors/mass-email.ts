/**
 * Mass email (MD §2, §5, §6, §8): a test to oneself, and the real send, which checks every recipient, stores
 * the mass email and queues its fan-out, answering at once however many clients it goes to.
 */
import type { Caller } from '@ledgerline/shared/access';
import type { MassMessageInput, TestMassMessageInput } from '@ledgerline/shared/schemas/advisors';
import { massEmailText, placeholderValues } from '@ledgerline/shared/mass-email';
import type { RequestContext } from '../platform/http';
import { signedIn } from '../platform/http';
import { Forbidden, NotFound, Unavailable, Unprocessable } from '../platform/errors';
import { newId } from '../platform/auth/secrets';
import { recordActivity } from '../platform/activity';
import { sendMail } from '../platform/adapters/mail';
import { enqueue } from '../platform/adapters/queue';
import { Firm } from '../platform/data/entities/firm';
import { MassEmail, MassEmailResult, type MassEmailItem, type MassEmailResultItem } from '../platform/data/entities/mass-email';
import type { UserItem } from '../platform/data/entities/user';
import { batchGetUsers } from '../platform/user-batch';
import { isGroupLimited } from '../platform/firm-groups';
import { log } from '../platform/log';
import { renderMassEmail } from './mass-email-render';
import { massEmailKind } from './mass-email-jobs';

export const massEmailCannotSend = 'This account is read-only, so it cannot send email.';

function assertMaySend(caller: Caller) {
  if (caller.readonly) throw new Forbidden(massEmailCannotSend);
}

const displayName = (u: Pick<UserItem, 'fname' | 'lname'> | undefined) => (u ? `${u.fname ?? ''} ${u.lname ?? ''}`.trim() : '');

/** 'Send Test Email To Myself': the sender stands in for the client (and for the assigned firm user). */
async function sendTestMassMessage(ctx: RequestContext<TestMassMessageInput>) {
  const caller = signedIn(ctx);
  assertMaySend(caller);
  const [me, firm] = await Promise.all([batchGetUsers(caller.firmId, [caller.userId]).then((m) => m.get(caller.userId)), Firm.get({ firmId: caller.firmId }).go()]);
  if (!me) throw new NotFound('user');
  const mail = renderMassEmail({ name: firm.data?.name ?? '', primary: (firm.data?.theme as { primary?: unknown })?.primary }, ctx.input.subject, ctx.input.body, placeholderValues(me, displayName(me)));
  await sendMail({ to: me.email, subject: `[Test] ${mail.subject}`, text: mail.text, html: mail.html });
  await recordActivity({ firmId: caller.firmId, action: 'mass_email_test_sent', title: 'Test mass email sent', description: ctx.input.subject, actorUserId: caller.userId, userId: caller.userId, ip: ctx.ip, requestId: ctx.requestId });
  return { message: massEmailText.testSent };
}

/** Every id must be a client of the caller's firm that the caller may see; otherwise nothing is sent. */
async function checkRecipients(caller: Caller, clientIds: string[]): Promise<void> {
  const users = await batchGetUsers(caller.firmId, clientIds, ['is_advisor', 'deleted_at', 'firm_group_id']);
  const limited = isGroupLimited(caller);
  const unknown = clientIds.filter((id) => {
    const u = users.get(id);
    return !u || u.deleted_at || (limited && (!caller.firmGroupId || u.firm_group_id !== caller.firmGroupId));
  });
  if (unknown.length > 0) throw new NotFound('user', massEmailText.usersNotFound);
  if (clientIds.some((id) => users.get(id)!.is_advisor)) throw new Unprocessable(massEmailText.notClients);
}

async function sendMassMessage(ctx: RequestContext<MassMessageInput>) {
  const caller = signedIn(ctx);
  assertMaySend(caller);
  const { subject, body, client_ids } = ctx.input;
  await checkRecipients(caller, client_ids);
  const massEmailId = newId();
  await MassEmail.create({ firmId: caller.firmId, massEmailId, sender_id: caller.userId, subject, body, client_ids, status: 'queued', total: client_ids.length }).go();
  try {
    await enqueue({ kind: massEmailKind, payload: { firmId: caller.firmId, massEmailId }, dedupeId: `mass-${massEmailId}` });
  } catch (e) {
    log('error', 'mass email could not be queued', { firmId: caller.firmId, massEmailId, error: (e as Error).message });
    await MassEmail.delete({ firmId: caller.firmId, massEmailId }).go();
    throw new Unavailable('The mass email could not be queued. Please try again.');
  }
  await recordActivity({ firmId: caller.firmId, action: 'mass_email_queued', title: 'Mass email queued', description: `“${subject}” to ${client_ids.length} client${client_ids.length === 1 ? '' : 's'}`, actorUserId: caller.userId, userId: caller.userId, ip: ctx.ip, requestId: ctx.requestId });
  return { message: massEmailText.queued, mass_email_id: massEmailId, recipients: client_ids.length };
}

/** Progress for its sender (and partners): counts and who could not be reached, and why. */
async function getMassMessage(ctx: RequestContext<{ id: string }>) {
  const caller = signedIn(ctx);
  const item = (await MassEmail.get({ firmId: caller.firmId, massEmailId: ctx.input.id }).go({ consistent: true })).data as MassEmailItem | null;
  if (!item || (item.sender_id !== caller.userId && caller.firmAccess !== 'partner' && caller.firmAccess !== 'admin')) throw new NotFound('mass email', 'Mass email not found');
  const failures = item.failed ? await listFailures(caller.firmId, item.massEmailId) : [];
  return {
    id: item.massEmailId,
    subject: item.subject,
    status: item.status,
    total: item.total,
    sent: item.sent ?? 0,
    failed: item.failed ?? 0,
    failures: failures.map((f) => ({ user_id: f.userId, name: f.name ?? '', email: f.email ?? null, reason: f.reason ?? '' })),
    created_at: item.created_at,
    finished_at: item.finished_at ?? null,
  };
}

export async function listFailures(firmId: string, massEmailId: string): Promise<MassEmailResultItem[]> {
  const { data } = await MassEmailResult.query.byMassEmail({ firmId, massEmailId }).where((a, op) => op.eq(a.status, 'failed')).go({ pages: 'all' });
  return data as MassEmailResultItem[];
}

export const massEmailOperations = { sendTestMassMessage, sendMassMessage, getMassMessage };
