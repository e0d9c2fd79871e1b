import { signatureRequestRoutes } from '@ledgerline/shared/routes/signature_requests';
import { handle } from '../platform/handle';
import { openCompany } from '../platform/company-access';
import { requireRequestsOn } from './access';
import { visibleToClient } from './rules';
import { listCompanyRequests } from './store';
import { requestRow } from './views';

/**
 * GET /signature_requests/get_signature_requests_by_company_id (FA §7.8): an entity's requests, newest updated
 * first, of a year and a questionnaire section when given. Its owners see those sent to be signed.
 */
export const getSignatureRequestsByCompanyId = handle(
  signatureRequestRoutes.getSignatureRequestsByCompanyId,
  async ({ caller, input }) => {
    const company = await openCompany(caller, input.company_id);
    await requireRequestsOn(caller);
    const year = input.year === 'All' ? undefined : input.year;
    const requests = (await listCompanyRequests(caller.firmId, company.companyId)).filter(
      (r) =>
        !r.deleted_at &&
        (caller.isAdvisor || visibleToClient(r.status)) &&
        (year === undefined || r.tax_year === year) &&
        (!input.section_id || r.section_id === input.section_id),
    );
    const newestFirst = (a: { updated_at?: string }, b: { updated_at?: string }) =>
      (b.updated_at ?? '').localeCompare(a.updated_at ?? '');
    return { signature_requests: requests.sort(newestFirst).map((r) => requestRow(r, company)) };
  },
);
