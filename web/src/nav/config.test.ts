import { describe, expect, it } from 'vitest';
import type { FirmAccess } from '@ledgerline/shared/access';
import type { CurrentUser, FirmPreferences } from '../api/types';
import {
  clientNavItems,
  navModeFor,
  previewCompanyHashFor,
  previewUserIdFor,
  visibleItems,
  type NavContext,
} from './config';
import { staffNavItems, visibleStaffItems } from './staff';

const navItems = [...staffNavItems, ...clientNavItems];

/** Who sees a link by the spec's rule alone, whether or not its section exists yet. */
function sees(
  id: string,
  who: { advisor: boolean; access?: FirmAccess | null; prefs?: FirmPreferences },
  extra: Partial<NavContext> = {},
): boolean {
  const me = {
    user: {
      id: 'u',
      uid: 'u',
      fname: 'F',
      lname: 'L',
      full_name: 'F L',
      email: 'f@l.test',
      is_advisor: who.advisor,
      firm_access: who.access ?? null,
      readonly_access: false,
    },
    firm: { id: 'f', name: 'Firm', preferences: who.prefs ?? {} },
    companies: [],
    has_active_entities: true,
  } as unknown as CurrentUser;
  const item = navItems.find((i) => i.id === id);
  if (!item) throw new Error(`no nav item ${id}`);
  return item.rule({ me, companyHash: 'h', userId: null, previewUserId: null, entityHasActiveOwners: true, ...extra });
}

const partner = { advisor: true, access: 'partner' as const };
const admin = { advisor: true, access: 'admin' as const };
const full = { advisor: true, access: 'full' as const };
const group = { advisor: true, access: 'group' as const };
const advisor = { advisor: true, access: null };
const client = { advisor: false };

describe('staff navigation follows FA §2.2 and §6', () => {
  it('Firm Settings is for partners only', () => {
    expect([partner, admin, full, group, advisor, client].map((w) => sees('firm-settings', w))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('Templates: partners (and admins), and full users unless templates are disabled for non-admins', () => {
    expect([partner, admin, full, group].map((w) => sees('templates', w))).toEqual([true, true, true, false]);
    const off = { template_disabled_for_nonadmin: true };
    expect([partner, admin, full].map((w) => sees('templates', { ...w, prefs: off }))).toEqual([true, true, false]);
  });

  it('Drop Link: partner, admin and full users, only when drop link is enabled', () => {
    const on = { drop_link_enabled: true };
    expect([partner, admin, full, group, advisor].map((w) => sees('drop-link', { ...w, prefs: on }))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(sees('drop-link', partner)).toBe(false);
  });

  it('Firm Roles: partner or admin when the firm uses roles', () => {
    const on = { use_firm_roles: true };
    expect([partner, admin, full].map((w) => sees('firm-roles', { ...w, prefs: on }))).toEqual([true, true, false]);
    expect(sees('firm-roles', admin)).toBe(false);
  });

  it('feature links follow the firm’s preferences', () => {
    expect(sees('messages', advisor)).toBe(true);
    expect(sees('messages', { ...advisor, prefs: { communication_disabled: true } })).toBe(false);
    expect(sees('deliver', advisor)).toBe(false);
    expect(sees('deliver', { ...advisor, prefs: { new_tax_return_delivery_enabled: true } })).toBe(true);
    expect(sees('signatures', { ...advisor, prefs: { signature_requests_enabled: true } })).toBe(true);
    expect(sees('guide', { ...advisor, prefs: { tour_enabled: true } })).toBe(true);
  });

  it('Activities is a live link to /activities for staff when the firm enables all activities', () => {
    const ctx = (advisorUser: boolean, prefs: FirmPreferences) => ({
      me: {
        user: { is_advisor: advisorUser, firm_access: advisorUser ? 'full' : null },
        firm: { preferences: prefs },
      } as unknown as CurrentUser,
      companyHash: null,
      userId: null,
      previewUserId: null,
      entityHasActiveOwners: true,
    });
    const on = { all_activities_enabled: true };
    const activities = (c: NavContext) => visibleStaffItems('staff', c).find((i) => i.id === 'activities');
    expect(activities(ctx(true, on))?.to?.(ctx(true, on))).toBe('/activities');
    expect(activities(ctx(true, {}))).toBeUndefined();
    expect(activities(ctx(false, on))).toBeUndefined();
  });

  it('no staff link shows to a client, and no client link to staff', () => {
    for (const item of navItems) {
      if (item.id === 'exit-preview') continue; // only while an advisor previews (below)
      const forStaff = item.section !== 'client' && item.section !== 'mobile';
      const allOn = {
        drop_link_enabled: true,
        use_firm_roles: true,
        tour_enabled: true,
        new_tax_return_delivery_enabled: true,
        review_and_export_enabled: true,
        signature_requests_enabled: true,
        all_activities_enabled: true,
      };
      expect({ id: item.id, client: sees(item.id, { ...client, prefs: allOn }) }).toEqual({
        id: item.id,
        client: !forStaff,
      });
      expect({ id: item.id, partner: sees(item.id, { ...partner, prefs: allOn }) }).toEqual({
        id: item.id,
        partner: forStaff,
      });
    }
  });

  it('entity Messages is disabled with the spec’s tooltip when the entity has no active owners', () => {
    const item = navItems.find((i) => i.id === 'entity-messages')!;
    const ctx = { me: {} as CurrentUser, companyHash: 'h', userId: null, previewUserId: null };
    expect(item.disabledReason!({ ...ctx, entityHasActiveOwners: false })).toBe(
      'Entity has no active owners to message.',
    );
    expect(item.disabledReason!({ ...ctx, entityHasActiveOwners: true })).toBeNull();
  });
});

describe('client navigation follows FA §2.3', () => {
  it('Messages hides when communication is disabled; Documents when hidden from clients', () => {
    expect(sees('client-messages', client)).toBe(true);
    expect(sees('client-messages', { ...client, prefs: { communication_disabled: true } })).toBe(false);
    expect(sees('client-documents', { ...client, prefs: { hide_documents_view_from_clients: true } })).toBe(false);
  });

  it('Messages is a live link for staff (/messages) and clients (/inbox/{hash}) now that the screens exist', () => {
    const ctx = (advisorUser: boolean) => ({
      me: {
        user: { is_advisor: advisorUser, firm_access: advisorUser ? 'partner' : null },
        firm: { preferences: {} },
      } as unknown as CurrentUser,
      companyHash: 'abc',
      userId: null,
      previewUserId: null,
      entityHasActiveOwners: true,
    });
    expect(
      visibleStaffItems('staff', ctx(true))
        .find((i) => i.id === 'messages')
        ?.to?.(ctx(true)),
    ).toBe('/messages');
    expect(
      visibleItems('client', ctx(false))
        .find((i) => i.id === 'client-messages')
        ?.to?.(ctx(false)),
    ).toBe('/inbox/abc');
    expect(visibleItems('client', ctx(true)).some((i) => i.id === 'client-messages')).toBe(false);
  });

  it('links go to the selected entity, and under /preview/user/{id} when an advisor previews', () => {
    const me = { user: { is_advisor: false }, firm: { preferences: {} } } as unknown as CurrentUser;
    const to = (id: string, previewUserId: string | null) =>
      navItems.find((i) => i.id === id)!.to!({
        me,
        companyHash: 'abc',
        userId: null,
        previewUserId,
        entityHasActiveOwners: true,
      });
    expect(to('client-messages', null)).toBe('/inbox/abc');
    expect(to('client-documents', null)).toBe('/documents/abc');
    expect(to('client-documents', 'u9')).toBe('/preview/user/u9/documents/abc');
    expect(to('client-dashboard', 'u9')).toBe('/preview/user/u9/');
  });
});

describe('an advisor previewing a client (/preview/user/{id})', () => {
  it('sees the client’s navigation: the dashboard of the previewed entity, the other screens disabled, and a way out', () => {
    const me = {
      user: { is_advisor: true, firm_access: 'partner' },
      firm: { preferences: {} },
      companies: [],
    } as unknown as CurrentUser;
    const ctx: NavContext = { me, companyHash: 'h1', userId: null, previewUserId: 'u9', entityHasActiveOwners: true };
    const items = visibleItems('client', ctx);
    expect(items.map((i) => i.id)).toEqual([
      'client-dashboard',
      'client-messages',
      'client-documents',
      'client-profile',
      'exit-preview',
    ]);
    expect(items[0]!.to!(ctx)).toBe('/preview/user/u9/?previewCompanyHash=h1');
    expect(items[1]!.disabledReason!(ctx)).toBe('Not available in preview');
    // The client's documents have their preview: a live link.
    expect(items[2]!.to!(ctx)).toBe('/preview/user/u9/documents/h1');
    expect(items[2]!.disabledReason).toBeUndefined();
    // FA §2.3 Profile Settings at /profile, prefixed in the preview (shown read-only there).
    expect(items[3]!.to!(ctx)).toBe('/preview/user/u9/profile');
    expect(items[4]!.to!(ctx)).toBe('/');
    expect(visibleItems('client', { ...ctx, previewUserId: null })).toEqual([]);
  });
});

describe('navigation modes', () => {
  it('entity mode under /admin/{hash} and the advisor questionnaire preview; user mode under /clients/{id}', () => {
    expect(navModeFor('/admin/h1/documents')).toEqual({ mode: 'entity', companyHash: 'h1', userId: null });
    expect(navModeFor('/preview/c7/questionnaire/q1')).toEqual({ mode: 'entity', companyHash: 'c7', userId: null });
    expect(navModeFor('/clients/u3')).toEqual({ mode: 'user', companyHash: null, userId: 'u3' });
    expect(navModeFor('/admin')).toEqual({ mode: 'default', companyHash: null, userId: null });
    expect(navModeFor('/preview/user/u3')).toEqual({ mode: 'default', companyHash: null, userId: null });
    expect(previewUserIdFor('/preview/user/u3/documents/h')).toBe('u3');
  });
  it('a client preview keeps its entity: previewCompanyHash, or the entity of the previewed documents', () => {
    expect(previewCompanyHashFor('/preview/user/u3/', '?previewCompanyHash=h1')).toBe('h1');
    expect(previewCompanyHashFor('/preview/user/u3/documents/h%202', '?path=%2F2025')).toBe('h 2');
    expect(previewCompanyHashFor('/preview/user/u3/', '')).toBeNull();
  });
});
