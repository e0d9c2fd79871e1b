import { displayName } from '@ledgerline/shared/person-name';
import { activityCounterScopes, activityTypeField } from './data/entities/activity-counter';
import { db } from './data/service';
import { mustCommit } from './data/transact';
import { newId } from './auth/secrets';
import { activityTypeOf, isActivityTypeId } from './activity-type-of';
import { log } from './log';
import { Company } from './data/entities/company';
import { User } from './data/entities/user';

export interface ActivityInput {
  firmId: string;
  action: string;
  title: string;
  description?: string;
  /** FA §3.5; when omitted, the type follows from the action (activity-type-of.ts). */
  typeId?: number;
  actorUserId?: string;
  userId?: string;
  companyId?: string;
  questionnaireId?: string;
  ip?: string;
  requestId?: string;
}

/** Concurrent lines of one firm share its counter item; DynamoDB cancels one of two overlapping transactions. */
const conflictRetries = 4;

/**
 * Writes one line of the firm's activity log (and the structured log, so operators see it too). The line and
 * its counters (firm, entity, questionnaire; each in total and by type) commit together or not at all, so the
 * log's totals are exact; a failure propagates to the caller.
 */
export async function recordActivity(a: ActivityInput): Promise<void> {
  const typeId = a.typeId ?? activityTypeOf(a.action);
  if (!isActivityTypeId(typeId)) throw new Error(`Unknown activity type ${typeId} for ${a.action}`);
  const names = await namesOf(a.firmId, a.actorUserId || a.userId, a.companyId);
  const line = {
    ...names,
    firmId: a.firmId,
    activityId: newId(),
    created_at: new Date().toISOString(),
    type_id: typeId,
    action: a.action,
    title: a.title,
    description: a.description ?? '',
    actor_user_id: a.actorUserId,
    user_id: a.userId,
    company_id: a.companyId ?? '',
    questionnaire_id: a.questionnaireId ?? '',
    ip: a.ip,
    request_id: a.requestId,
  };
  log('info', 'activity', { ...a, typeId });
  const add = { total: 1, [activityTypeField(typeId)]: 1 };
  await commitRetryingConflicts(() =>
    db.transaction
      .write(({ activity, activityCounter }) => [
        activity.create(line).commit(),
        ...activityCounterScopes(line).map((scope) =>
          activityCounter.update({ firmId: a.firmId, scope }).add(add).commit(),
        ),
      ])
      .go(),
  );
}

/** Names are cut to this length: a line stays small however long a name is. */
const maxNameLength = 200;

/**
 * The actor's and the entity's names as they read when the line is written (two point reads, side by side).
 * A name that cannot be read is left out: the log screen then looks it up, and shows '—' if it is gone.
 */
async function namesOf(firmId: string, userId: string | undefined, companyId: string | undefined) {
  const [user, company] = await Promise.all([
    userId
      ? User.get({ firmId, userId })
          .go({ attributes: ['fname', 'lname', 'preferred_name'] })
          .then((r) => r.data)
          .catch(() => null)
      : null,
    companyId
      ? Company.get({ firmId, companyId })
          .go({ attributes: ['name', 'hash_id'] })
          .then((r) => r.data)
          .catch(() => null)
      : null,
  ]);
  const actorName = displayName(user);
  return {
    ...(actorName ? { actor_name: actorName.slice(0, maxNameLength) } : {}),
    ...(company?.name ? { company_name: company.name.slice(0, maxNameLength), company_hash: company.hash_id } : {}),
  };
}

type TransactionResult = { canceled: boolean; data: { code: string; message?: string }[] };

/** Runs a transaction again, after a short random pause, while DynamoDB cancels it only for a concurrent one. */
export async function commitRetryingConflicts(
  write: () => Promise<TransactionResult>,
  retries = conflictRetries,
  pauseMs = 20,
  onConditionFailed: () => Error = () => new Error('An activity line with this id already exists'),
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const result = await write();
    if (!result.canceled || attempt === retries || !result.data.some((d) => d.code === 'TransactionConflict')) {
      await mustCommit(Promise.resolve(result), onConditionFailed);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs * 2 ** attempt * (0.5 + Math.random())));
  }
}
