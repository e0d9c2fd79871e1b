/**
 * Mail from the firm's own domain (issue 20): a partner names the domain, gets the DKIM records to add, checks the
 * verification (the local SES twin verifies at once), and the firm's mail goes out From '"Firm" <no-reply@domain>'
 * from then on, while another firm's mail still comes from the portal's sender; removing the domain sends from the
 * portal's sender again. Only partners may; a name that is not a domain is refused; a domain is one firm's only.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import {
  api,
  call,
  demoPassword,
  mailTo,
  makeFirm,
  signIn,
  uniqueEmail,
  waitForMail,
  type MadeFirm,
} from '../support/api';

const domain = `mail-${randomBytes(4).toString('hex')}.brightline-tax.com`;
const defaultSender = 'Ledgerline <no-reply@ledgerline.local>';
const client = uniqueEmail('md-client');
const otherClient = uniqueEmail('md-other-client');
const admin = uniqueEmail('md-admin');
let firm: MadeFirm & { partnerEmail: string };
let other: MadeFirm & { partnerEmail: string };
let partner = '';
let otherPartner = '';

/** Emails the client a sign-in link (POST /sessions/send_auth_link) and answers the mail. */
async function signInMail(made: MadeFirm, email: string) {
  const before = new Set((await mailTo(email)).map((m) => m.text));
  const uid = made.users.find((u) => u.email === email)!.uid;
  expect((await api('/sessions/send_auth_link', { body: { uid } })).status).toBe(200);
  // Each link is new, so the mail is the one whose text was not there before.
  return waitForMail(email, (m) => m.subject.startsWith('Sign in to') && !before.has(m.text));
}

beforeAll(async () => {
  [firm, other] = await Promise.all([
    makeFirm({
      firm_name: 'Brightline "Tax" & Co',
      users: [
        { email: client, password: demoPassword, companies: [{ name: 'Casey Co' }] },
        { email: admin, password: demoPassword, is_advisor: true, firm_access: 'admin' },
      ],
    }),
    makeFirm({
      firm_name: 'Other Firm',
      users: [{ email: otherClient, password: demoPassword, companies: [{ name: 'Other Co' }] }],
    }),
  ]);
  partner = (await signIn(firm.partnerEmail)).firebase_token;
  otherPartner = (await signIn(other.partnerEmail)).firebase_token;
});

describe('mail from the firm’s own domain', () => {
  it('a firm without a domain sends from the portal’s sender', async () => {
    const res = await call(firmRoutes.getMailDomain, {}, { token: partner });
    expect(res).toMatchObject({ status: 200, body: { mail_domain: null, sending_from: defaultSender } });
    expect((await signInMail(firm, client)).from).toBe(defaultSender);
  });

  it('a partner enters the firm’s domain and gets the three DKIM CNAME records to add; it is pending until checked', async () => {
    const res = await call(firmRoutes.setMailDomain, { domain: ` ${domain.toUpperCase()}. ` }, { token: partner });
    expect(res.status).toBe(200);
    const md = res.body.mail_domain!;
    expect(md).toMatchObject({
      domain,
      status: 'pending',
      sender: `"Brightline \\"Tax\\" & Co" <no-reply@${domain}>`,
      checked_at: null,
    });
    expect(md.records).toHaveLength(3);
    for (const r of md.records) {
      const token = r.name.split('.')[0]!;
      expect(token).toMatch(/^[a-z0-9]{16,}$/);
      expect(r).toEqual({ name: `${token}._domainkey.${domain}`, type: 'CNAME', value: `${token}.dkim.amazonses.com` });
    }
    // Until verified, mail still goes from the portal's sender.
    expect(res.body.sending_from).toBe(defaultSender);
    expect((await signInMail(firm, client)).from).toBe(defaultSender);
    // Saying it again changes nothing; another domain waits for this one to be removed.
    const again = await call(firmRoutes.setMailDomain, { domain }, { token: partner });
    expect(again.body.mail_domain!.records).toEqual(md.records);
    expect(await call(firmRoutes.setMailDomain, { domain: 'another-domain.com' }, { token: partner })).toMatchObject({
      status: 409,
      body: { error: 'Remove the current domain before adding another.' },
    });
  });

  it('checking the verification makes it verified, and the firm’s mail then comes From its domain', async () => {
    const res = await call(firmRoutes.checkMailDomain, {}, { token: partner });
    expect(res.status).toBe(200);
    expect(res.body.mail_domain).toMatchObject({ domain, status: 'verified' });
    expect(res.body.mail_domain!.checked_at).toEqual(expect.any(String));
    const sender = `"Brightline \\"Tax\\" & Co" <no-reply@${domain}>`;
    expect(res.body.sending_from).toBe(sender);
    const mail = await signInMail(firm, client);
    expect(mail.from).toBe(sender);
    // The same wording as ever, in the firm's layout.
    expect(mail.text).toContain('Use this link to sign in:');
    expect(mail.html).toContain('Brightline &quot;Tax&quot; &amp; Co');
    expect((await call(firmRoutes.getMailDomain, {}, { token: partner })).body.mail_domain!.status).toBe('verified');
  });

  it('another firm’s mail still comes from the portal’s sender, and it cannot claim the domain', async () => {
    expect((await signInMail(other, otherClient)).from).toBe(defaultSender);
    expect(await call(firmRoutes.setMailDomain, { domain }, { token: otherPartner })).toMatchObject({
      status: 409,
      body: { error: 'This domain is already used by another firm.' },
    });
    expect((await call(firmRoutes.getMailDomain, {}, { token: otherPartner })).body.mail_domain).toBeNull();
  });

  it('only a partner may see or change the mail domain', async () => {
    const adminToken = (await signIn(admin)).firebase_token;
    const clientToken = (await signIn(client)).firebase_token;
    for (const token of [adminToken, clientToken]) {
      expect((await call(firmRoutes.getMailDomain, {}, { token })).status).toBe(403);
      expect((await call(firmRoutes.setMailDomain, { domain: 'x-firm.com' }, { token })).status).toBe(403);
      expect((await call(firmRoutes.checkMailDomain, {}, { token })).status).toBe(403);
      expect((await call(firmRoutes.removeMailDomain, {}, { token })).status).toBe(403);
    }
    expect((await call(firmRoutes.getMailDomain, {})).status).toBe(401);
  });

  it('a name that is not a real domain is refused with 422, a missing one with 400', async () => {
    for (const bad of [
      'localhost',
      'not a domain',
      'brightline',
      '-bad.com',
      'a..com',
      '127.0.0.1',
      'x.example',
      'é',
    ]) {
      expect(await call(firmRoutes.setMailDomain, { domain: bad }, { token: otherPartner })).toMatchObject({
        status: 422,
        body: { error: 'Enter a domain name such as yourfirm.com' },
      });
    }
    expect((await api('/firms/mail_domain', { method: 'PUT', body: {}, token: otherPartner })).status).toBe(400);
    expect(
      (await api('/firms/mail_domain', { method: 'PUT', body: { domain: 'a'.repeat(400) }, token: otherPartner }))
        .status,
    ).toBe(400);
    // Checking a domain the firm does not have.
    expect((await call(firmRoutes.checkMailDomain, {}, { token: otherPartner })).status).toBe(404);
  });

  it('removing the domain sends from the portal’s sender again and frees the domain', async () => {
    const res = await call(firmRoutes.removeMailDomain, {}, { token: partner });
    expect(res).toMatchObject({ status: 200, body: { mail_domain: null, sending_from: defaultSender } });
    expect((await signInMail(firm, client)).from).toBe(defaultSender);
    // Another firm may now have it.
    const taken = await call(firmRoutes.setMailDomain, { domain }, { token: otherPartner });
    expect(taken.body.mail_domain).toMatchObject({ domain, status: 'pending' });
    expect((await call(firmRoutes.removeMailDomain, {}, { token: otherPartner })).status).toBe(200);
  });
});
