/**
 * FA §4.4: what deactivating or activating a client does besides their paying flag. Deactivation: with
 * is_deactivating_all_entities the active entities they are primary owner of become inactive; the questionnaires of
 * their entities that no other active owner uses are locked; messages waiting for their time in their conversations
 * are removed. Activation with is_activating_all_entities: their inactive entities become active again.
 * Small effects run in the request; larger ones in a queued job (`userJobs.clientLifecycle`) whose progress is a
 * bulk task. Both plan from the current data, so a repeat finds nothing left to do.
 */
import type { MessageItem } from '../platform/data/entities/message';
import { enqueue } from '../platform/adapters/queue';
import { createBulkTask, deleteBulkTask, recordBulkProgress } from '../platform/bulk-tasks';
import { removeScheduledMessage, scheduledMessagesOfClient } from '../platform/client-conversations';
import { syncDirectoryEntity } from '../platform/directory';
import { Unavailable } from '../platform/errors';
import type { ParsedPayloadOf } from '../platform/jobs';
import { log } from '../platform/log';
import { userJobs } from './jobs';
import {
  entitiesToActivate,
  entitiesToDeactivate,
  entitiesToLock,
  inlineLifecycleWrites,
  planWrites,
  type LifecyclePlan,
} from './lifecycle-rules';
import {
  companiesOfUser,
  type CompanyItem,
  getUserConsistent,
  getUsersByIds,
  lockQuestionnaire,
  ownerIdsOfEach,
  questionnairesOfCompany,
  setCompanyInactive,
} from './store';

export type LifecycleAction = 'deactivate' | 'activate';

interface Plan extends Omit<LifecyclePlan, 'scheduled'> {
  action: LifecycleAction;
  scheduled: MessageItem[];
}

/** How many of each entity's other owners are active clients. */
async function otherActiveOwners(firmId: string, userId: string, companies: CompanyItem[]) {
  const companyIds = companies.map((c) => c.companyId);
  const owners = await ownerIdsOfEach(companies);
  const others = [...new Set(owners.flat())].filter((id) => id !== userId);
  const active = new Set(
    (await getUsersByIds(firmId, others)).filter((u) => u.paying !== false && !u.deleted_at).map((u) => u.userId),
  );
  return new Map(companyIds.map((id, i) => [id, owners[i]!.filter((o) => o !== userId && active.has(o)).length]));
}

export async function planLifecycle(
  firmId: string,
  userId: string,
  action: LifecycleAction,
  withEntities: boolean,
): Promise<Plan> {
  const companies = await companiesOfUser(firmId, userId);
  if (action === 'activate')
    return { action, entities: withEntities ? entitiesToActivate(companies) : [], questionnaires: [], scheduled: [] };
  const entities = withEntities ? entitiesToDeactivate(companies, userId) : [];
  const others = await otherActiveOwners(firmId, userId, companies);
  const lockable = entitiesToLock(companies, others, entities);
  const questionnaires = (await Promise.all(lockable.map((id) => questionnairesOfCompany(firmId, id))))
    .flat()
    .filter((q) => !q.locked)
    .map((q) => q.questionnaireId);
  const scheduled = await scheduledMessagesOfClient(firmId, userId);
  return { action, entities, questionnaires, scheduled };
}

const writesOf = (p: Plan) => planWrites({ ...p, scheduled: p.scheduled.length });

/** Does a plan: each write is idempotent (a flag set again, a message already gone is skipped). */
async function runPlan(firmId: string, p: Plan): Promise<void> {
  for (const companyId of p.entities) {
    await setCompanyInactive(firmId, companyId, p.action === 'deactivate');
    await syncDirectoryEntity(firmId, companyId);
  }
  for (let i = 0; i < p.questionnaires.length; i += 10)
    await Promise.all(p.questionnaires.slice(i, i + 10).map((id) => lockQuestionnaire(firmId, id)));
  for (const m of p.scheduled) await removeScheduledMessage(m);
}

/**
 * After the client's paying flag was written: the effects, in the request when small, else queued. Answers the
 * bulk task's id when queued, null when done here.
 */
export async function applyLifecycle(
  firmId: string,
  userId: string,
  action: LifecycleAction,
  withEntities: boolean,
  createdBy: string,
): Promise<string | null> {
  const plan = await planLifecycle(firmId, userId, action, withEntities);
  const writes = writesOf(plan);
  if (writes <= inlineLifecycleWrites) {
    await runPlan(firmId, plan);
    return null;
  }
  const taskId = await createBulkTask({ firmId, kind: `client_${action}`, createdBy, total: writes });
  try {
    await enqueue(userJobs.clientLifecycle, { firmId, userId, action, withEntities, taskId }, { dedupeId: taskId });
  } catch (e) {
    log('error', 'client lifecycle could not be queued', { firmId, userId, error: (e as Error).message });
    await deleteBulkTask(firmId, taskId);
    throw new Unavailable('The change was saved, but its effects could not be queued. Please save again.');
  }
  return taskId;
}

/** Rounds a job does at most (a client's waiting messages are read a page per conversation per round). */
const maxRounds = 20;

/** The `clientLifecycle` job: nothing when the client's state no longer is the action's (changed back meanwhile). */
export async function runClientLifecycle(payload: ParsedPayloadOf<typeof userJobs.clientLifecycle>) {
  const { firmId, userId, action, withEntities, taskId } = payload;
  const user = await getUserConsistent(firmId, userId);
  const current = user && !user.deleted_at && (user.paying === false ? 'deactivate' : 'activate');
  let done = 0;
  if (current === action) {
    for (let round = 1; round <= maxRounds; round++) {
      const plan = await planLifecycle(firmId, userId, action, withEntities);
      const writes = writesOf(plan);
      if (writes === 0) break;
      await runPlan(firmId, plan);
      done += writes;
      await recordBulkProgress(firmId, taskId, done, false);
    }
  }
  await recordBulkProgress(firmId, taskId, done, true);
  return { done };
}
