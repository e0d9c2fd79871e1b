/** Waiting on the local stack's background work (its queue, sweeper and consumers) from API tests. */

/** Reads until `ok` holds or `ms` have passed; answers the last read either way, for the test's own assertion. */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 400));
  }
}

/** Past the queue's visibility timeout (10 s locally): a failed delivery has come back by then. */
export const redelivered = () => new Promise((r) => setTimeout(r, 13_000));
