import { LoadError } from '../api/client';

/** An API answer as SWR wants it: the data, or a LoadError carrying the server's message and status. */
export async function unwrap<T>(
  p: Promise<{ ok: boolean; data: T; error?: string; status: number } | undefined>,
): Promise<T> {
  const res = await p;
  if (!res) throw new LoadError('network');
  if (!res.ok) throw new LoadError(res.error ?? 'error', res.status);
  return res.data;
}

/** Retry network trouble and server errors; a 4xx will answer the same again. */
export const noRetryOn4xx = (err: { status?: number }) => err?.status === undefined || err.status >= 500;
