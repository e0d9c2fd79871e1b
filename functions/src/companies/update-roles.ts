/**
 * PATCH /companies/{id}/update_roles {special_role, user_id}: the entity's special roles of FA §3.2
 * (client_manager_id, cpa_id) hold a firm user (one with no group or the primary owner's group, as FA §5.4's list);
 * user_id null (or -1) clears the role. Firm roles proper (FA §7.6) come with their own issue.
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { entityOwnText } from '@ledgerline/shared/companies';
import { handle } from '../platform/handle';
import { Invalid } from '../platform/errors';
import { openEntity } from './access';
import { requireFields } from './required';
import { requiredText } from '@ledgerline/shared/schemas/companies';
import { assignableFirmUserProblem } from './rules';
import { entityActivity } from './entity-activity';
import { companyDetail } from './views';
import * as store from './store';

export const updateRoles = handle(companyRoutes.updateRoles, async (ctx) => {
  const { caller, input } = ctx;
  const company = await openEntity(caller, input.id);
  requireFields({
    special_role: { missing: !input.special_role, message: requiredText.specialRole },
    user_id: { missing: input.user_id === undefined, message: requiredText.firmUser },
  });
  const role = input.special_role!;
  const userId = input.user_id ?? null;
  if (userId) {
    const [firmUser, primary] = await Promise.all([
      store.getUser(caller.firmId, userId),
      company.primary_user_id ? store.getUser(caller.firmId, company.primary_user_id) : null,
    ]);
    const problem = assignableFirmUserProblem(firmUser, primary?.firm_group_id);
    if (problem) throw new Invalid(problem, { user_id: problem });
  }
  if ((company[role] ?? null) === userId)
    return { message: entityOwnText.rolesUpdated, company: await companyDetail(caller, company) };
  const saved = userId
    ? await store.patchCompany(company, { [role]: userId })
    : await store.patchCompany(company, {}, [role]);
  await entityActivity(ctx, company.companyId, 'company_updated', 'Entity role changed', { description: role });
  return { message: entityOwnText.rolesUpdated, company: await companyDetail(caller, saved) };
});
