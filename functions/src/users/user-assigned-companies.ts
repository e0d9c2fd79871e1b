/**
 * GET /v2/users/{id}/user_assigned_companies (FA §7.2): a client's entities for the staff screens (inactive ones
 * too, FA §6 "Advisors see inactive entities"), with whether the client is each one's primary owner.
 */
import { userRoutes } from '@ledgerline/shared/routes/users';
import { handle } from '../platform/handle';
import { openClient } from './client-access';
import { companiesOfUser } from './store';

export const userAssignedCompanies = handle(userRoutes.userAssignedCompanies, async ({ caller, input }) => {
  const user = await openClient(caller, input.id);
  const companies = await companiesOfUser(caller.firmId, user.userId);
  return {
    companies: companies.map((c) => ({
      id: c.companyId,
      hash_id: c.hash_id,
      name: c.name,
      entity_type: c.entity_type ?? 'Individual',
      inactive: c.inactive ?? false,
      is_primary: c.primary_user_id === user.userId,
      business_email: c.business_email || null,
    })),
  };
});
