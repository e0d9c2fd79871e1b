import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes, type RouteDef } from '@ledgerline/shared/routes';
import { activityText } from '@ledgerline/shared/activity-types';
import { profileApiText } from '@ledgerline/shared/profile';
import { allows, type Caller, type FirmAccess } from '@ledgerline/shared/access';
import { api, demoPassword, makeFirm, signIn, uniqueEmail, type MadeFirm } from '../support/api';

/**
 * Walks every route of the route table as every kind of caller. Access is checked before input, so an
 * empty request tells whether the rule let the caller through: 401/403 when it must not, anything else
 * (mostly 400 for the missing input) when it must. New routes are covered without editing this file.
 */
type Role = 'signed-out' | 'client' | 'readonly client' | 'partner' | 'admin' | 'full' | 'group' | 'advisor';
const roles: Role[] = ['signed-out', 'client', 'readonly client', 'partner', 'admin', 'full', 'group', 'advisor'];

function callerOf(role: Role): Caller | null {
  if (role === 'signed-out') return null;
  const staff: Record<string, FirmAccess | null> = {
    partner: 'partner',
    admin: 'admin',
    full: 'full',
    group: 'group',
    advisor: null,
  };
  const isAdvisor = role in staff;
  return {
    userId: 'u',
    firmId: 'f',
    sessionId: 's',
    isAdvisor,
    firmAccess: isAdvisor ? staff[role] : null,
    firmGroupId: null,
    readonly: role === 'readonly client',
  };
}

const emails: Record<Exclude<Role, 'signed-out' | 'partner'>, string> = {
  client: uniqueEmail('sec-client'),
  'readonly client': uniqueEmail('sec-ro'),
  admin: uniqueEmail('sec-admin'),
  full: uniqueEmail('sec-full'),
  group: uniqueEmail('sec-group'),
  advisor: uniqueEmail('sec-advisor'),
};

let firmA: MadeFirm & { partnerEmail: string };
let firmB: MadeFirm & { partnerEmail: string };
const tokens = new Map<Role, string>();

async function tokenFor(role: Role, email: string): Promise<void> {
  tokens.set(role, (await signIn(email)).firebase_token);
}

function emailOf(role: Role): string {
  return role === 'partner' ? firmA.partnerEmail : emails[role as keyof typeof emails];
}

/** The path with every {param} set to the given value. */
const pathWith = (r: RouteDef, value: string) => r.path.replace(/\{\w+\}/g, encodeURIComponent(value));

async function call(r: RouteDef, role: Role, path = pathWith(r, 'x'), body?: unknown) {
  const token = tokens.get(role);
  const res = await api(path, {
    method: r.method,
    token,
    body: r.method === 'GET' || r.method === 'DELETE' ? undefined : (body ?? {}),
  });
  // A route may end the caller's session (logout, a password change): sign in again for the next route.
  if (token && res.status < 300 && (await api('/sessions/current_user', { token })).status === 401)
    await tokenFor(role, emailOf(role));
  return res;
}

beforeAll(async () => {
  const users = (groups: boolean) => [
    { email: emails.client, password: demoPassword, companies: [{ name: 'Client A Co' }] },
    {
      email: emails['readonly client'],
      password: demoPassword,
      readonly: true,
      companies: [{ name: 'Readonly A Co' }],
    },
    { email: emails.admin, password: demoPassword, is_advisor: true, firm_access: 'admin' as const },
    { email: emails.full, password: demoPassword, is_advisor: true, firm_access: 'full' as const },
    {
      email: emails.group,
      password: demoPassword,
      is_advisor: true,
      firm_access: 'group' as const,
      firm_group: groups ? 'North' : undefined,
    },
    { email: emails.advisor, password: demoPassword, is_advisor: true },
  ];
  // The drop link is on, so its routes answer the staff they admit rather than 'not turned on'.
  firmA = await makeFirm({
    firm_name: 'Firm A',
    groups: ['North'],
    preferences: {
      drop_link_enabled: true,
      new_tax_return_delivery_enabled: true,
      signature_requests_enabled: true,
      use_firm_roles: true,
      all_activities_enabled: true,
      external_entity_id_allowed: true,
    },
    users: users(true),
  });
  firmB = await makeFirm({
    firm_name: 'Secret Firm B',
    users: [
      {
        email: uniqueEmail('b-client'),
        fname: 'Bashful',
        lname: 'Bclient',
        password: demoPassword,
        companies: [{ name: 'Secret B Holdings' }],
      },
    ],
  });
  for (const role of roles) if (role !== 'signed-out') await tokenFor(role, emailOf(role));
});

/** Routes that refuse a caller their rule lets in, for a reason of their own and with their own message. */
const ownRefusals: Record<string, { role: Role; error: string }> = {
  // Group-limited staff must choose an entity of their group before they see activity (the firm-wide log is not theirs).
  'GET /v2/activity_logs': { role: 'group', error: activityText.chooseEntity },
  // FA §6: a read-only account cannot edit its profile (the client's own route, whose body may be empty).
  'PATCH /users/me/profile': { role: 'readonly client', error: profileApiText.readOnly },
};
const refusedForOwnReason = (r: RouteDef, role: Role, res: { status: number; body: any }) =>
  ownRefusals[routeKey(r)]?.role === role && res.status === 403 && res.body?.error === ownRefusals[routeKey(r)]?.error;

describe('every route answers only the callers its access rule allows', () => {
  for (const r of routes) {
    it(`${r.method} ${r.path} (${r.access})`, async () => {
      for (const role of roles) {
        const res = await call(r, role);
        const expected = allows(r.access, callerOf(role));
        const verdict = `${role} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
        // A public route may still say 401 for its own reasons (a wrong password); others must let the caller in.
        if (expected && r.access !== 'public' && !refusedForOwnReason(r, role, res))
          expect([401, 403], verdict).not.toContain(res.status);
        else if (!expected) expect(res.status, verdict).toBe(role === 'signed-out' ? 401 : 403);
        expect(res.status, verdict).toBeLessThan(500);
      }
    });
  }
});

// Registered only once the table has such routes: vitest refuses an empty suite.
const withParams = routes.filter((r) => /\{\w+\}/.test(r.path) && r.access !== 'public');
if (withParams.length > 0)
  describe("another firm's ids answer 404 and reveal nothing", () => {
    for (const r of withParams) {
      it(`${r.method} ${r.path}`, async () => {
        const foreignIds = [
          firmB.firm_id,
          ...firmB.users.flatMap((u) => [u.id, ...u.companies.flatMap((c) => [c.id, c.hash_id])]),
        ];
        const role = (['partner', 'client'] as Role[]).find((x) => allows(r.access, callerOf(x)))!;
        for (const id of foreignIds) {
          const res = await call(r, role, pathWith(r, id));
          expect(res.status, `${id} → ${res.status}`).toBe(404);
          expect(JSON.stringify(res.body)).not.toMatch(/Secret|Bashful|Bclient/);
        }
      });
    }
  });

/** Hostile values of every JSON kind: wrong types, huge strings, deep nesting, prototype keys. */
const junk: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  'x'.repeat(100_000),
  '',
  ' ',
  '\u0000',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  [],
  [1, 2, 3],
  {},
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  deep(200),
  '../../etc/passwd',
  '%00',
  '{{7*7}}',
];
function deep(n: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
}

describe('fuzzed input never causes a server error', () => {
  for (const r of routes.filter((x) => x.method !== 'GET' && x.method !== 'DELETE')) {
    it(`${r.method} ${r.path}`, async () => {
      const fields = [
        'username',
        'password',
        'uid',
        'email',
        'verification_code',
        'auth_token',
        'refresh_token',
        'mfa_token',
        'sign_in_method',
        'new_password',
        'phone_number',
        'redirect',
        'firm_name',
        'fname',
        'lname',
        'id',
      ];
      for (const role of ['signed-out', 'partner', 'client'] as Role[]) {
        if (!allows(r.access, callerOf(role))) continue;
        for (const value of junk) {
          const body = Object.fromEntries(fields.map((f) => [f, value]));
          const res = await call(r, role, pathWith(r, 'x'), body);
          expect(
            res.status,
            `${role} ${JSON.stringify(value)?.slice(0, 40)} → ${JSON.stringify(res.body).slice(0, 200)}`,
          ).toBeLessThan(500);
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('never fails on a path parameter with broken percent-encoding, signed in or out', async () => {
    for (const r of routes.filter((x) => x.path.includes('{'))) {
      for (const role of ['signed-out', 'partner', 'client'] as Role[]) {
        for (const broken of ['%FF', '%C3%28', 'x%', '%E0%A4%A']) {
          const res = await call(r, role, r.path.replace(/\{\w+\}/g, broken));
          expect(res.status, `${role} ${r.method} ${r.path} ${broken}`).toBeLessThan(500);
        }
      }
    }
  });

  it('never fails on hostile query strings', async () => {
    for (const r of routes.filter((x) => x.method === 'GET')) {
      for (const value of ['', 'x'.repeat(5000), '%', '[]', "'", '<x>']) {
        const res = await api(pathWith(r, 'x'), {
          query: { username: value, uid: value, id: value },
          token: tokens.get('partner'),
        });
        expect(res.status, `${r.path} ${value.slice(0, 20)}`).toBeLessThan(500);
      }
    }
  });
});
