import { useEffect, useState } from 'react';

/** QD §9: answer entry starts enabled 300 ms after the question changes. */
export const entryEnableDelayMs = 300;

/** False for 300 ms each time `key` (the question) changes, then true: a tap meant for the last question is not taken. */
export function useEntryReady(key: string): boolean {
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setReady(key), entryEnableDelayMs);
    return () => clearTimeout(timer);
  }, [key]);
  return ready === key;
}
