import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { useLocalServices } from '../../../../tests/support/in-process';

let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());
afterEach(() => vi.restoreAllMocks());

async function modules() {
  const { getItem, getItems } = await import('./batch-get');
  const { documentClient } = await import('./client');
  const { User } = await import('./entities/user');
  const { Firm } = await import('./entities/firm');
  const { newId } = await import('../auth/secrets');
  const sent = vi.spyOn(documentClient, 'send');
  return { getItem, getItems, User, Firm, newId, sent };
}

describe('point reads started together share one BatchGetItem', () => {
  it('reads of different entities started side by side go out as one call, and each gets its own item', async () => {
    const { getItem, User, Firm, newId, sent } = await modules();
    const firmId = newId();
    const userId = newId();
    await Firm.create({ firmId, name: 'Batch Firm' }).go();
    await User.create({ firmId, userId, uid: newId(), email: `${userId}@test.example` }).go();
    sent.mockClear();

    const [firm, user, missing] = await Promise.all([
      getItem(Firm, { firmId }),
      getItem(User, { firmId, userId }, { consistent: true }),
      getItem(User, { firmId, userId: newId() }),
    ]);

    expect(firm?.name).toBe('Batch Firm');
    expect(user?.userId).toBe(userId);
    expect(missing).toBeNull();
    expect(sent).toHaveBeenCalledTimes(1);
    const input = sent.mock.calls[0][0].input as { RequestItems: Record<string, { ConsistentRead: boolean }> };
    // One consistent read makes the whole batch consistent, so no reader gets older data than it asked for.
    expect(Object.values(input.RequestItems)[0].ConsistentRead).toBe(true);
  });

  it('the same key asked twice is read once; more than 100 keys are split into batches, answered in key order', async () => {
    const { getItem, getItems, User, newId, sent } = await modules();
    const firmId = newId();
    const ids = Array.from({ length: 130 }, () => newId());
    await Promise.all(
      ids.map((userId) => User.create({ firmId, userId, uid: newId(), email: `${userId}@test.example` }).go()),
    );
    sent.mockClear();

    const [one, again] = await Promise.all([
      getItem(User, { firmId, userId: ids[0] }),
      getItem(User, { firmId, userId: ids[0] }),
    ]);
    expect(one?.userId).toBe(ids[0]);
    expect(again?.userId).toBe(ids[0]);
    expect(sent).toHaveBeenCalledTimes(1);

    sent.mockClear();
    const many = await getItems(
      User,
      [...ids].reverse().map((userId) => ({ firmId, userId })),
    );
    expect(many.map((u) => u.userId)).toEqual([...ids].reverse());
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('a read made withNextBatch waits for the next batch and goes out in it, or when sendQueuedReads is called', async () => {
    const { getItem, User, Firm, newId, sent } = await modules();
    const { sendQueuedReads } = await import('./batch-get');
    const firmId = newId();
    const userId = newId();
    await Firm.create({ firmId, name: 'Rider Firm' }).go();
    await User.create({ firmId, userId, uid: newId(), email: `${userId}@test.example` }).go();
    sent.mockClear();

    const rider = getItem(User, { firmId, userId }, { consistent: true, withNextBatch: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).not.toHaveBeenCalled();
    const [user, firm] = await Promise.all([rider, getItem(Firm, { firmId })]);
    expect([user?.userId, firm?.name]).toEqual([userId, 'Rider Firm']);
    expect(sent).toHaveBeenCalledTimes(1);

    sent.mockClear();
    const alone = getItem(User, { firmId, userId }, { withNextBatch: true });
    sendQueuedReads();
    expect((await alone)?.userId).toBe(userId);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('reads started after an earlier batch has gone out are sent again: nothing is kept between batches', async () => {
    const { getItem, User, newId } = await modules();
    const firmId = newId();
    const userId = newId();
    await User.create({ firmId, userId, uid: newId(), email: `${userId}@test.example` }).go();
    expect((await getItem(User, { firmId, userId }))?.paying).toBe(true);

    await User.patch({ firmId, userId }).set({ paying: false }).go();

    expect((await getItem(User, { firmId, userId }, { consistent: true }))?.paying).toBe(false);
  });
});
