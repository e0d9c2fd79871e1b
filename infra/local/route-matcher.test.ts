import { describe, expect, it } from 'vitest';
import type { RouteDef } from '@ledgerline/shared/routes';
import { createRouteMatcher } from './route-matcher';

const r = (method: RouteDef['method'], path: string): RouteDef => ({
  method,
  path,
  domain: 'd',
  operation: 'o',
  access: 'public',
  aws: [],
  summary: '',
  output: 'file',
});

describe('local route matching', () => {
  const match = createRouteMatcher([
    r('GET', '/users/{id}'),
    r('GET', '/users/get_linked_accounts'),
    r('POST', '/users/{id}/restore'),
  ]);

  it('prefers a literal segment over a path parameter, like API Gateway', () => {
    expect(match('GET', '/users/get_linked_accounts')).toMatchObject({ route: { path: '/users/get_linked_accounts' } });
  });

  it('extracts and decodes path parameters', () => {
    expect(match('GET', '/users/a%20b')).toMatchObject({ pathParameters: { id: 'a b' } });
    expect(match('POST', '/users/42/restore')).toMatchObject({ pathParameters: { id: '42' } });
  });

  it('answers broken percent-encoding in a path parameter as a bad address, not a server error', () => {
    for (const broken of ['%FF', '%C3%28', 'abc%', '%E0%A4%A']) {
      expect(match('GET', `/users/${broken}`), broken).toBe('bad-encoding');
    }
    expect(match('POST', '/users/%ZZ/restore')).toBe('bad-encoding');
  });

  it('tells a wrong method from an unknown path', () => {
    expect(match('DELETE', '/users/42')).toBe('method-not-allowed');
    expect(match('GET', '/nothing/here')).toBeNull();
  });
});
