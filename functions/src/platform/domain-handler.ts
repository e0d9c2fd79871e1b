import type * as z from 'zod';
import { allows, type Caller } from '@ledgerline/shared/access';
import type { RouteDef, RouteSpec } from '@ledgerline/shared/route';
import {
  AppError,
  badPathEncoding,
  Forbidden,
  Invalid,
  NotFound,
  PayloadTooLarge,
  TooMany,
  Unauthorized,
} from './errors';
import { FileReply, isReply, type HttpEvent, type HttpResult } from './http';
import type { Handler, HandlerArgs, Handlers } from './handle';
import { contentDisposition } from './content-disposition';
import { log } from './log';
import { checkTokenHolder, readIdentityToken, sameCaller, type CheckedCaller, type TokenClaims } from './auth/tokens';
import type { UserItem } from './data/entities/user';
import { sendQueuedReads } from './data/batch-get';
import { callerAddress } from './api-origin';
import { env } from './env';

/** JSON bodies above this are refused before parsing; files never pass through the API. */
export const maxBodyBytes = 1024 * 1024;

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * The Lambda handler of one domain: finds the route, then authentication, access, validation, the handler and
 * error mapping, as plain steps (no middleware framework: the steps are few, fixed and need the route first).
 * It takes only its own domain's declarations, so a bundle carries its own schemas and handlers.
 */
export function domainHandler<D extends Record<string, RouteDef & RouteSpec>>(declarations: D, handlers: Handlers<D>) {
  const domain = Object.values(declarations)[0]?.domain ?? 'unknown';
  const table = new Map<string, { route: RouteDef; handler: Handler<RouteSpec> }>();
  for (const [operation, route] of Object.entries(declarations)) {
    const handler = handlers[operation] as Handler<RouteSpec> | undefined;
    if (!handler)
      throw new Error(`Route ${route.method} ${route.path} names ${operation}, which ${domain} does not handle`);
    table.set(`${route.method} /api${route.path}`, { route, handler });
  }
  return async (event: HttpEvent): Promise<HttpResult> => {
    const started = Date.now();
    const requestId = event.requestContext?.requestId ?? 'local';
    let status = 500;
    let ip = event.requestContext?.http?.sourceIp ?? 'unknown';
    try {
      // First: a call that did not come through the portal's address is refused before anything else is read.
      ip = callerAddress(event, env.CLOUDFRONT_ORIGIN_SECRET);
      const entry = table.get(event.routeKey);
      if (!entry) throw new NotFound('route', 'No such API call');
      const result = await run(entry.route, entry.handler, event, requestId, ip);
      status = result.statusCode ?? 200;
      return result;
    } catch (error) {
      const result = errorResult(error, requestId);
      status = result.statusCode ?? 500;
      return result;
    } finally {
      log('info', 'request', {
        requestId,
        domain,
        route: event.routeKey,
        status,
        ms: Date.now() - started,
        ip,
      });
    }
  };
}

async function run(
  route: RouteDef,
  handler: Handler<RouteSpec>,
  event: HttpEvent,
  requestId: string,
  ip: string,
): Promise<HttpResult> {
  const claims = await readBearer(event);
  const base = {
    input: undefined as unknown,
    route,
    requestId,
    ip,
    userAgent: (event.headers?.['user-agent'] ?? '').slice(0, 300),
  };
  const call = (caller: Caller | null, user: Promise<UserItem | null>, beforeUser?: () => void) =>
    handler({
      ...base,
      caller,
      callerUser: () => {
        beforeUser?.();
        return user;
      },
    } as HandlerArgs<RouteSpec>);

  // A read-only GET whose token names a caller the route admits starts at once, beside the session check; its
  // answer is used only if the check confirms the same caller (otherwise it is dropped and the call goes on below).
  const claimed = claims?.claimed;
  if (route.readsOnly && claims && claimed && allows(route.access, claimed)) {
    // The check's two reads wait for the handler's first batch of point reads and go out in it: one DynamoDB call
    // instead of two. They are sent anyway as soon as the handler asks for the user, fails on its input or ends.
    const check = checkTokenHolder(claims, { withNextBatch: true });
    try {
      base.input = parseInput(route, event);
    } catch (error) {
      // Bad input is answered as on any other call: a refused caller hears 401, not what was wrong with it.
      sendQueuedReads();
      const checked = await check;
      if (!allows(route.access, checked.caller)) throw checked.caller ? new Forbidden() : new Unauthorized();
      throw error;
    }
    const early = settle(
      call(
        claimed,
        check.then((c) => c.user),
        sendQueuedReads,
      ),
    );
    void early.then(sendQueuedReads);
    const checked = await check;
    if (checked.caller && sameCaller(checked.caller, claimed)) return answer(await unwrap(early), requestId);
    return runChecked(route, checked, call, requestId);
  }
  const checked: CheckedCaller = claims ? await checkTokenHolder(claims) : { caller: null, user: null };
  if (!allows(route.access, checked.caller)) throw checked.caller ? new Forbidden() : new Unauthorized();
  base.input = parseInput(route, event);
  return runChecked(route, checked, call, requestId);
}

async function runChecked(
  route: RouteDef,
  checked: CheckedCaller,
  call: (caller: Caller | null, user: Promise<UserItem | null>) => Promise<unknown>,
  requestId: string,
): Promise<HttpResult> {
  if (!allows(route.access, checked.caller)) throw checked.caller ? new Forbidden() : new Unauthorized();
  return answer(await call(checked.caller, Promise.resolve(checked.user)), requestId);
}

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Holds a result or an error without an unhandled rejection while the check is still running. */
function settle(p: Promise<unknown>): Promise<Settled> {
  return p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

function unwrap(p: Promise<Settled>): Promise<unknown> {
  return p.then((r) => {
    if (r.ok) return r.value;
    throw r.error;
  });
}

function answer(out: unknown, requestId: string): HttpResult {
  if (out instanceof FileReply) return fileResult(out, requestId);
  if (isReply(out)) {
    return {
      statusCode: out.status,
      headers: { ...jsonHeaders, 'x-request-id': requestId, ...out.headers },
      body: JSON.stringify(out.body),
    };
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

function readBearer(event: HttpEvent): Promise<TokenClaims | null> {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(\S{1,4096})$/i);
  return match ? readIdentityToken(match[1]) : Promise.resolve(null);
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
  // API Gateway decodes path parameters; bytes that are not UTF-8 arrive as U+FFFD, which no id or name holds.
  if (Object.values(params).some((v) => v?.includes('\uFFFD'))) throw new Invalid(badPathEncoding);
  if (route.method === 'GET' || route.method === 'DELETE') {
    return { ...queryObject(event.rawQueryString ?? ''), ...params };
  }
  const text = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  if (Buffer.byteLength(text) > maxBodyBytes) throw new PayloadTooLarge();
  const query = route.queryToo ? queryObject(event.rawQueryString ?? '') : {};
  if (!text.trim()) return { ...query, ...params };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Invalid('The request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Invalid('The request body must be a JSON object');
  return { ...query, ...(body as Record<string, unknown>), ...params };
}

/**
 * Query strings as the spec's screens send them: `a=1&ids[]=x&ids[]=y`. A name repeated without brackets
 * (`ids=x&ids=y`, as some clients write lists) is a list too; a schema that wants one value refuses it.
 */
function queryObject(raw: string): Record<string, unknown> {
  // No prototype: a name such as __proto__ is a plain key here, never the object's prototype.
  const out: Record<string, unknown> = Object.create(null);
  for (const [k, v] of new URLSearchParams(raw)) {
    const name = k.endsWith('[]') ? k.slice(0, -2) : k;
    const had = out[name];
    if (k.endsWith('[]') || had !== undefined) {
      out[name] = [...(had === undefined ? [] : Array.isArray(had) ? had : [had]), v];
    } else out[name] = v;
  }
  return out;
}

function errorResult(error: unknown, requestId: string): HttpResult {
  const headers = { ...jsonHeaders, 'x-request-id': requestId };
  if (error instanceof AppError) {
    const retry: Record<string, string> =
      error instanceof TooMany && error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {};
    return {
      statusCode: error.status,
      headers: { ...headers, ...retry },
      body: JSON.stringify({ error: error.message, ...error.extra }),
    };
  }
  log('error', 'unhandled error', { requestId, error: error instanceof Error ? error.stack : String(error) });
  return { statusCode: 500, headers, body: JSON.stringify({ error: 'Something went wrong' }) };
}
