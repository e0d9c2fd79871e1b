import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { useLocalServices } from '../../../tests/support/in-process';

let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());

describe('rate limits hold over a sliding window', () => {
  it('hits just before a window’s edge still count just after it, and age out over the next window', async () => {
    const { countHit, isLimited, clearHits } = await import('./rate-limit');
    const w = { key: `test:${Math.random()}`, seconds: 900, limit: 30 };
    const edge = Math.ceil(Date.now() / 900_000) * 900_000;
    for (let i = 0; i < 20; i++) await countHit(w, edge - 2000);
    for (let i = 0; i < 10; i++) await countHit(w, edge + 1000);
    const right = await isLimited(w, edge + 1500);
    expect(right.limited).toBe(true);
    expect(right.retryAfter).toBeGreaterThan(0);
    // Halfway through the next window, half of the earlier 20 still count: 10 + 10 < 30.
    expect((await isLimited(w, edge + 450_000)).limited).toBe(false);
    await clearHits(w, edge + 1500);
    expect((await isLimited(w, edge + 1500)).limited).toBe(false);
  });
});
