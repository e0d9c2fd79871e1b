/** GET /companies/{id} (FA §7.4): the entity with FA §3.2's fields; staff also read deleted ones. */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { handle } from '../platform/handle';
import { openEntity } from './access';
import { companyDetail } from './views';

export const getCompany = handle(companyRoutes.getCompany, async ({ caller, input }) => {
  const company = await openEntity(caller, input.id, { includeDeleted: true });
  return { company: await companyDetail(caller, company) };
});
