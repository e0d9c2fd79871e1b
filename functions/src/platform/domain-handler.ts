import middy from '@middy/core';
import type { z } from 'zod';
import { allows } from '@ledgerline/shared/access';
import { routes, type RouteDef } from '@ledgerline/shared/routes';
import { AppError, Forbidden, Invalid, NotFound, PayloadTooLarge, TooMany, Unauthorized } from './errors';
import { FileReply, isReply, type HttpEvent, type HttpResult, type Operations, type RequestContext } from './http';
import { contentDisposition } from './content-disposition';
import { log } from './log';
import { verifyIdentityToken } from './auth/tokens';

/** JSON bodies above this are refused before parsing; files never pass through the API. */
export const maxBodyBytes = 1024 * 1024;

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** The Lambda handler of one domain: finds the route, then auth, access, validation, the operation, errors. */
export function domainHandler(domain: string, operations: Operations) {
  const table = new Map(routes.filter((r) => r.domain === domain).map((r) => [`${r.method} /api${r.path}`, r]));
  for (const r of table.values()) {
    if (!operations[r.operation]) throw new Error(`Route ${r.method} ${r.path} names ${r.operation}, which ${domain} does not export`);
  }
  return middy<HttpEvent, HttpResult>().handler(async (event) => {
    const started = Date.now();
    const requestId = event.requestContext?.requestId ?? 'local';
    let status = 500;
    try {
      const route = table.get(event.routeKey);
      if (!route) throw new NotFound('route', 'No such API call');
      const result = await run(route, event, operations, requestId);
      status = result.statusCode ?? 200;
      return result;
    } catch (error) {
      const result = errorResult(error, requestId);
      status = result.statusCode ?? 500;
      return result;
    } finally {
      log('info', 'request', { requestId, domain, route: event.routeKey, status, ms: Date.now() - started, ip: event.requestContext?.http?.sourceIp });
    }
  });
}

async function run(route: RouteDef, event: HttpEvent, operations: Operations, requestId: string): Promise<HttpResult> {
  const caller = await authenticate(event);
  if (!allows(route.access, caller)) throw caller ? new Forbidden() : new Unauthorized();
  const ctx: RequestContext = {
    input: parseInput(route, event),
    caller,
    route,
    requestId,
    ip: event.requestContext?.http?.sourceIp ?? 'unknown',
    userAgent: (event.headers?.['user-agent'] ?? '').slice(0, 300),
    pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
  };
  const out = await operations[route.operation](ctx);
  if (out instanceof FileReply) return fileResult(out, requestId);
  if (isReply(out)) {
    return { statusCode: out.status, headers: { ...jsonHeaders, 'x-request-id': requestId, ...out.headers }, body: JSON.stringify(out.body) };
  }
  return { statusCode: 200, headers: { ...jsonHeaders, 'x-request-id': requestId }, body: JSON.stringify(out ?? {}) };
}

/** Text goes out as text; anything binary base64-encoded, which API Gateway and the local server decode. */
function fileResult(file: FileReply, requestId: string): HttpResult {
  const headers = {
    'content-type': file.contentType,
    'content-disposition': contentDisposition(file.filename),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-request-id': requestId,
  };
  const binary = Buffer.isBuffer(file.body);
  return { statusCode: 200, headers, body: binary ? file.body.toString('base64') : file.body, isBase64Encoded: binary };
}

async function authenticate(event: HttpEvent) {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(\S{1,4096})$/i);
  return match ? verifyIdentityToken(match[1]) : null;
}

function parseInput(route: RouteDef, event: HttpEvent): unknown {
  const raw = readRawInput(route, event);
  if (!route.input) return raw;
  const parsed = (route.input as z.ZodType).safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new Invalid(parsed.error.issues[0]?.message ?? 'Invalid request', fields);
}

function readRawInput(route: RouteDef, event: HttpEvent): Record<string, unknown> {
  const params = event.pathParameters ?? {};
  if (route.method === 'GET' || route.method === 'DELETE') {
    return { ...queryObject(event.rawQueryString ?? ''), ...params };
  }
  const text = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  if (Buffer.byteLength(text) > maxBodyBytes) throw new PayloadTooLarge();
  if (!text.trim()) return { ...params };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Invalid('The request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Invalid('The request body must be a JSON object');
  return { ...(body as Record<string, unknown>), ...params };
}

/** Query strings as the spec's screens send them: `a=1&ids[]=x&ids[]=y`. */
function queryObject(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(raw)) {
    if (k.endsWith('[]')) ((out[k.slice(0, -2)] ??= []) as string[]).push(v);
    else out[k] = v;
  }
  return out;
}

function errorResult(error: unknown, requestId: string): HttpResult {
  const headers = { ...jsonHeaders, 'x-request-id': requestId };
  if (error instanceof AppError) {
    const retry: Record<string, string> = error instanceof TooMany && error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {};
    return { statusCode: error.status, headers: { ...headers, ...retry }, body: JSON.stringify({ error: error.message, ...error.extra }) };
  }
  log('error', 'unhandled error', { requestId, error: error instanceof Error ? error.stack : String(error) });
  return { statusCode: 500, headers, body: JSON.stringify({ error: 'Something went wrong' }) };
}
