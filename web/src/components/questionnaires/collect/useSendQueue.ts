/**
 * QD §4 Send backlog polling for Collect: after a send that went to the queue, or when the page opens while the
 * firm's backlog is above 0, the backlog is read every 3 s and the list every 8 s, each for up to 60 s. Polling
 * ends early when the backlog reaches 0 (the list is read once more then) or when the user stops it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { staffQuestionnaires } from '../../../api/questionnaires-staff';
import { useRefreshQuestionnaires, useSendBacklog } from '../../../hooks/useCollect';

export const backlogPollMs = 3_000;
export const listPollMs = 8_000;
export const pollForMs = 60_000;

type Backlog = { backlog_count: number };

export function useSendQueue() {
  /** When polling started, and the answer on screen then (an answer from before the send says nothing about it). */
  const [poll, setPoll] = useState<{ since: number; before: Backlog | undefined } | null>(null);
  const pollingSince = poll?.since ?? null;
  const polling = poll !== null;
  const backlog = useSendBacklog(polling ? backlogPollMs : 0);
  const refresh = useRefreshQuestionnaires();
  const count = backlog.data?.backlog_count ?? 0;
  const checkedOnLoad = useRef(false);

  const start = useCallback(() => {
    setPoll({ since: Date.now(), before: backlog.data });
    void backlog.mutate();
  }, [backlog.data, backlog.mutate]);

  // The first answer on load: a backlog left by an earlier send starts polling too.
  useEffect(() => {
    if (checkedOnLoad.current || !backlog.data) return;
    checkedOnLoad.current = true;
    if (backlog.data.backlog_count > 0) setPoll({ since: Date.now(), before: undefined });
  }, [backlog.data]);

  // Up to 60 s.
  useEffect(() => {
    if (pollingSince === null) return;
    const timer = setTimeout(() => setPoll(null), Math.max(0, pollingSince + pollForMs - Date.now()));
    return () => clearTimeout(timer);
  }, [pollingSince]);

  // Everything sent: stop, and show what was made. Only an answer read since polling started counts (SWR keeps the
  // same object while the answer does not change).
  const settled = polling && backlog.data !== undefined && backlog.data !== poll?.before && count === 0;
  useEffect(() => {
    if (!settled) return;
    setPoll(null);
    void refresh();
  }, [settled, refresh]);

  /** 'Stop polling': the server closes the sends that finished or stopped moving. */
  const stop = useCallback(async () => {
    setPoll(null);
    const res = await staffQuestionnaires.resetBacklog();
    if (res?.ok) await backlog.mutate(res.data, { revalidate: false });
    void refresh();
  }, [backlog.mutate, refresh]);

  /** 'Clear queued sends': what is not made yet is cancelled. */
  const clear = useCallback(async () => {
    const res = await staffQuestionnaires.clearQueued();
    if (!res?.ok) return null;
    setPoll(null);
    await backlog.mutate({ backlog_count: 0 }, { revalidate: true });
    void refresh();
    return res.data.message;
  }, [backlog.mutate, refresh]);

  return { polling, count, start, stop, clear, showBanner: polling && count > 0 };
}
