import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routes } from '@ledgerline/shared/routes';
import { badPathEncoding } from '@ledgerline/functions/platform/errors';
import { createRouteMatcher } from './route-matcher';
import { toApiGatewayEvent } from './api-gateway-event';
import { serveStatic } from './static-site';
import { compress, pickEncoding, shouldCompress } from './compression';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

/** Same ceiling as the platform's JSON limit, read no further than that. */
const maxBody = 1024 * 1024;

export interface ApiServerOptions {
  /** The built SPA (web/dist). */
  siteDir: string;
  /** Take the client address from X-Forwarded-For: only for tests that stand in for many addresses. */
  trustForwardedFor?: boolean;
  /** Extra local-only handlers (/_dev/..., /_ws/@connections); answer true when handled. */
  extraHandlers?: ((req: IncomingMessage, res: ServerResponse, url: URL) => boolean | Promise<boolean>)[];
}

const lambdaContext = { functionName: 'local', awsRequestId: 'local', getRemainingTimeInMillis: () => 29_000 };

/** Loads a domain's Lambda module once, as Lambda does for a warm container. */
const handlers = new Map<string, Promise<LambdaHandler>>();
function domainLambda(domain: string): Promise<LambdaHandler> {
  let h = handlers.get(domain);
  if (!h) {
    h = import(`@ledgerline/functions/${domain}/lambda`).then((m: { handler: LambdaHandler }) => m.handler);
    handlers.set(domain, h);
  }
  return h;
}

/** One HTTP server for the SPA at / and every route of the table at /api, calling the same handlers as Lambda. */
export function createApiServer(opts: ApiServerOptions): Server {
  const match = createRouteMatcher(routes);
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      for (const extra of opts.extraHandlers ?? []) if (await extra(req, res, url)) return;
      if (url.pathname === '/api' || url.pathname.startsWith('/api/'))
        return await handleApi(req, res, url, match, opts);
      if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { error: 'Method not allowed' });
      serveStatic(opts.siteDir, url.pathname, res, req.headers['accept-encoding']);
    } catch (error) {
      process.stderr.write(
        `${JSON.stringify({ level: 'error', message: 'local server error', error: String((error as Error)?.stack ?? error) })}\n`,
      );
      if (!res.headersSent) json(res, 500, { error: 'Something went wrong' });
      else res.end();
    }
  });
}

async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  match: ReturnType<typeof createRouteMatcher>,
  opts: ApiServerOptions,
) {
  const found = match(req.method ?? 'GET', url.pathname.slice('/api'.length) || '/');
  if (found === null) return json(res, 404, { error: 'No such API call' });
  if (found === 'method-not-allowed') return json(res, 405, { error: 'Method not allowed' });
  if (found === 'bad-encoding') return json(res, 400, { error: badPathEncoding });
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBody) {
    req.resume();
    return json(res, 413, { error: 'The request is too large' });
  }
  const body = await readBody(req, maxBody);
  if (body === 'too-large') return json(res, 413, { error: 'The request is too large' });
  const forwarded = opts.trustForwardedFor
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        .trim()
    : '';
  const sourceIp = forwarded || req.socket.remoteAddress?.replace(/^::ffff:/, '') || '127.0.0.1';
  const event = toApiGatewayEvent(req, url, found, body, sourceIp);
  const handler = await domainLambda(found.route.domain);
  const result = await handler(event, lambdaContext);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
  let answer: Buffer =
    result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : Buffer.from(result.body ?? '');
  // As CloudFront compresses the API's answers in AWS.
  const encoding = shouldCompress(headers['content-type'], answer.length, headers['content-encoding'])
    ? pickEncoding(req.headers['accept-encoding'])
    : null;
  if (encoding) {
    answer = compress(answer, encoding);
    headers['content-encoding'] = encoding;
    headers.vary = headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding';
  }
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(answer);
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) over = true;
      else chunks.push(c);
    });
    req.on('end', () => resolve(over ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * The JSON body of a local dev request (/_dev/...), parsed by `schema`. Answers the parsed value, or writes a
 * 400 with the reason and answers null.
 */
export async function readDevJson<T>(
  req: IncomingMessage,
  res: ServerResponse,
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
): Promise<T | null> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    json(res, 400, { error: 'The request body is not valid JSON' });
    return null;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    json(res, 400, { error: parsed.error.issues.map((i) => i.message).join('; ') || 'Invalid request' });
    return null;
  }
  return parsed.data;
}
