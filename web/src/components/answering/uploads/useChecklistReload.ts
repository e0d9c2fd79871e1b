import { useCallback, useEffect, useRef } from 'react';
import { useAnswering } from '../AnsweringContext';
import { reloadWhileProcessing } from './checklist-reload';

/**
 * After an upload on the document checklist: the questionnaire is read again while its documents process
 * (checklist-reload.ts). Another upload starts the count afresh; leaving the checklist stops it.
 */
export function useChecklistReload(): () => void {
  const { reload } = useAnswering();
  const latestReload = useRef(reload);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => {
    latestReload.current = reload;
  }, [reload]);
  useEffect(() => () => stop.current?.(), []);
  return useCallback(() => {
    stop.current?.();
    stop.current = reloadWhileProcessing(() => latestReload.current());
  }, []);
}
