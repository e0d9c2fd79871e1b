import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Caller } from '@ledgerline/shared/access';
import type { RouteDef } from '@ledgerline/shared/routes';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** What every operation is given: validated input, the caller (null on public routes), the request. */
export interface RequestContext<I = unknown> {
  input: I;
  caller: Caller | null;
  route: RouteDef;
  requestId: string;
  ip: string;
  userAgent: string;
  pathParameters: Record<string, string>;
}

/** An operation answers a plain object (200 JSON) or a Reply for another status or headers. */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type Operation<I = any> = (ctx: RequestContext<I>) => Promise<unknown>;
export type Operations = Record<string, Operation>;

export function reply(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return { status, body, headers };
}

/** A download: the body goes out as is (binary base64-encoded for API Gateway), not as JSON. */
export class FileReply {
  constructor(
    readonly body: Buffer | string,
    readonly contentType: string,
    readonly filename: string,
  ) {}
}

export function fileReply(file: { body: Buffer | string; contentType: string; filename: string }): FileReply {
  return new FileReply(file.body, file.contentType, file.filename);
}

export function isReply(v: unknown): v is Reply {
  return typeof v === 'object' && v !== null && 'status' in v && 'body' in v && Object.keys(v).every((k) => ['status', 'body', 'headers'].includes(k));
}

/** The caller of an authenticated route: never null once access has been checked. */
export function signedIn(ctx: RequestContext): Caller {
  if (!ctx.caller) throw new Error('signedIn() on a public route');
  return ctx.caller;
}
