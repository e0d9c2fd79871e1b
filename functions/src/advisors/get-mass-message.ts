import { advisorRoutes } from '@ledgerline/shared/routes/advisors';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { getMassEmail, listFailures } from './store';

/** Progress for its sender (and partners): counts and who could not be reached, and why. */
export const getMassMessage = handle(advisorRoutes.getMassMessage, async (ctx) => {
  const { caller } = ctx;
  const item = await getMassEmail(caller.firmId, ctx.input.id);
  if (!item || (item.sender_id !== caller.userId && caller.firmAccess !== 'partner' && caller.firmAccess !== 'admin'))
    throw new NotFound('mass email', 'Mass email not found');
  const failures = item.failed ? await listFailures(caller.firmId, item.massEmailId) : [];
  return {
    id: item.massEmailId,
    subject: item.subject,
    status: item.status,
    total: item.total,
    sent: item.sent ?? 0,
    failed: item.failed ?? 0,
    failures: failures.map((f) => ({
      user_id: f.userId,
      name: f.name ?? '',
      email: f.email ?? null,
      reason: f.reason ?? '',
    })),
    created_at: item.created_at ?? '',
    finished_at: item.finished_at ?? null,
  };
});
