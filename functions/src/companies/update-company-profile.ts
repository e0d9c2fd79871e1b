/**
 * PUT /companies/{id} (FA §7.4 'client profile update'): a client's update of their own entity's contact fields.
 * Only a client owner of an active entity (others get 404, as for any entity they may not use), and only when
 * neither the entity nor their account is read-only (FA §6); staff are refused ('Advisors cannot edit a client's
 * entity profile').
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { entityOwnText, entityText } from '@ledgerline/shared/companies';
import { handle } from '../platform/handle';
import { Forbidden } from '../platform/errors';
import { openCompany } from './access';
import { profileEditProblem } from './rules';
import { entityActivity } from './entity-activity';
import { entityFields } from './entity-fields';
import { companyDetail } from './views';
import * as store from './store';

export const updateCompanyProfile = handle(companyRoutes.updateCompanyProfile, async (ctx) => {
  const { caller, input } = ctx;
  // The entity first: another firm's ids answer 404 to staff too.
  const company = await openCompany(caller, input.id);
  if (caller.isAdvisor) throw new Forbidden(entityOwnText.advisorsCannotEditProfile);
  const refused = profileEditProblem(company, caller);
  if (refused) throw new Forbidden(refused);
  const set = entityFields(input);
  const changed = Object.entries(set).filter(([k, v]) => (company as Record<string, unknown>)[k] !== v);
  const saved = changed.length ? await store.patchCompany(company, Object.fromEntries(changed)) : company;
  if (changed.length)
    await entityActivity(ctx, company.companyId, 'company_updated', 'Entity profile updated by the client', {
      description: changed.map(([k]) => k).join(', '),
      userId: caller.userId,
    });
  return { message: entityText.infoUpdated, company: await companyDetail(caller, saved) };
});
