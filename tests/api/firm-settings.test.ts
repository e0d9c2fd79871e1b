/**
 * Firm Settings (FA §2.9, §3.4, §5.11, §7.5): partner only; only the settings given are written; tags unique per
 * firm; colours as #RRGGBB; groups, custom statuses, vocabulary, time zone; logo and favicon through a presigned
 * link; the sign-in page's branding by slug.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firmRoutes as r } from '@ledgerline/shared/routes/firms';
import { api, call, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const uniqueSlug = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;

async function firmWithStaff() {
  const emails = { admin: uniqueEmail('fs-admin'), full: uniqueEmail('fs-full'), client: uniqueEmail('fs-client') };
  const firm = await makeFirm({
    firm_name: 'Settings & Sons',
    preferences: { drop_link_enabled: true, has_firm_groups: true },
    groups: ['North'],
    users: [
      { email: emails.admin, password: demoPassword, is_advisor: true, firm_access: 'admin' },
      { email: emails.full, password: demoPassword, is_advisor: true, firm_access: 'full' },
      { email: emails.client, password: demoPassword, companies: [{ name: 'Settings Client Co' }] },
    ],
  });
  const token = async (email: string) => (await signIn(email)).firebase_token;
  return { firm, emails, partner: await token(firm.partnerEmail), token };
}

describe('Firm Settings', () => {
  it('Firm Settings is partner only: admins, full users and clients are refused', async () => {
    const { partner, emails, token } = await firmWithStaff();
    expect((await call(r.firmSettings, {}, { token: partner })).status).toBe(200);
    for (const email of [emails.admin, emails.full, emails.client]) {
      const t = await token(email);
      expect((await call(r.firmSettings, {}, { token: t })).status, email).toBe(403);
      expect((await call(r.updatePreferences, { theme: { primary: '#112233' } }, { token: t })).status).toBe(403);
      expect((await call(r.addFirmGroup, { name: 'South' }, { token: t })).status).toBe(403);
      expect(
        (await call(r.brandingUploadLink, { kind: 'logo', content_type: 'image/png', size_bytes: 10 }, { token: t }))
          .status,
      ).toBe(403);
    }
  });

  it('only the settings a firm changed are written', async () => {
    const { partner } = await firmWithStaff();
    const first = await call(
      r.updatePreferences,
      {
        preferences: { communication_disabled: true, in_app_banner_text: 'Closed Friday' },
        theme: { primary: '#AA3300', accent: '#00AA33' },
      },
      { token: partner },
    );
    expect(first.status).toBe(200);
    const second = await call(
      r.updatePreferences,
      {
        preferences: { questionnaire_reminder_frequency: 5 },
        time_zone: 'Eastern Time (US & Canada)',
        firm_vocabs: [{ key_words: 'Organizer', description: 'The questionnaire we send each year' }],
      },
      { token: partner },
    );
    expect(second.status).toBe(200);
    const settings = (await call(r.firmSettings, {}, { token: partner })).body;
    expect(settings).toMatchObject({
      time_zone: 'Eastern Time (US & Canada)',
      preferences: {
        drop_link_enabled: true,
        communication_disabled: true,
        in_app_banner_text: 'Closed Friday',
        questionnaire_reminder_frequency: 5,
      },
      theme: { primary: '#AA3300', secondary: null, accent: '#00AA33' },
      firm_vocabs: [{ key_words: 'Organizer', description: 'The questionnaire we send each year' }],
    });
    expect(settings.firm_vocabs[0].id).toEqual(expect.any(String));
    const missing = await call(r.updatePreferences, {} as never, { token: partner });
    expect(missing.status).toBe(400);
    expect((await call(r.updatePreferences, { time_zone: 'Mars/Olympus' }, { token: partner })).status).toBe(400);
  });

  it('bad colours are refused with 400 and change nothing', async () => {
    const { partner } = await firmWithStaff();
    await call(r.updatePreferences, { theme: { primary: '#123456' } }, { token: partner });
    for (const colour of ['red', '#12345', '#1234567', 'rgb(1,2,3)', '#GGGGGG', '']) {
      const res = await call(r.updatePreferences, { theme: { secondary: colour } }, { token: partner });
      expect(res.status, colour).toBe(400);
    }
    expect((await call(r.firmSettings, {}, { token: partner })).body.theme).toEqual({
      primary: '#123456',
      secondary: null,
      accent: null,
    });
  });

  it('tags are unique per firm: a name the firm has in any case is refused with ‘Tag already exist’', async () => {
    const a = await firmWithStaff();
    const b = await firmWithStaff();
    expect((await call(r.addClientTag, { new_tag: 'VIP' }, { token: a.partner })).status).toBe(200);
    const again = await call(r.addClientTag, { new_tag: ' vip ' }, { token: a.partner });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Tag already exist');
    expect((await call(r.addEntityTag, { new_tag: 'VIP' }, { token: a.partner })).status).toBe(200);
    expect((await call(r.addDocumentTag, { name: 'Receipts' }, { token: a.partner })).status).toBe(200);
    expect((await call(r.addDocumentTag, { name: 'RECEIPTS' }, { token: a.partner })).body.error).toBe(
      'Tag already exist',
    );
    // Another firm has its own names.
    expect((await call(r.addClientTag, { new_tag: 'VIP' }, { token: b.partner })).status).toBe(200);
  });

  it('firm groups are added, renamed and deleted; a name is unique; another firm’s group is not found', async () => {
    const a = await firmWithStaff();
    const b = await firmWithStaff();
    const added = await call(r.addFirmGroup, { name: 'South' }, { token: a.partner });
    expect(added.status).toBe(200);
    expect(added.body.firm_groups.map((g) => g.name)).toEqual(['North', 'South']);
    expect((await call(r.addFirmGroup, { name: 'north' }, { token: a.partner })).status).toBe(409);
    const id = added.body.firm_group.id;
    const renamed = await call(r.renameFirmGroup, { id, name: 'Southwest' }, { token: a.partner });
    expect(renamed.body.firm_groups.map((g) => g.name)).toEqual(['North', 'Southwest']);
    expect((await call(r.renameFirmGroup, { id }, { token: a.partner })).status).toBe(400);
    expect((await call(r.renameFirmGroup, { id, name: 'x' }, { token: b.partner })).status).toBe(404);
    expect((await call(r.removeFirmGroup, { id }, { token: b.partner })).status).toBe(404);
    const removed = await call(r.removeFirmGroup, { id }, { token: a.partner });
    expect(removed.body.firm_groups.map((g) => g.name)).toEqual(['North']);
    const picker = await api('/firms/current_user_firm', { token: a.partner });
    expect(picker.body.firm_groups.map((g: { name: string }) => g.name)).toEqual(['North']);
  });

  it('custom statuses have a firm display text, a client display text and a client instruction', async () => {
    const a = await firmWithStaff();
    const b = await firmWithStaff();
    const added = await call(
      r.addCustomStatus,
      {
        firm_user_display_status: 'Waiting on K-1s',
        client_display_status: 'Almost there',
        client_instruction: 'Send us your K-1s',
      },
      { token: a.partner },
    );
    expect(added.status).toBe(200);
    const id = added.body.firm_custom_status.id;
    const edited = await call(
      r.editCustomStatus,
      { id, client_display_status: 'Nearly done', client_instruction: '' },
      { token: a.partner },
    );
    expect(edited.body.firm_custom_status).toEqual({
      id,
      firm_user_display_status: 'Waiting on K-1s',
      client_display_status: 'Nearly done',
      client_instruction: null,
    });
    const listed = await call(r.firmCustomStatuses, { id: a.firm.firm_id }, { token: a.partner });
    expect(listed.body.firm_custom_statuses.map((s) => s.client_display_status)).toEqual(['Nearly done']);
    expect((await call(r.editCustomStatus, { id, client_display_status: 'x' }, { token: b.partner })).status).toBe(404);
    expect((await call(r.removeCustomStatus, { id }, { token: b.partner })).status).toBe(404);
    expect(
      (await call(r.addCustomStatus, { firm_user_display_status: 'x' } as never, { token: a.partner })).status,
    ).toBe(400);
    expect((await call(r.removeCustomStatus, { id }, { token: a.partner })).body.firm_custom_statuses).toEqual([]);
  });

  it('the theme by slug brands the sign-in page: a known slug answers name, favicon and theme; an unknown one 404', async () => {
    const a = await firmWithStaff();
    const b = await firmWithStaff();
    const slug = uniqueSlug('settings-sons');
    await call(
      r.updatePreferences,
      { slug, theme: { primary: '#0F6CBD', secondary: '#222222' } },
      { token: a.partner },
    );
    // The favicon, through a presigned link.
    const link = await call(
      r.brandingUploadLink,
      { kind: 'favicon', content_type: 'image/png', size_bytes: png.length },
      { token: a.partner },
    );
    expect(link.status).toBe(200);
    expect((await fetch(link.body.url, { method: 'PUT', headers: link.body.headers, body: png })).ok).toBe(true);
    const confirmed = await call(
      r.confirmBrandingUpload,
      { kind: 'favicon', upload_key: link.body.upload_key },
      { token: a.partner },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.favicon_url).toEqual(expect.any(String));

    const themed = await call(r.firmThemeBySlug, { slug });
    expect(themed.status).toBe(200);
    expect(themed.body).toMatchObject({
      name: 'Settings & Sons',
      theme: { primary: '#0F6CBD', secondary: '#222222', accent: null },
      medium_url: null,
    });
    expect(themed.body.url).toMatch(new RegExp(`/signin\\?firm=${slug}$`));
    const icon = await fetch(themed.body.favicon_url as string);
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(png);
    // alias: a host whose first label is the slug.
    expect((await call(r.firmThemeBySlug, { alias: `${slug}.portal.example` })).body.name).toBe('Settings & Sons');

    for (const unknown of [uniqueSlug('nobody'), '', 'Bad Slug!', '../x']) {
      const res = await call(r.firmThemeBySlug, { slug: unknown });
      expect(res.status, unknown).toBe(404);
      expect(res.body.error).toBe('No firm has this address');
    }
    // A slug names one firm; giving it up frees it.
    const taken = await call(r.updatePreferences, { slug }, { token: b.partner });
    expect(taken.status).toBe(409);
    expect((await call(r.updatePreferences, { slug: null }, { token: a.partner })).status).toBe(200);
    expect((await call(r.firmThemeBySlug, { slug })).status).toBe(404);
    expect((await call(r.updatePreferences, { slug }, { token: b.partner })).status).toBe(200);
  });

  it('a logo must be an image: anything else is refused and not kept', async () => {
    const { partner } = await firmWithStaff();
    const text = Buffer.from('not an image at all');
    const link = await call(
      r.brandingUploadLink,
      { kind: 'logo', content_type: 'image/png', size_bytes: text.length },
      { token: partner },
    );
    await fetch(link.body.url, { method: 'PUT', headers: link.body.headers, body: text });
    const refused = await call(
      r.confirmBrandingUpload,
      { kind: 'logo', upload_key: link.body.upload_key },
      { token: partner },
    );
    expect(refused.status).toBe(422);
    expect(
      (await call(r.confirmBrandingUpload, { kind: 'logo', upload_key: link.body.upload_key }, { token: partner }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(
          r.confirmBrandingUpload,
          { kind: 'logo', upload_key: `uploads/other/branding/logo/x` },
          { token: partner },
        )
      ).status,
    ).toBe(404);
    expect((await call(r.firmSettings, {}, { token: partner })).body.medium_url).toBeNull();
    expect(
      (
        await call(
          r.brandingUploadLink,
          { kind: 'logo', content_type: 'image/svg+xml' as never, size_bytes: 10 },
          { token: partner },
        )
      ).status,
    ).toBe(400);
  });
});
