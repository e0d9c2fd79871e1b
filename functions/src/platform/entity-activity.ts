/** A line of an entity's activity log for a change of it or of what it holds (FA §3.5 type 1, detail change). */
import type { Caller } from '@ledgerline/shared/access';
import { activityType } from '@ledgerline/shared/activity-types';
import { recordActivity } from './activity';

export async function entityActivity(
  ctx: { caller: Caller; ip: string; requestId: string },
  companyId: string,
  action: string,
  title: string,
  extra: { description?: string; userId?: string } = {},
): Promise<void> {
  await recordActivity({
    firmId: ctx.caller.firmId,
    action,
    title,
    typeId: activityType.detailChange,
    description: extra.description,
    actorUserId: ctx.caller.userId,
    userId: extra.userId,
    companyId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
}
