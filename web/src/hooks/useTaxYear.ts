/**
 * The dashboard's tax year (FA §9): one of the shared options, default the year of the date ten months ago,
 * remembered in a cookie. Every component reading it re-renders when it changes.
 */
import { useSyncExternalStore } from 'react';
import { defaultTaxYear, isTaxYear } from '@ledgerline/shared/questionnaires';

const COOKIE = 'll_tax_year';
const MAX_AGE = 31_536_000; // FA §9: cookies live a year.

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const fallback = () => defaultTaxYear(Date.now(), browserZone());

function readCookie(): number | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  const year = hit ? Number(hit.slice(COOKIE.length + 1)) : NaN;
  return isTaxYear(year) ? year : null;
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

export function useTaxYear(): number {
  return useSyncExternalStore(subscribe, () => readCookie() ?? fallback(), fallback);
}
