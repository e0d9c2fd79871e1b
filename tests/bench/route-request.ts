/**
 * A declared route's request as the web client makes it, for the benches' API callers (cost-caller, season-calls):
 * path parameters from the input, the rest as the query string for GET and DELETE or as the JSON body, and the
 * session's token as a bearer. Each caller sends it and counts or times it its own way.
 */
import type { RouteSpec } from '@ledgerline/shared/route';

export function routeRequest(
  baseUrl: string,
  route: RouteSpec,
  input: unknown,
  token: string | null,
  headers: Record<string, string> = {},
): { url: URL; init: RequestInit } {
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  const url = new URL(`${baseUrl}/api${path}`);
  const sent = { ...headers };
  if (token) sent.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (route.method === 'GET' || route.method === 'DELETE') {
    for (const [k, v] of Object.entries(rest)) {
      if (Array.isArray(v)) for (const item of v) url.searchParams.append(`${k}[]`, String(item));
      else if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    }
  } else {
    body = JSON.stringify(rest);
    sent['content-type'] = 'application/json';
  }
  return { url, init: { method: route.method, headers: sent, body } };
}
