import { RateCounter } from './data/entities/rate-counter';

export interface RateWindow {
  /** What is counted: `signin-fail:acct:<userId>`, `lookup:ip:<address>`, ... */
  key: string;
  seconds: number;
  limit: number;
}

/**
 * Counts live in fixed windows, but a limit is checked over a sliding one: the previous window's count,
 * weighted by how much of it still lies within the last `seconds`, plus the current window's. A fixed window
 * alone would let twice the limit through around a window's edge.
 */
function windowsOf(w: RateWindow, now: number) {
  const start = Math.floor(now / 1000 / w.seconds) * w.seconds;
  const elapsed = now / 1000 - start;
  return {
    window: String(start),
    previous: String(start - w.seconds),
    previousWeight: 1 - elapsed / w.seconds,
    ttl: start + w.seconds * 3,
  };
}

async function slidingCount(
  w: RateWindow,
  now: number,
  current?: number,
): Promise<{ count: number; previousWeight: number; previous: number; current: number }> {
  const { window, previous, previousWeight } = windowsOf(w, now);
  const [cur, prev] = await Promise.all([
    current !== undefined
      ? Promise.resolve(current)
      : RateCounter.get({ key: w.key, window })
          .go({ consistent: true })
          .then((r) => r.data?.count ?? 0),
    RateCounter.get({ key: w.key, window: previous })
      .go({ consistent: true })
      .then((r) => r.data?.count ?? 0),
  ]);
  // Rounded up: a hit from just before the edge still counts whole a moment after it.
  return { count: cur + Math.ceil(prev * previousWeight), previousWeight, previous: prev, current: cur };
}

/** Counts one more event; answers the sliding count including it. */
export async function countHit(w: RateWindow, now = Date.now()): Promise<number> {
  const { window, ttl } = windowsOf(w, now);
  const out = await RateCounter.update({ key: w.key, window })
    .add({ count: 1 })
    .set({ ttl })
    .go({ response: 'all_new' });
  return (await slidingCount(w, now, out.data.count ?? 1)).count;
}

/** Whether the last `seconds` already hold `limit` events; seconds until enough of them have aged out. */
export async function isLimited(w: RateWindow, now = Date.now()): Promise<{ limited: boolean; retryAfter: number }> {
  const { count, previous, current } = await slidingCount(w, now);
  const limited = count >= w.limit;
  if (!limited) return { limited, retryAfter: 0 };
  const start = Math.floor(now / 1000 / w.seconds) * w.seconds;
  // The previous window's share shrinks linearly; once it is gone only the current window counts.
  const secondsToEnd = start + w.seconds - now / 1000;
  const needed =
    current >= w.limit || previous === 0
      ? secondsToEnd
      : Math.min(secondsToEnd, Math.max(1, ((count - w.limit) / previous) * w.seconds + 1));
  return { limited, retryAfter: Math.max(1, Math.ceil(needed)) };
}

export async function clearHits(w: RateWindow, now = Date.now()): Promise<void> {
  const { window, previous } = windowsOf(w, now);
  await Promise.all([
    RateCounter.delete({ key: w.key, window }).go(),
    RateCounter.delete({ key: w.key, window: previous }).go(),
  ]);
}
