/**
 * The dashboard's tax year (FA §9): one of the shared options, default the year of the date ten months ago in
 * the browser's zone, remembered in a cookie. Every component reading it re-renders when it changes.
 */
import { useSyncExternalStore } from 'react';
import { defaultTaxYear, taxYearOptions } from '@ledgerline/shared/time/tax-year';
import { browserZone } from '../format/dateTime';

const COOKIE = 'll_tax_year';
const MAX_AGE = 31_536_000; // FA §9: cookies live a year.

const fallback = () => defaultTaxYear(Date.now(), browserZone);

function readCookie(): number | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  const year = hit ? Number(hit.slice(COOKIE.length + 1)) : NaN;
  return taxYearOptions(Date.now(), browserZone).includes(year) ? year : null;
}

const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => void listeners.delete(fn);
};

export function setTaxYear(year: number): void {
  document.cookie = `${COOKIE}=${year}; path=/; max-age=${MAX_AGE}; SameSite=Lax`;
  for (const fn of listeners) fn();
}

/** The year shown now, outside React (main.tsx preloads the dashboard's cards for it). */
export const currentTaxYear = (): number => readCookie() ?? fallback();

export function useTaxYear(): number {
  return useSyncExternalStore(subscribe, currentTaxYear, fallback);
}
