/**
 * GET /signature_requests/get_all_signature_requests (FA §2.7): the firm's requests, newest updated first, a page at
 * a time on the directory index (kind 'signature_request'); a group-limited firm user sees their group's. What a
 * page reads grows with the page, not with the firm; the total comes from the index's counters.
 */
import { signatureRequestRoutes } from '@ledgerline/shared/routes/signature_requests';
import { handle } from '../platform/handle';
import { parseDeliveryRef } from '../platform/directory-keys';
import { directoryPlan, listDirectory } from '../platform/directory-list';
import { requireRequestsOn } from './access';
import { getCompanies, getRequests } from './store';
import { requestRow } from './views';

const everyState = { hide_inactives: false, hide_actives: false, show_only_deleted: false } as const;

export const getAllSignatureRequests = handle(
  signatureRequestRoutes.getAllSignatureRequests,
  async ({ caller, input }) => {
    await requireRequestsOn(caller);
    const { firmId } = caller;
    const plan = directoryPlan(caller, everyState, { clauses: [] });
    // A request is listed 'active' until it (or its entity) is deleted.
    const listed = await listDirectory(firmId, 'signature_request', plan && { ...plan, states: ['active'] }, {
      ...everyState,
      page: input.page,
      rows_per_page: input.per_page,
      sort_by: 'updated_at',
      descending: true,
      count: false,
      cursor: input.cursor,
    });
    const keys = listed.ids.flatMap((ref) => {
      const at = parseDeliveryRef(ref);
      return at ? [{ firmId, companyId: at.companyId, signatureRequestId: at.id }] : [];
    });
    const requests = (await getRequests(keys)).filter((r) => !r.deleted_at);
    const companies = await getCompanies(
      firmId,
      requests.map((r) => r.companyId),
    );
    return {
      signature_requests: requests.map((r) => requestRow(r, companies.get(r.companyId) ?? null)),
      meta: {
        current_page: input.page,
        total_count: listed.total,
        total_pages: Math.ceil(listed.total / input.per_page),
      },
      next_cursor: listed.next_cursor ?? null,
      previous_cursor: listed.previous_cursor ?? null,
    };
  },
);
