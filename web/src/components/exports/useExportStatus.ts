/**
 * An export's progress (GET /questionnaire_exports/{id}), read again until it is ready or failed with the waits of
 * QD §9 (exportPollDelay: 1 s, then 1.05 times longer each time, at most 30 s). Reading stops when the screen
 * goes (the request in flight is aborted) and once the export has finished.
 */
import type { ExportStatus } from '@ledgerline/shared/exports';
import { useEffect, useState } from 'react';
import { exportsApi, type ExportView } from '../../api/exports';
import { exportPollDelay } from './export-rules';

export interface ExportStatusState {
  view: ExportView | null;
  /** 404: no such export of this user's. */
  notFound: boolean;
  /** The last read failed (network or server); reading goes on. */
  failing: boolean;
}

const finished = (s: ExportStatus) => s === 'ready' || s === 'failed';

/** `readNow`: the first read at once (the download page); otherwise after the first wait (the export just began). */
export function useExportStatus(exportId: string, readNow: boolean): ExportStatusState {
  const [state, setState] = useState<ExportStatusState>({ view: null, notFound: false, failing: false });
  useEffect(() => {
    setState({ view: null, notFound: false, failing: false });
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const read = async () => {
      const res = await exportsApi.status(exportId, controller.signal);
      if (controller.signal.aborted) return;
      if (res?.status === 404) return setState({ view: null, notFound: true, failing: false });
      if (res?.ok) {
        setState({ view: res.data, notFound: false, failing: false });
        if (finished(res.data.status)) return;
      } else setState((s) => ({ ...s, failing: true }));
      timer = setTimeout(() => void read(), exportPollDelay(attempt++));
    };
    if (readNow) void read();
    else timer = setTimeout(() => void read(), exportPollDelay(attempt++));
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [exportId, readNow]);
  return state;
}
