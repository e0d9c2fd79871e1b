import { originSecretHeader, viewerIpHeader } from '@ledgerline/shared/api-origin';
import type { RouteSpec } from '@ledgerline/shared/route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { callerAddress, directCallRefused } from './api-origin';
import type { HttpEvent } from './http';

const event = (headers: Record<string, string>, routeKey = 'GET /api/probe/where') =>
  ({
    routeKey,
    headers,
    requestContext: { requestId: 'probe', http: { sourceIp: '130.176.0.9' } },
  }) as unknown as HttpEvent;

describe('calls reach the API only through the portal’s address', () => {
  it('locally, with no origin secret, the caller is the source address', () => {
    expect(callerAddress(event({}), '')).toBe('130.176.0.9');
    expect(callerAddress(event({ [viewerIpHeader]: '203.0.113.7' }), '')).toBe('130.176.0.9');
  });

  it('a call without the secret, or with another, is refused', () => {
    expect(() => callerAddress(event({}), 'stack-uuid')).toThrow(directCallRefused);
    expect(() => callerAddress(event({ [originSecretHeader]: 'stack-uuie' }), 'stack-uuid')).toThrow(directCallRefused);
    expect(() => callerAddress(event({ [originSecretHeader]: 'stack' }), 'stack-uuid')).toThrow(directCallRefused);
  });

  it('a call through CloudFront is the viewer’s, by the address CloudFront saw', () => {
    expect(
      callerAddress(event({ [originSecretHeader]: 'stack-uuid', [viewerIpHeader]: '203.0.113.7' }), 'stack-uuid'),
    ).toBe('203.0.113.7');
    expect(callerAddress(event({ [originSecretHeader]: 'stack-uuid' }), 'stack-uuid')).toBe('130.176.0.9');
  });
});

describe('the domain handler with an origin secret', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('answers a direct call 403 before reading anything, and hands the handler the viewer’s address', async () => {
    vi.stubEnv('CLOUDFRONT_ORIGIN_SECRET', 'stack-uuid');
    vi.resetModules();
    const { declareRoutes } = await import('@ledgerline/shared/route');
    const { domainHandler } = await import('./domain-handler');
    const probes = {
      where: {
        method: 'GET',
        path: '/probe/where',
        access: 'public',
        aws: [],
        readsOnly: true,
        summary: 'the caller’s address as the handler saw it',
        output: z.object({ ip: z.string() }),
      },
    } satisfies Record<string, RouteSpec>;
    const seen: string[] = [];
    const handler = domainHandler(declareRoutes('probe', probes), {
      where: async ({ ip }: { ip: string }) => {
        seen.push(ip);
        return { ip };
      },
    });
    const direct = await handler(event({}));
    expect(direct.statusCode).toBe(403);
    expect(JSON.parse(String(direct.body))).toEqual({ error: directCallRefused });
    expect(seen).toEqual([]);
    const through = await handler(event({ [originSecretHeader]: 'stack-uuid', [viewerIpHeader]: '203.0.113.7' }));
    expect(through.statusCode).toBe(200);
    expect(JSON.parse(String(through.body))).toEqual({ ip: '203.0.113.7' });
  });
});
