/**
 * The processing poll after a bulk upload (processing-poll.ts), run by the card: the lists reload whenever the count
 * of processing documents moves, and at the end the info toast says the documents finished or are still processing
 * (QD §4, §8). The poll stops when the card goes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { listExtractedDocuments } from '../../api/extracted-documents';
import { toastInfo } from '../../toast';
import { startProcessingPoll } from './processing-poll';
import { extractedSpec as t } from './texts';
import { useReloadExtractedDocuments } from './useExtractedDocuments';

export interface ProcessingPollState {
  /** How many of the uploaded documents are processing, while polling (null before the first answer). */
  processing: number | null;
  polling: boolean;
  start: (uploadStartedAt: number) => void;
}

export function useProcessingPoll(companyId: string, questionnaireId: string): ProcessingPollState {
  const reload = useReloadExtractedDocuments(companyId, questionnaireId);
  const stop = useRef<(() => void) | null>(null);
  const [polling, setPolling] = useState(false);
  const [processing, setProcessing] = useState<number | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const start = useCallback(
    (uploadStartedAt: number) => {
      stop.current?.();
      let last: number | null = null;
      setPolling(true);
      setProcessing(null);
      stop.current = startProcessingPoll({
        uploadStartedAt,
        read: async (since, signal) => {
          const res = await listExtractedDocuments(
            { company_id: companyId, questionnaire_id: questionnaireId, since },
            signal,
          );
          return res?.ok ? res.data.processing : null;
        },
        onCount: (count) => {
          setProcessing(count);
          if (count !== last) void reload();
          last = count;
        },
        onEnd: (outcome) => {
          stop.current = null;
          setPolling(false);
          setProcessing(null);
          void reload();
          toastInfo(outcome === 'finished' ? t.finished : t.stillProcessing);
        },
      });
    },
    [companyId, questionnaireId, reload],
  );

  return { processing, polling, start };
}
