/**
 * The table's tax year filter (FA §9: 'Year filter is stored in a cookie'): a year from 2018 to the default year,
 * or All (the default, so a firm's first look shows every return). Lives a year like the other cookies.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { taxYearOptions } from '@ledgerline/shared/time/tax-year';
import { browserZone } from '../../format/dateTime';
import type { YearFilter } from './filters';

const COOKIE = 'll_tax_returns_year';
const MAX_AGE = 31_536_000;

function readYear(): YearFilter {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  const year = hit ? Number(hit.slice(COOKIE.length + 1)) : NaN;
  return taxYearOptions(Date.now(), browserZone).includes(year) ? year : 'All';
}

const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => void listeners.delete(fn);
};

export function useYearFilter(): [YearFilter, (year: YearFilter) => void] {
  const year = useSyncExternalStore(subscribe, readYear, () => 'All' as const);
  const set = useCallback((next: YearFilter) => {
    // biome-ignore lint/suspicious/noDocumentCookie: FA §9 asks for a cookie, and the Cookie Store API is not in every browser
    document.cookie = `${COOKIE}=${next}; path=/; max-age=${MAX_AGE}; SameSite=Lax`;
    for (const fn of listeners) fn();
  }, []);
  return [year, set];
}
