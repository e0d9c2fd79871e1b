import { describe, expect, it } from 'vitest';
import { profileApiText } from '@ledgerline/shared/profile';
import { userOwnText } from '@ledgerline/shared/users';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/** A firm with a second partner, an admin, a full user, a plain advisor, a client with SMS sign-in and a read-only client. */
async function setup(label: string, preferences: Record<string, unknown> = {}) {
  const e = {
    partner2: uniqueEmail(`${label}-p2`),
    admin: uniqueEmail(`${label}-admin`),
    full: uniqueEmail(`${label}-full`),
    advisor: uniqueEmail(`${label}-adv`),
    client: uniqueEmail(`${label}-client`),
    readonly: uniqueEmail(`${label}-ro`),
  };
  const firm = await makeFirm({
    preferences,
    users: [
      { email: e.partner2, password: demoPassword, is_advisor: true, firm_access: 'partner', fname: 'Paula' },
      { email: e.admin, password: demoPassword, is_advisor: true, firm_access: 'admin', fname: 'Ada' },
      { email: e.full, password: demoPassword, is_advisor: true, firm_access: 'full', fname: 'Fay' },
      { email: e.advisor, password: demoPassword, is_advisor: true, fname: 'Avi', lname: 'Advisor' },
      {
        email: e.client,
        password: demoPassword,
        fname: 'Cleo',
        lname: 'Client',
        phone_number: '5550001111',
        preferred_sign_in_method: 'sms',
        companies: [{ name: 'Cleo Household' }],
      },
      { email: e.readonly, password: demoPassword, readonly: true, companies: [{ name: 'Read Only Co' }] },
    ],
  });
  const id = (email: string) => firm.users.find((u) => u.email === email)!.id;
  const ids = {
    partner: firm.users[0]!.id,
    partner2: id(e.partner2),
    admin: id(e.admin),
    full: id(e.full),
    advisor: id(e.advisor),
    client: id(e.client),
  };
  // Signed in on first use: a test signs in only the people it needs.
  const emails = {
    partner: firm.partnerEmail,
    admin: e.admin,
    full: e.full,
    advisor: e.advisor,
    client: e.client,
    readonly: e.readonly,
  };
  const signedIn = new Map<string, Promise<string>>();
  const tokenOf = (who: keyof typeof emails) => {
    if (!signedIn.has(who))
      signedIn.set(
        who,
        signIn(emails[who]).then((r) => r.firebase_token),
      );
    return signedIn.get(who)!;
  };
  const tokens = {
    get partner() {
      return tokenOf('partner');
    },
    get admin() {
      return tokenOf('admin');
    },
    get full() {
      return tokenOf('full');
    },
    get advisor() {
      return tokenOf('advisor');
    },
    get client() {
      return tokenOf('client');
    },
    get readonly() {
      return tokenOf('readonly');
    },
  };
  const patchAdvisor = async (tok: Promise<string>, userId: string, body: Record<string, unknown>) =>
    api(`/advisors/${userId}`, { token: await tok, method: 'PATCH', body });
  const patchOwn = async (tok: Promise<string>, body: Record<string, unknown>) =>
    api('/users/me/profile', { token: await tok, method: 'PATCH', body });
  const me = async (tok: Promise<string>) => (await api('/sessions/current_user', { token: await tok })).body.user;
  return { firm, ids, tokens, patchAdvisor, patchOwn, me };
}

describe('PATCH /advisors/{id}', () => {
  it('a staff member edits their own profile: name, phone (10 digits), time zone and notification preference', async () => {
    const s = await setup('self');
    const res = await s.patchAdvisor(s.tokens.advisor, s.ids.advisor, {
      fname: 'Avery',
      preferred_name: 'Ave',
      phone_number: '(555) 123-4567',
      work_phone_number: '555.765.4321',
      work_phone_extension: '42',
      time_zone: 'America/New_York',
      preferred_contact_method: 'email_and_sms',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(profileApiText.saved);
    expect(res.body.user).toMatchObject({
      id: s.ids.advisor,
      fname: 'Avery',
      lname: 'Advisor',
      preferred_name: 'Ave',
      phone_number: '5551234567',
      work_phone_number: '5557654321',
      work_phone_extension: '42',
      time_zone: 'America/New_York',
      preferred_contact_method: 'email_and_sms',
    });
    expect(await s.me(s.tokens.advisor)).toMatchObject({ fname: 'Avery', phone_number: '5551234567' });
  });

  it('only the keys given are written; an empty value clears a field that may be empty', async () => {
    const s = await setup('keys');
    await s.patchAdvisor(s.tokens.advisor, s.ids.advisor, { phone_number: '5551234567', preferred_name: 'Ave' });
    const res = await s.patchAdvisor(s.tokens.advisor, s.ids.advisor, { preferred_name: '' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ fname: 'Avi', preferred_name: null, phone_number: '5551234567' });
    const nothing = await s.patchAdvisor(s.tokens.advisor, s.ids.advisor, {});
    expect(nothing.status).toBe(200);
    expect(nothing.body.user).toMatchObject({ fname: 'Avi', phone_number: '5551234567' });
  });

  it('a bad phone or time zone is refused with the spec’s words and nothing is written', async () => {
    const s = await setup('bad');
    const phone = await s.patchAdvisor(s.tokens.advisor, s.ids.advisor, { phone_number: '555-1234', fname: 'Zed' });
    expect(phone.status).toBe(400);
    expect(JSON.stringify(phone.body)).toContain(userOwnText.phoneDigits);
    const zone = await s.patchAdvisor(s.tokens.advisor, s.ids.advisor, { time_zone: 'Mars/Olympus_Mons' });
    expect(zone.status).toBe(400);
    expect(JSON.stringify(zone.body)).toContain(userOwnText.invalidTimeZone);
    const method = await s.patchAdvisor(s.tokens.advisor, s.ids.advisor, { preferred_contact_method: 'pigeon' });
    expect(method.status).toBe(400);
    const textWithoutPhone = await s.patchAdvisor(s.tokens.advisor, s.ids.advisor, {
      preferred_contact_method: 'email_and_sms',
    });
    expect(textWithoutPhone.status).toBe(400);
    expect(textWithoutPhone.body.error).toBe(profileApiText.phoneForText);
    expect(await s.me(s.tokens.advisor)).toMatchObject({ fname: 'Avi', phone_number: null });
  });

  it('partners and admins may edit other staff; only a partner may edit a partner; others only themselves', async () => {
    const s = await setup('levels');
    expect((await s.patchAdvisor(s.tokens.admin, s.ids.advisor, { lname: 'Renamed' })).status).toBe(200);
    expect((await s.patchAdvisor(s.tokens.partner, s.ids.admin, { lname: 'ByPartner' })).status).toBe(200);
    expect((await s.patchAdvisor(s.tokens.partner, s.ids.partner2, { lname: 'Second' })).status).toBe(200);

    const adminOnPartner = await s.patchAdvisor(s.tokens.admin, s.ids.partner, { lname: 'Nope' });
    expect(adminOnPartner.status).toBe(403);
    expect(adminOnPartner.body.error).toBe(profileApiText.partnerOnlyByPartner);
    const fullOnOther = await s.patchAdvisor(s.tokens.full, s.ids.advisor, { lname: 'Nope' });
    expect(fullOnOther.status).toBe(403);
    expect(fullOnOther.body.error).toBe(profileApiText.othersOnlyPartnerOrAdmin);
    expect((await s.patchAdvisor(s.tokens.advisor, s.ids.full, { lname: 'Nope' })).status).toBe(403);
    expect((await s.me(s.tokens.partner)).lname).not.toBe('Nope');
    expect((await s.me(s.tokens.advisor)).lname).toBe('Renamed');
  });

  it('another firm’s firm user, a client of the firm and nobody are Not found; a client caller is refused', async () => {
    const s = await setup('scope');
    const other = await setup('scope-b');
    const foreign = await s.patchAdvisor(s.tokens.partner, other.ids.advisor, { fname: 'Stolen' });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('Avi');
    expect((await s.patchAdvisor(s.tokens.partner, s.ids.client, { fname: 'X' })).status).toBe(404);
    expect((await s.patchAdvisor(s.tokens.partner, 'no-such-user', { fname: 'X' })).status).toBe(404);
    expect((await s.patchAdvisor(s.tokens.client, s.ids.partner, { fname: 'X' })).status).toBe(403);
    expect((await other.me(other.tokens.advisor)).fname).toBe('Avi');
  });
});

describe('PATCH /users/me/profile', () => {
  it('a client edits their own personal fields, and only those', async () => {
    const s = await setup('client');
    const res = await s.patchOwn(s.tokens.client, {
      fname: 'Cleopatra',
      phone_number: '555 000 2222',
      time_zone: 'Eastern Time (US & Canada)',
      preferred_contact_method: 'email_and_sms',
      readonly_access: true,
      assigned_advisor_id: s.ids.advisor,
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: s.ids.client,
      fname: 'Cleopatra',
      lname: 'Client',
      phone_number: '5550002222',
      time_zone: 'Eastern Time (US & Canada)',
      preferred_contact_method: 'email_and_sms',
      readonly_access: false,
    });
    expect(res.body.user.assigned_advisor_id).not.toBe(s.ids.advisor);
  });

  it('phone cannot be removed when SMS is the preferred sign-in method', async () => {
    const s = await setup('smsphone');
    const res = await s.patchOwn(s.tokens.client, { phone_number: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(userOwnText.cannotRemoveSmsPhone);
    expect((await s.me(s.tokens.client)).phone_number).toBe('5550001111');
  });

  it('a read-only account cannot edit its profile; staff use their own route', async () => {
    const s = await setup('ro');
    const ro = await s.patchOwn(s.tokens.readonly, { fname: 'Changed' });
    expect(ro.status).toBe(403);
    expect(ro.body.error).toBe(profileApiText.readOnly);
    expect((await s.patchOwn(s.tokens.partner, { fname: 'Changed' })).status).toBe(403);
  });
});

describe('POST /users/update_overview_setting', () => {
  it('the overview setting is the caller’s own and shows in current_user', async () => {
    const s = await setup('overview');
    const res = await api('/users/update_overview_setting', {
      token: await s.tokens.advisor,
      method: 'POST',
      body: { last_activity_should_include_all_activity: true },
    });
    expect(res.status).toBe(200);
    expect((await s.me(s.tokens.advisor)).preferences).toMatchObject({
      last_activity_should_include_all_activity: true,
    });
    expect((await s.me(s.tokens.partner)).preferences).toMatchObject({
      last_activity_should_include_all_activity: false,
    });
  });
});

describe('POST /users/update_guide_progress', () => {
  it('the Guide remembers a firm user’s completed steps when the tour is on', async () => {
    const s = await setup('guide', { tour_enabled: true });
    const step = async (completed: boolean, name = 'clients') =>
      api('/users/update_guide_progress', {
        token: await s.tokens.advisor,
        method: 'POST',
        body: { step: name, completed },
      });
    expect((await step(true)).body.guide_completed_steps).toEqual(['clients']);
    expect((await step(true, 'messages')).body.guide_completed_steps).toEqual(['clients', 'messages']);
    expect((await step(false)).body.guide_completed_steps).toEqual(['messages']);
    expect((await s.me(s.tokens.advisor)).preferences.guide_completed_steps).toEqual(['messages']);
    expect((await s.me(s.tokens.partner)).preferences.guide_completed_steps).toEqual([]);
    expect((await step(true, 'nowhere')).status).toBe(400);
  });

  it('is refused when the firm’s tour is off', async () => {
    const s = await setup('guideoff');
    const res = await api('/users/update_guide_progress', {
      token: await s.tokens.advisor,
      method: 'POST',
      body: { step: 'clients', completed: true },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(profileApiText.guideOff);
  });
});
