import { randomUUID } from 'node:crypto';
import { DueItem, dueShardOf } from './data/entities/due-item';
import { isConditionFailure } from './data/transact';
import type { JobSpec, PayloadOf } from './jobs';

/**
 * Scheduled things are items with a due time; the sweeper enqueues them when due. Scheduling,
 * rescheduling and cancelling are plain conditional writes: only a pending item can change.
 */

export interface ScheduleInput {
  firmId: string;
  dueAt: Date | string;
  /** A caller-chosen id makes scheduling idempotent: a second schedule with it throws DueItemExists. */
  id?: string;
}

export class DueItemExists extends Error {
  constructor(readonly id: string) {
    super(`due item ${id} already exists`);
    this.name = 'DueItemExists';
  }
}

/** Schedules a declared job (the sweeper queues it when due); its payload is checked now. Returns the item's id. */
export async function scheduleDueItem<J extends JobSpec>(
  job: J,
  payload: PayloadOf<J>,
  input: ScheduleInput,
): Promise<string> {
  const id = input.id ?? randomUUID();
  try {
    await DueItem.create({
      firmId: input.firmId,
      id,
      kind: job.name,
      payload: job.payload.parse(payload) ?? {},
      due_at: toIso(input.dueAt),
      status: 'pending',
      shard: dueShardOf(id),
    }).go();
  } catch (e) {
    if (isConditionFailure(e)) throw new DueItemExists(id);
    throw e;
  }
  return id;
}

/** Moves a pending item to a new time (and optionally a new payload); false if it is no longer pending. */
export async function rescheduleDueItem(input: {
  firmId: string;
  id: string;
  dueAt: Date | string;
  payload?: unknown;
}): Promise<boolean> {
  try {
    await DueItem.patch({ firmId: input.firmId, id: input.id })
      .set({
        status: 'pending',
        due_at: toIso(input.dueAt),
        shard: dueShardOf(input.id),
        ...(input.payload !== undefined ? { payload: input.payload } : {}),
      })
      .where(({ status }, { eq }) => eq(status, 'pending'))
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** Cancels a pending item; false if it is missing, already enqueued or already cancelled. */
export async function cancelDueItem(input: { firmId: string; id: string }): Promise<boolean> {
  // The sparse index's keys are removed together with the status change, which needs the item's
  // due time; if a reschedule slips in between the read and the write, read again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const { data: item } = await DueItem.get({ firmId: input.firmId, id: input.id }).go({ consistent: true });
    if (!item || item.status !== 'pending') return false;
    try {
      await DueItem.patch({ firmId: input.firmId, id: input.id })
        .set({ status: 'cancelled', cancelled_at: new Date().toISOString(), due_at: item.due_at, shard: item.shard })
        .where(({ status, due_at }, { eq }) => `${eq(status, 'pending')} AND ${eq(due_at, item.due_at)}`)
        .go();
      return true;
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
  }
  return false;
}

export async function getDueItem(firmId: string, id: string) {
  const { data } = await DueItem.get({ firmId, id }).go({ consistent: true });
  return data;
}

function toIso(t: Date | string): string {
  const d = t instanceof Date ? t : new Date(t);
  if (Number.isNaN(d.getTime())) throw new RangeError(`not a time: ${String(t)}`);
  return d.toISOString();
}
