import { useSyncExternalStore } from 'react';
import type { Company, CurrentUser } from '../api/types';

/** The entity a client is looking at; remembered for the tab, set by the entity selector or ?companyId=. */
const KEY = 'ledgerline.company';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

let chosen: string | null = read();

export function selectCompany(id: string | null): void {
  chosen = id;
  try {
    if (id) sessionStorage.setItem(KEY, id);
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable */
  }
  for (const fn of listeners) fn();
}

function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Entities a user may pick: clients see only active ones (FA §6); advisors see all. */
export function selectableCompanies(me: CurrentUser): Company[] {
  return me.user.is_advisor ? me.companies : me.companies.filter((c) => !c.inactive);
}

/** The entity `id` names, else the user's default company, else the first one they may pick. */
function pick(me: CurrentUser, id: string | null): Company | null {
  const options = selectableCompanies(me);
  return (
    options.find((c) => c.id === id || c.hash_id === id) ??
    options.find((c) => c.id === me.user.default_company_id) ??
    options[0] ??
    null
  );
}

/** The selected entity, outside React (main.tsx preloads the dashboard's cards for it). */
export const selectedCompanyOf = (me: CurrentUser): Company | null => pick(me, chosen);

/** The selected entity: the one chosen, else the user's default company, else the first one they may pick. */
export function useSelectedCompany(me: CurrentUser | undefined): Company | null {
  const id = useSyncExternalStore(
    subscribe,
    () => chosen,
    () => null,
  );
  return me ? pick(me, id) : null;
}
