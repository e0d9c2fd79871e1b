/**
 * QD §4 'After a checklist upload the questionnaire is reloaded while documents process', §9 'after checklist
 * upload reload every 750 ms up to 200 times': the questionnaire is read again until no document of it is
 * processing, or the tries run out. A failed read counts as a try and the next one goes ahead.
 */
import { checklistReloadPoll } from '@ledgerline/shared/extracted-documents';
import type { AnsweredQuestionnaire } from '../../../api/answering';
import { stillProcessing } from './extracted-status';

export interface ReloadTimers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

const realTimers: ReloadTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** Whether to read once more after `tries` reads, the last of which answered `latest` (null: it failed). */
export function keepReloading(tries: number, latest: AnsweredQuestionnaire | null): boolean {
  if (tries >= checklistReloadPoll.maxTries) return false;
  return latest === null || stillProcessing(latest);
}

/**
 * Starts reading (the first read one interval from now, each read shown by `reload` itself); answers a stop that
 * ends it, as when the checklist is left or another upload starts a fresh count.
 */
export function reloadWhileProcessing(
  reload: () => Promise<AnsweredQuestionnaire | null>,
  timers: ReloadTimers = realTimers,
): () => void {
  let tries = 0;
  let stopped = false;
  let timer: unknown;
  const tick = async () => {
    tries += 1;
    const latest = await reload().catch(() => null);
    if (!stopped && keepReloading(tries, latest))
      timer = timers.setTimeout(() => void tick(), checklistReloadPoll.intervalMs);
  };
  timer = timers.setTimeout(() => void tick(), checklistReloadPoll.intervalMs);
  return () => {
    stopped = true;
    timers.clearTimeout(timer);
  };
}
