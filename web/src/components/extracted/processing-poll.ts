/**
 * QD §4, §9 'bulk-upload processing poll interval 1 s up to 120 s with a 132 s recent-document window': after a bulk
 * upload, the questionnaire's recent documents are read every second until none is processing ('finished') or 120 s
 * have passed ('stillProcessing'); the screen then says so. A failed read is tried again at the next tick.
 */
import { processingPoll } from '@ledgerline/shared/extracted-documents';

export type PollOutcome = 'finished' | 'stillProcessing';

export interface PollClock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

const realClock: PollClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

export interface ProcessingPollOptions {
  /** When the upload began (ms): documents since then, less the recent-document window, are read. */
  uploadStartedAt: number;
  /** How many of the documents since `since` are processing; null when the read failed. */
  read: (since: string, signal: AbortSignal) => Promise<number | null>;
  /** Each answered read's count (the card's summary refreshes as documents finish). */
  onCount?: (processing: number) => void;
  /** Once, at the end (never after `stop`). */
  onEnd: (outcome: PollOutcome) => void;
  clock?: PollClock;
}

/** The `since` of every read: the upload's start less the recent-document window. */
export function pollSince(uploadStartedAt: number): string {
  return new Date(uploadStartedAt - processingPoll.recentWindowMs).toISOString();
}

/** Starts polling (the first read a second from now); answers a stop that ends it silently. */
export function startProcessingPoll(options: ProcessingPollOptions): () => void {
  const clock = options.clock ?? realClock;
  const startedAt = clock.now();
  const since = pollSince(options.uploadStartedAt);
  const abort = new AbortController();
  let timer: unknown;

  const tick = async () => {
    const processing = await options.read(since, abort.signal).catch(() => null);
    if (abort.signal.aborted) return;
    if (processing !== null) options.onCount?.(processing);
    if (processing === 0) return options.onEnd('finished');
    if (clock.now() - startedAt + processingPoll.intervalMs > processingPoll.maxMs)
      return options.onEnd('stillProcessing');
    timer = clock.setTimeout(() => void tick(), processingPoll.intervalMs);
  };
  timer = clock.setTimeout(() => void tick(), processingPoll.intervalMs);

  return () => {
    abort.abort();
    clock.clearTimeout(timer);
  };
}
