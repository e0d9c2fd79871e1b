import { RateCounter } from './data/entities/rate-counter';

export interface RateWindow {
  /** What is counted: `signin-fail:acct:<userId>`, `lookup:ip:<address>`, ... */
  key: string;
  seconds: number;
  limit: number;
}

function windowOf(w: RateWindow, now: number) {
  const start = Math.floor(now / 1000 / w.seconds) * w.seconds;
  return { window: String(start), ttl: start + w.seconds * 2, retryAfter: start + w.seconds - Math.floor(now / 1000) };
}

/** Counts one more event in the current fixed window; answers the new count. */
export async function countHit(w: RateWindow, now = Date.now()): Promise<number> {
  const { window, ttl } = windowOf(w, now);
  const out = await RateCounter.update({ key: w.key, window }).add({ count: 1 }).set({ ttl }).go({ response: 'all_new' });
  return out.data.count ?? 1;
}

/** Whether the window is already full; seconds until it resets. */
export async function isLimited(w: RateWindow, now = Date.now()): Promise<{ limited: boolean; retryAfter: number }> {
  const { window, retryAfter } = windowOf(w, now);
  const item = await RateCounter.get({ key: w.key, window }).go({ consistent: true });
  return { limited: (item.data?.count ?? 0) >= w.limit, retryAfter };
}

export async function clearHits(w: RateWindow, now = Date.now()): Promise<void> {
  await RateCounter.delete({ key: w.key, window: windowOf(w, now).window }).go();
}
