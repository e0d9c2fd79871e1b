/**
 * What the client dashboard loads first, started by main.tsx as soon as `current_user` answers: the year's
 * questionnaires, the tax returns (when the firm delivers them) and the firm's custom statuses. They travel beside
 * the page's own chunks instead of after them, so the dashboard usually renders its cards at once.
 * The keys and fetchers are the hooks' own, so the hooks take these requests instead of making their own.
 */
import { preload } from 'swr';
import type { CurrentUser } from '../../api/types';
import {
  fetchFirmCustomStatuses,
  fetchYearQuestionnaires,
  firmCustomStatusesKey,
  yearQuestionnairesKey,
} from '../../hooks/useQuestionnaires';
import { selectedCompanyOf } from '../../hooks/useSelectedCompany';
import { fetchTaxReturns, taxReturnIndexKey } from '../../hooks/useTaxReturns';
import { currentTaxYear } from '../../hooks/useTaxYear';

// A failure here is the hook's to report when it takes the request; nothing to do before then.
const quietly = (p: Promise<unknown>) => void p.catch(() => undefined);

export function preloadClientDashboard(me: CurrentUser, sid: string): void {
  quietly(preload(firmCustomStatusesKey(sid, me.firm.id), fetchFirmCustomStatuses));
  const company = selectedCompanyOf(me);
  if (!company) return;
  quietly(preload(yearQuestionnairesKey(sid, company.id, currentTaxYear(), false), fetchYearQuestionnaires));
  if (me.firm.preferences?.new_tax_return_delivery_enabled === true)
    quietly(preload(taxReturnIndexKey(sid, company.id), fetchTaxReturns));
}
