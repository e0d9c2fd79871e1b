import { advisorRoutes } from '@ledgerline/shared/routes/advisors';
import { handle } from '../platform/handle';
import { massEmailText } from '@ledgerline/shared/mass-email';
import { Unavailable } from '../platform/errors';
import { newId } from '../platform/auth/secrets';
import { recordActivity } from '../platform/activity';
import { enqueue } from '../platform/adapters/queue';
import { createMassEmail, deleteMassEmail } from './store';
import { log } from '../platform/log';
import { advisorJobs } from './jobs';
import { assertMaySend, checkRecipients } from './mass-email';

export const sendMassMessage = handle(advisorRoutes.sendMassMessage, async (ctx) => {
  const { caller } = ctx;
  await assertMaySend(caller);
  const { subject, body, client_ids } = ctx.input;
  await checkRecipients(caller, client_ids);
  const massEmailId = newId();
  await createMassEmail({
    firmId: caller.firmId,
    massEmailId,
    sender_id: caller.userId,
    subject,
    body,
    client_ids,
    status: 'queued',
    total: client_ids.length,
  });
  try {
    await enqueue(advisorJobs.massEmail, { firmId: caller.firmId, massEmailId }, { dedupeId: `mass-${massEmailId}` });
  } catch (e) {
    log('error', 'mass email could not be queued', { firmId: caller.firmId, massEmailId, error: (e as Error).message });
    await deleteMassEmail(caller.firmId, massEmailId);
    throw new Unavailable('The mass email could not be queued. Please try again.');
  }
  await recordActivity({
    firmId: caller.firmId,
    action: 'mass_email_queued',
    title: 'Mass email queued',
    description: `“${subject}” to ${client_ids.length} client${client_ids.length === 1 ? '' : 's'}`,
    actorUserId: caller.userId,
    userId: caller.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: massEmailText.queued, mass_email_id: massEmailId, recipients: client_ids.length };
});
