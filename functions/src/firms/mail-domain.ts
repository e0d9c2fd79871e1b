/**
 * Mail from the firm's own domain (issue 20; Firm Settings, partner only). A partner names the domain; the portal
 * claims it for the firm (one firm per domain), creates the SES identity with Easy DKIM and shows the three CNAME
 * records to add at the firm's DNS host; a check reads SES's verification, and once verified the firm's mail goes
 * out as '"Firm" <no-reply@domain>' (platform/firm-mail.ts). Removing it deletes the identity: mail goes from the
 * portal's sender again. Only an identity tagged with this firm is ever reused or deleted.
 */
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { isMailDomain, mailDomainText as t, normaliseDomain } from '@ledgerline/shared/mail-domain';
import {
  createDomainIdentity,
  deleteDomainIdentity,
  getDomainIdentity,
  IdentityExists,
  IdentityUnavailable,
  type DomainIdentity,
} from '../platform/adapters/mail-identity';
import { presignDownload } from '../platform/adapters/files';
import type { FirmItem } from '../platform/data/entities/firm';
import { Conflict, NotFound, Unavailable, Unprocessable } from '../platform/errors';
import { handle } from '../platform/handle';
import { reply } from '../platform/http';
import { log } from '../platform/log';
import {
  dkimRecords,
  firmSender,
  mailDomainOf,
  portalMailDomain,
  senderOf,
  type StoredMailDomain,
} from '../platform/mail-domain';
import { claimMailDomain, getFirm, releaseMailDomain, setFirmMailDomain } from './store';

/** What Firm Settings shows. */
export function mailDomainView(firm: Pick<FirmItem, 'name' | 'mail_domain'>) {
  const d = mailDomainOf(firm);
  return {
    mail_domain: d
      ? {
          domain: d.domain,
          status: d.status,
          records: dkimRecords(d.domain, d.tokens),
          sender: firmSender(firm.name, d.domain),
          created_at: d.created_at,
          checked_at: d.checked_at ?? null,
        }
      : null,
    sending_from: senderOf(firm),
  };
}

async function firmOf(firmId: string): Promise<FirmItem> {
  const firm = await getFirm(firmId);
  if (!firm) throw new NotFound('firm');
  return firm;
}

/** SES failing is the caller's to retry, never a 500. */
async function ses<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof IdentityUnavailable) {
      log('error', 'SES identity call failed', { error: e.message });
      throw new Unavailable(t.unavailable);
    }
    throw e;
  }
}

export const getMailDomain = handle(firmRoutes.getMailDomain, async ({ caller }) =>
  mailDomainView(await firmOf(caller.firmId)),
);

export const setMailDomain = handle(firmRoutes.setMailDomain, async ({ caller, input }) => {
  const domain = normaliseDomain(input.domain);
  if (!isMailDomain(domain)) throw new Unprocessable(t.invalid, { fields: { domain: t.invalid } });
  const firm = await firmOf(caller.firmId);
  const current = mailDomainOf(firm);
  if (current?.domain === domain) return mailDomainView(firm);
  if (current) throw new Conflict(t.already);
  if (domain === portalMailDomain()) throw new Conflict(t.taken);
  if (!(await claimMailDomain(caller.firmId, domain))) throw new Conflict(t.taken);
  let identity: DomainIdentity;
  try {
    identity = await ses(() => createDomainIdentity(domain, caller.firmId));
  } catch (e) {
    if (!(e instanceof IdentityExists)) {
      await releaseMailDomain(caller.firmId, domain);
      throw e;
    }
    // Made for this firm by an earlier try that stopped before it was written down: it is still the firm's.
    const existing = await ses(() => getDomainIdentity(domain));
    if (!existing || existing.firmId !== caller.firmId) {
      await releaseMailDomain(caller.firmId, domain);
      throw new Conflict(t.taken);
    }
    identity = existing;
  }
  const stored: StoredMailDomain = {
    domain,
    status: identity.status,
    tokens: identity.tokens,
    created_at: new Date().toISOString(),
  };
  await setFirmMailDomain(caller.firmId, { ...stored });
  return mailDomainView({ ...firm, mail_domain: stored });
});

export const checkMailDomain = handle(firmRoutes.checkMailDomain, async ({ caller }) => {
  const firm = await firmOf(caller.firmId);
  const current = mailDomainOf(firm);
  if (!current) throw new NotFound('mail domain', t.none);
  const identity = await ses(() => getDomainIdentity(current.domain));
  const mine = identity && identity.firmId === caller.firmId ? identity : null;
  const stored: StoredMailDomain = {
    ...current,
    // Gone from SES (or not the firm's): it can no longer be sent from.
    status: mine ? mine.status : 'failed',
    tokens: mine?.tokens.length ? mine.tokens : current.tokens,
    checked_at: new Date().toISOString(),
  };
  await setFirmMailDomain(caller.firmId, { ...stored });
  return mailDomainView({ ...firm, mail_domain: stored });
});

export const removeMailDomain = handle(firmRoutes.removeMailDomain, async ({ caller }) => {
  const firm = await firmOf(caller.firmId);
  const current = mailDomainOf(firm);
  if (!current) return mailDomainView(firm);
  const identity = await ses(() => getDomainIdentity(current.domain));
  if (identity?.firmId === caller.firmId) await ses(() => deleteDomainIdentity(current.domain));
  await setFirmMailDomain(caller.firmId, null);
  await releaseMailDomain(caller.firmId, current.domain);
  return mailDomainView({ ...firm, mail_domain: undefined });
});

/** Links to the logo from mail live this long; the mail's own address for it never expires. */
const logoLinkSeconds = 60 * 60;

export const mailLogo = handle(firmRoutes.mailLogo, async ({ input }) => {
  const firm = /^[A-Za-z0-9_-]{1,64}$/.test(input.id) ? await getFirm(input.id) : null;
  if (!firm?.logo_key) throw new NotFound('logo');
  const location = await presignDownload(firm.logo_key, undefined, logoLinkSeconds);
  return reply(302, {}, { location, 'cache-control': 'private, max-age=300' });
});
