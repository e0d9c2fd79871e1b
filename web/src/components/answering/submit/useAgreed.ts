import { useSyncExternalStore } from 'react';

/**
 * The submission agreement's checkbox (QD §4 Submission), shared by the review section that shows it and the Submit
 * under whichever section is last: one small store keyed by questionnaire, so the page needs no provider. It lasts
 * until the page reloads (the deposit's checkout comes back to a fresh page, where the client agrees then).
 */
const agreed = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function setAgreed(questionnaireId: string, value: boolean): void {
  if (value) agreed.add(questionnaireId);
  else agreed.delete(questionnaireId);
  for (const fn of listeners) fn();
}

export function useAgreed(questionnaireId: string): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(subscribe, () => agreed.has(questionnaireId));
  return [value, (v) => setAgreed(questionnaireId, v)];
}
