import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { handle } from '../platform/handle';
import { reply } from '../platform/http';
import { TooMany } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { countHit } from '../platform/rate-limit';
import { createFirmWithPartner } from '../platform/provision';
import { issueGrant } from './store';
import { appLink, mailWelcome } from './mail';
import { createFirmLimit, resetLinkLifetimeSeconds } from './rules';

/** /create-firm: the firm and its partner, who is emailed a link to choose how to sign in. */
export const createFirm = handle(sessionRoutes.createFirm, async (ctx) => {
  const count = await countHit({ key: `create-firm:ip:${ctx.ip}`, ...createFirmLimit });
  if (count > createFirmLimit.limit)
    throw new TooMany('Too many firms were created from this network. Please try again later.');
  const { email, firm_name, fname, lname } = ctx.input;
  const { firmId, partner } = await createFirmWithPartner({
    firmName: firm_name,
    partner: { email, fname, lname, isAdvisor: true, setPasswordRequired: true },
  });
  await recordActivity({
    firmId,
    action: 'firm_created',
    title: 'Firm created',
    description: firm_name,
    typeId: 1,
    userId: partner.userId,
    actorUserId: partner.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  const grant = await issueGrant({
    firmId,
    userId: partner.userId,
    kind: 'reset',
    lifetimeSeconds: resetLinkLifetimeSeconds,
  });
  await mailWelcome(
    { email: partner.email, firmId },
    firm_name,
    appLink('/set-sign-in-method', { auth_token: grant.token }),
  );
  return reply(201, { message: 'Your firm was created. Check your email for a link to sign in.' });
});
