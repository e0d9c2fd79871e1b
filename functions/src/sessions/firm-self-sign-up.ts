/**
 * POST /resources/firm_self_sign_up (FA §4.5 step 6, §7.5 "Create account from template"): someone the firm does not
 * know yet signs up through a template link with their name and email. They become a client of the link's firm with an
 * Individual entity of their name, and get a single-use auth token that the page exchanges for a session (a second
 * factor the firm forces on clients is still asked for). A known email is refused: it signs in, and no second account
 * is made. Limited per address.
 */
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { selfSignUpText } from '@ledgerline/shared/self-sign-up';
import { handle } from '../platform/handle';
import { Conflict, Invalid, TooMany } from '../platform/errors';
import { countHit } from '../platform/rate-limit';
import { recordActivity } from '../platform/activity';
import { createCompany, createUser } from '../platform/provision';
import { userOwnText } from '@ledgerline/shared/users';
import { authTokenLifetimeSeconds } from './rules';
import { selfSignUpLimit } from './self-sign-up-rules';
import { templateOfHash } from './sign-up-template';
import { findUserByEmail, issueGrant } from './store';
import { firmGroupExists, setDefaultCompany } from './store/self-sign-up';

export const firmSelfSignUp = handle(sessionRoutes.firmSelfSignUp, async (ctx) => {
  const { email, fname, lname, templateHashId, firmGroupId } = ctx.input;
  const count = await countHit({ key: `self-sign-up:ip:${ctx.ip}`, ...selfSignUpLimit });
  if (count > selfSignUpLimit.limit) throw new TooMany(selfSignUpText.tooMany);
  const { firm, template } = await templateOfHash(templateHashId);
  if (await findUserByEmail(email)) throw new Conflict(selfSignUpText.emailKnown);
  if (firmGroupId && !(await firmGroupExists(firm.firmId, firmGroupId)))
    throw new Invalid(userOwnText.unknownFirmGroup, { firmGroupId: userOwnText.unknownFirmGroup });

  // The email's claim is taken in the user's own write: of two sign-ups with one email, one gets 409.
  const user = await createUser(firm.firmId, {
    email,
    fname,
    lname,
    isAdvisor: false,
    firmGroupId: firmGroupId ?? undefined,
  }).catch((e) => {
    throw e instanceof Conflict ? new Conflict(selfSignUpText.emailKnown) : e;
  });
  const { companyId } = await createCompany(firm.firmId, {
    name: `${fname} ${lname}`,
    entityType: 'Individual',
    ownerIds: [user.userId],
  });
  await setDefaultCompany(firm.firmId, user.userId, companyId);
  await recordActivity({
    firmId: firm.firmId,
    action: 'user_self_signed_up',
    title: 'Client signed up',
    description: `${fname} ${lname} through the template ${template.name}`,
    userId: user.userId,
    actorUserId: user.userId,
    companyId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  const grant = await issueGrant({
    firmId: firm.firmId,
    userId: user.userId,
    kind: 'auth',
    lifetimeSeconds: authTokenLifetimeSeconds,
  });
  return { auth_token: grant.token };
});
