import { useCallback, useSyncExternalStore } from 'react';
import { viewCookie, viewFromCookies, type DocumentsView } from './view-memory';

const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => void listeners.delete(fn);
};

/** The document browser's view (list or grid) and a setter that remembers it in its cookie (./view-memory). */
export function useDocumentsView(): [DocumentsView, (view: DocumentsView) => void] {
  const view = useSyncExternalStore(
    subscribe,
    () => viewFromCookies(document.cookie),
    () => 'list' as const,
  );
  const set = useCallback((next: DocumentsView) => {
    // biome-ignore lint/suspicious/noDocumentCookie: QD §2 asks for a cookie, and the Cookie Store API is not in every browser
    document.cookie = viewCookie(next);
    for (const fn of listeners) fn();
  }, []);
  return [view, set];
}
