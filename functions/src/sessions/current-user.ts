import { companiesOf, userProfile } from '../platform/user-profile';
import { NotFound } from '../platform/errors';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { handle } from '../platform/handle';
import * as store from './store';

/** What the shell needs after sign-in: the user, the firm's settings, and the entities a client may open. */
// One stage for staff (the user authentication read, beside the firm); a client's entities start in it too.
export const currentUser = handle(sessionRoutes.currentUser, async ({ caller, callerUser }) => {
  const companies = caller.isAdvisor ? undefined : companiesOf(caller.firmId, caller.userId);
  companies?.catch(() => undefined);
  const [user, firm] = await Promise.all([callerUser(), store.getFirm(caller.firmId)]);
  if (!user || !firm) throw new NotFound('user');
  return {
    ...(await userProfile(caller.firmId, user, companies)),
    firm: {
      id: firm.firmId,
      name: firm.name,
      time_zone: firm.time_zone,
      preferences: firm.preferences ?? {},
      theme: firm.theme ?? {},
    },
  };
});
