/** The advisors domain's reads and writes: mass emails with their outcomes, a firm user's out of office. */
import { isConditionFailure, mustCommit } from '../platform/data/transact';
import { db } from '../platform/data/service';
import { Firm } from '../platform/data/entities/firm';
import {
  MassEmail,
  MassEmailResult,
  type MassEmailItem,
  type MassEmailResultItem,
} from '../platform/data/entities/mass-email';
import { User, type UserItem } from '../platform/data/entities/user';
import { getItems } from '../platform/data/batch-get';
import type { Outcome } from './mass-email-jobs';

export async function getFirm(firmId: string) {
  return (await Firm.get({ firmId }).go()).data ?? null;
}

export async function getMassEmail(firmId: string, massEmailId: string): Promise<MassEmailItem | null> {
  return ((await MassEmail.get({ firmId, massEmailId }).go({ consistent: true })).data as MassEmailItem | null) ?? null;
}

export async function createMassEmail(m: Parameters<typeof MassEmail.create>[0]): Promise<void> {
  await MassEmail.create(m).go();
}

export async function deleteMassEmail(firmId: string, massEmailId: string): Promise<void> {
  await MassEmail.delete({ firmId, massEmailId }).go();
}

/** queued -> sending; a repeat (already sending or sent) changes nothing. */
export async function markMassEmailSending(firmId: string, massEmailId: string): Promise<void> {
  await MassEmail.patch({ firmId, massEmailId })
    .set({ status: 'sending' })
    .where((a, op) => op.eq(a.status, 'queued'))
    .go()
    .catch((e) => {
      if (!isConditionFailure(e)) throw e;
    });
}

/** -> sent, once: throws a condition failure when it already was. */
export async function markMassEmailSent(firmId: string, massEmailId: string): Promise<void> {
  await MassEmail.patch({ firmId, massEmailId })
    .set({ status: 'sent', finished_at: new Date().toISOString() })
    .where((a, op) => op.ne(a.status, 'sent'))
    .go();
}

export async function getMassEmailResult(firmId: string, massEmailId: string, userId: string) {
  return (await MassEmailResult.get({ firmId, massEmailId, userId }).go({ consistent: true })).data ?? null;
}

/** Which of these recipients already have an outcome. */
export async function recipientsDone(firmId: string, massEmailId: string, userIds: string[]): Promise<Set<string>> {
  const r = await MassEmailResult.get(userIds.map((userId) => ({ firmId, massEmailId, userId }))).go({
    consistent: true,
  });
  return new Set((r.data as { userId: string }[]).map((x) => x.userId));
}

/** The recipients it could not reach (at most `limit` when given). */
export async function listFailures(
  firmId: string,
  massEmailId: string,
  limit?: number,
): Promise<MassEmailResultItem[]> {
  const { data } = await MassEmailResult.query
    .byMassEmail({ firmId, massEmailId })
    .where((a, op) => op.eq(a.status, 'failed'))
    .go({ pages: 'all', ...(limit ? { count: limit } : {}) });
  return data as MassEmailResultItem[];
}

const resultOf = (firmId: string, massEmailId: string, o: Outcome, at: string) => ({
  firmId,
  massEmailId,
  userId: o.userId,
  status: o.status,
  name: o.name,
  at,
  ...(o.email ? { email: o.email } : {}),
  ...(o.reason ? { reason: o.reason } : {}),
});

/** Outcomes and counts together; an outcome already stored (a repeated job) is neither stored nor counted again. */
export async function storeOutcomes(firmId: string, massEmailId: string, outcomes: Outcome[]): Promise<void> {
  const at = new Date().toISOString();
  const write = (group: Outcome[]) =>
    mustCommit(
      db.transaction
        .write(({ massEmailResult, massEmail }) => [
          ...group.map((o) => massEmailResult.create(resultOf(firmId, massEmailId, o, at)).commit()),
          massEmail
            .patch({ firmId, massEmailId })
            .add({
              sent: group.filter((o) => o.status === 'sent').length,
              failed: group.filter((o) => o.status === 'failed').length,
            })
            .commit(),
        ])
        .go(),
      () => new Error('ConditionalCheckFailed: outcome already stored'),
    );
  for (let i = 0; i < outcomes.length; i += 90) {
    const group = outcomes.slice(i, i + 90);
    try {
      await write(group);
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
      for (const o of group)
        await write([o]).catch((err) => {
          if (!isConditionFailure(err)) throw err;
        });
    }
  }
}

/** A delivered email that bounced later: sent -> failed, with the counts; false when it was already reported. */
export async function markBounced(
  firmId: string,
  massEmailId: string,
  userId: string,
  reason: string,
): Promise<boolean> {
  try {
    await mustCommit(
      db.transaction
        .write(({ massEmailResult, massEmail }) => [
          massEmailResult
            .patch({ firmId, massEmailId, userId })
            .set({ status: 'failed', reason })
            .where((a, op) => op.eq(a.status, 'sent'))
            .commit(),
          massEmail.patch({ firmId, massEmailId }).add({ sent: -1, failed: 1 }).commit(),
        ])
        .go(),
      () => new Error('ConditionalCheckFailed: already reported'),
    );
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
  return true;
}

type UserKey = { firmId: string; userId: string };

/** Turns out of office on with a message and a period; an unset start or end is removed. */
export async function setOutOfOffice(
  key: UserKey,
  o: { message: string; period: string; start: string | null; end: string | null },
) {
  const clear = [
    ...(o.start ? [] : ['out_of_office_start' as const]),
    ...(o.end ? [] : ['out_of_office_end' as const]),
  ];
  const set = User.patch(key).set({
    out_of_office: true,
    out_of_office_message: o.message,
    out_of_office_period: o.period,
    ...(o.start ? { out_of_office_start: o.start } : {}),
    ...(o.end ? { out_of_office_end: o.end } : {}),
  });
  return (clear.length ? set.remove(clear) : set).go({ response: 'all_new' });
}

export async function clearOutOfOffice(key: UserKey) {
  return User.patch(key).set({ out_of_office: false }).go({ response: 'all_new' });
}

export { getUser } from '../platform/read-user';
export { editProfile } from '../platform/profile-edit';

/** People of the firm by id (one BatchGet per 100), in the ids' order; ids of nobody are left out. */
export async function getUsersByIds(firmId: string, ids: string[]): Promise<UserItem[]> {
  const found = await getItems(
    User,
    ids.map((userId) => ({ firmId, userId })),
    { consistent: true },
  );
  const byId = new Map(found.map((u) => [u.userId, u]));
  return ids.map((id) => byId.get(id)).filter((u): u is UserItem => u !== undefined);
}
