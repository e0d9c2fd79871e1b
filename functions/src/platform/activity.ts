import { Activity } from './data/entities/activity';
import { newId } from './auth/secrets';
import { log } from './log';

export interface ActivityInput {
  firmId: string;
  action: string;
  title: string;
  description?: string;
  typeId?: number;
  actorUserId?: string;
  userId?: string;
  companyId?: string;
  ip?: string;
  requestId?: string;
}

/** Writes one line of the firm's activity log (and the structured log, so operators see it too). */
export async function recordActivity(a: ActivityInput): Promise<void> {
  log('info', 'activity', { ...a });
  await Activity.create({
    firmId: a.firmId,
    activityId: newId(),
    created_at: new Date().toISOString(),
    type_id: a.typeId ?? 0,
    action: a.action,
    title: a.title,
    description: a.description ?? '',
    actor_user_id: a.actorUserId,
    user_id: a.userId,
    company_id: a.companyId,
    ip: a.ip,
    request_id: a.requestId,
  }).go();
}
