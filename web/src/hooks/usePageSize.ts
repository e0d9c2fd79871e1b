/**
 * A table's page size (FA §9): 10, 20 or 50 rows, default 10, remembered in a cookie per table that lives a
 * year (max age 31536000 s). Every component reading one table's size re-renders when it changes.
 */
import { useCallback, useSyncExternalStore } from 'react';

export const pageSizes = [10, 20, 50] as const;
export const defaultPageSize = 10;
const MAX_AGE = 31_536_000;

const cookieName = (table: string) => `ll_rows_${table}`;

function readPageSize(table: string): number {
  const name = cookieName(table);
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  const size = hit ? Number(hit.slice(name.length + 1)) : NaN;
  return (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize;
}

const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => void listeners.delete(fn);
};

/** The table's page size and a setter that stores it in the cookie. */
export function usePageSize(table: string): [number, (size: number) => void] {
  const size = useSyncExternalStore(
    subscribe,
    () => readPageSize(table),
    () => defaultPageSize,
  );
  const set = useCallback(
    (next: number) => {
      if (!(pageSizes as readonly number[]).includes(next)) return;
      // biome-ignore lint/suspicious/noDocumentCookie: FA §9 asks for a cookie, and the Cookie Store API is not in every browser
      document.cookie = `${cookieName(table)}=${next}; path=/; max-age=${MAX_AGE}; SameSite=Lax`;
      for (const fn of listeners) fn();
    },
    [table],
  );
  return [size, set];
}
