import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { processingPoll } from '@ledgerline/shared/extracted-documents';
import { pollSince, startProcessingPoll } from './processing-poll';

/** Answers the counts in turn, then the last one for ever. */
function reader(counts: (number | null)[]) {
  let i = 0;
  return vi.fn(async (_since: string, _signal: AbortSignal) => counts[Math.min(i++, counts.length - 1)] ?? null);
}

describe('the processing poll after a bulk upload', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reads every second and ends as finished once nothing is processing', async () => {
    const read = reader([3, 1, 0]);
    const onEnd = vi.fn();
    const onCount = vi.fn();
    startProcessingPoll({ uploadStartedAt: Date.now(), read, onEnd, onCount });

    await vi.advanceTimersByTimeAsync(999);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(read).toHaveBeenCalledTimes(3);
    expect(onCount.mock.calls.map((c) => c[0])).toEqual([3, 1, 0]);
    expect(onEnd).toHaveBeenCalledExactlyOnceWith('finished');

    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('gives up after 120 seconds as still processing', async () => {
    const read = reader([2]);
    const onEnd = vi.fn();
    startProcessingPoll({ uploadStartedAt: Date.now(), read, onEnd });

    await vi.advanceTimersByTimeAsync(processingPoll.maxMs - 1);
    expect(onEnd).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onEnd).toHaveBeenCalledExactlyOnceWith('stillProcessing');
    expect(read).toHaveBeenCalledTimes(processingPoll.maxMs / processingPoll.intervalMs);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(processingPoll.maxMs / processingPoll.intervalMs);
  });

  it('reads again after a failed read, without ending', async () => {
    const read = reader([null, null, 0]);
    const onEnd = vi.fn();
    const onCount = vi.fn();
    startProcessingPoll({ uploadStartedAt: Date.now(), read, onEnd, onCount });

    await vi.advanceTimersByTimeAsync(2000);
    expect(onEnd).not.toHaveBeenCalled();
    expect(onCount).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onEnd).toHaveBeenCalledExactlyOnceWith('finished');
  });

  it('stops silently when the screen goes', async () => {
    const read = reader([1]);
    const onEnd = vi.fn();
    const stop = startProcessingPoll({ uploadStartedAt: Date.now(), read, onEnd });

    await vi.advanceTimersByTimeAsync(3000);
    stop();
    await vi.advanceTimersByTimeAsync(processingPoll.maxMs);
    expect(read).toHaveBeenCalledTimes(3);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('asks for the documents since the upload began less the 132 second window', async () => {
    const read = reader([0]);
    const uploadStartedAt = Date.now() - 30_000;
    startProcessingPoll({ uploadStartedAt, read, onEnd: () => {} });

    await vi.advanceTimersByTimeAsync(1000);
    expect(read.mock.calls[0]?.[0]).toBe('2025-03-01T11:57:18.000Z');
    expect(pollSince(uploadStartedAt)).toBe(new Date(uploadStartedAt - 132_000).toISOString());
  });
});
