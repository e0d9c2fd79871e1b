import { describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

describe('POST /firms/update_preferences', () => {
  it('a partner merges flags and texts and sets theme colours; the screens read them from current_user', async () => {
    const full = uniqueEmail('prefs-full');
    const client = uniqueEmail('prefs-client');
    const firm = await makeFirm({
      // all_activities_enabled: the firm-wide log below reads the settings change (tests/api/firm-flags.test.ts).
      preferences: { has_firm_groups: true, all_activities_enabled: true },
      users: [
        { email: full, password: demoPassword, is_advisor: true, firm_access: 'full' },
        { email: client, password: demoPassword, companies: [{ name: 'Prefs Co' }] },
      ],
    });
    const partner = (await signIn(firm.partnerEmail)).firebase_token;
    const res = await api('/firms/update_preferences', {
      token: partner,
      body: {
        preferences: {
          new_tax_return_delivery_enabled: true,
          custom_element_enabled: true,
          customElements: ['<p>Office hours: 9-5</p>'],
        },
        theme: { primary: '#AA3300' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Firm settings saved',
      preferences: {
        has_firm_groups: true,
        new_tax_return_delivery_enabled: true,
        customElements: ['<p>Office hours: 9-5</p>'],
      },
      theme: { primary: '#AA3300' },
    });
    const seen = await api('/sessions/current_user', { token: (await signIn(client)).firebase_token });
    expect(seen.body.firm).toMatchObject({
      preferences: { new_tax_return_delivery_enabled: true, has_firm_groups: true },
      theme: { primary: '#AA3300' },
    });
    // null clears one.
    expect(
      (
        await api('/firms/update_preferences', {
          token: partner,
          body: { preferences: { custom_element_enabled: null } },
        })
      ).body.preferences.custom_element_enabled,
    ).toBeUndefined();
    const activity = await api('/v2/activity_logs', { token: partner, query: { search: 'Firm settings changed' } });
    expect(activity.body.activities[0]).toMatchObject({
      title: 'Firm settings changed',
      type_id: 1,
      user_name: 'Pat Partner',
    });

    expect(
      (
        await api('/firms/update_preferences', {
          token: (await signIn(full)).firebase_token,
          body: { theme: { primary: '#000000' } },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api('/firms/update_preferences', {
          token: (await signIn(client)).firebase_token,
          body: { theme: { primary: '#000000' } },
        })
      ).status,
    ).toBe(403);
    for (const body of [
      {},
      { theme: { primary: 'red' } },
      { theme: { logo: 'x' } },
      { preferences: { 'bad key!': true } },
      { preferences: { x: { nested: true } } },
      { preferences: 'all' },
    ]) {
      const bad = await api('/firms/update_preferences', { token: partner, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
  });
});
