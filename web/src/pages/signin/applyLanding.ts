import { taxYearOptions } from '@ledgerline/shared/time/tax-year';
import { browserZone } from '../../format/dateTime';
import { selectCompany } from '../../hooks/useSelectedCompany';
import { setTaxYear } from '../../hooks/useTaxYear';
import { landingSelection } from './landing';

/**
 * On signing in, select what the landing path names (FA §2.1): its companyId becomes the chosen entity and its
 * taxYear the dashboard's Tax Year (when it is one of the dropdown's options).
 */
export function applyLanding(path: string | null): void {
  const { companyId, taxYear } = landingSelection(path);
  if (companyId) selectCompany(companyId);
  if (taxYear && taxYearOptions(Date.now(), browserZone).includes(taxYear)) setTaxYear(taxYear);
}
