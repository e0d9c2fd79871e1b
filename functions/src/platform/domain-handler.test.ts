import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { Caller } from '@ledgerline/shared/access';
import type { RouteSpec } from '@ledgerline/shared/route';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { useLocalServices } from '../../../tests/support/in-process';
import type { HttpEvent } from './http';

let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());

const CallerView = z.object({ is_advisor: z.boolean(), firm_access: z.string().nullable() });
/** Two read-only routes that answer the caller their handler was given: one for anyone signed in, one for staff. */
const probes = {
  whoAmI: {
    method: 'GET',
    path: '/probe/who_am_i',
    access: 'authenticated',
    aws: ['table'],
    readsOnly: true,
    summary: 'the caller as the handler saw it',
    output: CallerView,
  },
  byId: {
    method: 'GET',
    path: '/probe/{id}',
    access: 'authenticated',
    aws: ['table'],
    readsOnly: true,
    summary: 'a read that names its item in the path',
    input: z.object({ id: z.string() }),
    output: CallerView,
  },
  staffOnly: {
    method: 'GET',
    path: '/probe/staff_only',
    access: 'advisor',
    aws: ['table'],
    readsOnly: true,
    summary: 'a staff-only read',
    output: CallerView,
  },
} satisfies Record<string, RouteSpec>;

/** A probe domain whose handlers record every caller they were started with, early or checked. */
async function probeDomain() {
  const { declareRoutes } = await import('@ledgerline/shared/route');
  const { domainHandler } = await import('./domain-handler');
  const started: Caller[] = [];
  const view = async ({ caller }: { caller: Caller }) => {
    started.push(caller);
    return { is_advisor: caller.isAdvisor, firm_access: caller.firmAccess };
  };
  const handler = domainHandler(declareRoutes('probe', probes), { whoAmI: view, byId: view, staffOnly: view });
  const get = async (path: string, token: string, pathParameters?: Record<string, string>) => {
    const event = {
      routeKey: `GET /api${path}`,
      pathParameters,
      headers: { authorization: `Bearer ${token}` },
      requestContext: { requestId: 'probe', http: { sourceIp: '10.0.0.1' } },
    } as unknown as HttpEvent;
    const res = await handler(event);
    return { status: res.statusCode, body: JSON.parse(String(res.body)) };
  };
  return { get, started };
}

/** A partner of a new firm, signed in on one device: their token claims partner access. */
async function signedInPartner() {
  const { User } = await import('./data/entities/user');
  const { newId } = await import('./auth/secrets');
  const { createSession } = await import('../sessions/store');
  const { issueIdentityToken } = await import('./auth/tokens');
  const firmId = newId();
  const userId = newId();
  const user = { is_advisor: true, firm_access: 'partner' as const };
  await User.create({ firmId, userId, uid: newId(), email: `${userId}@test.example`, ...user }).go();
  const { sessionId } = await createSession({ firmId, userId, ip: '10.0.0.1', userAgent: 'vitest' });
  const token = await issueIdentityToken({ firmId, userId, sessionId, user });
  return { firmId, userId, sessionId, token, User };
}

describe('a read-only route starts beside the session check, and the check decides the answer', () => {
  it('answers the caller the token claims when the session and user confirm it', async () => {
    const { get, started } = await probeDomain();
    const { token } = await signedInPartner();

    const res = await get('/probe/who_am_i', token);

    expect(res).toEqual({ status: 200, body: { is_advisor: true, firm_access: 'partner' } });
    expect(started).toHaveLength(1);
  });

  it('a user made a client since the token was issued is answered as a client, never with the early answer', async () => {
    const { get, started } = await probeDomain();
    const { firmId, userId, token, User } = await signedInPartner();
    // The role is a key of the firm group index: a role change names the group too (the partner is in none).
    await User.patch({ firmId, userId }).set({ is_advisor: false, firm_group_id: '' }).go();

    const res = await get('/probe/who_am_i', token);

    expect(res).toEqual({ status: 200, body: { is_advisor: false, firm_access: null } });
    expect(started.map((c) => c.isAdvisor)).toEqual([true, false]);
  });

  it('a staff-only read answers 403 to a user no longer staff, though the token still says staff', async () => {
    const { get } = await probeDomain();
    const { firmId, userId, token, User } = await signedInPartner();
    await User.patch({ firmId, userId }).set({ is_advisor: false, firm_group_id: '' }).go();

    expect((await get('/probe/staff_only', token)).status).toBe(403);
  });

  it('a revoked session, a deactivated user and a deleted user get 401 on the next call', async () => {
    const { get } = await probeDomain();
    const { revokeSession } = await import('../sessions/store');
    const revoked = await signedInPartner();
    const unpaid = await signedInPartner();
    const deleted = await signedInPartner();
    await revokeSession(revoked.firmId, revoked.sessionId);
    await unpaid.User.patch({ firmId: unpaid.firmId, userId: unpaid.userId }).set({ paying: false }).go();
    const at = new Date().toISOString();
    await deleted.User.patch({ firmId: deleted.firmId, userId: deleted.userId }).set({ deleted_at: at }).go();

    for (const { token } of [revoked, unpaid, deleted]) {
      expect(await get('/probe/who_am_i', token)).toMatchObject({ status: 401 });
      expect(await get('/probe/staff_only', token)).toMatchObject({ status: 401 });
    }
  });
});

describe('a path parameter API Gateway could not decode', () => {
  it('is a bad request with a clear message, not a server error', async () => {
    const { get } = await probeDomain();
    const { token } = await signedInPartner();
    const { badPathEncoding } = await import('./errors');

    const res = await get('/probe/{id}', token, { id: 'x\uFFFD' });

    expect(res).toEqual({ status: 400, body: expect.objectContaining({ error: badPathEncoding }) });
  });
});
