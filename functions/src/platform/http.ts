import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Caller } from '@ledgerline/shared/access';
import type { RouteDef } from '@ledgerline/shared/route';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** The request as domain code beyond the handler sees it (a HandlerArgs fits): for activity lines and sign-in records. */
export interface RequestContext<I = unknown> {
  input: I;
  caller: Caller | null;
  route: RouteDef;
  requestId: string;
  ip: string;
  userAgent: string;
}

/** An operation answers a plain object (200 JSON) or a Reply for another status or headers. */
export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers?: Record<string, string>;
}

export function reply<T>(status: number, body: T, headers?: Record<string, string>): Reply<T> {
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
  return (
    typeof v === 'object' &&
    v !== null &&
    'status' in v &&
    'body' in v &&
    Object.keys(v).every((k) => ['status', 'body', 'headers'].includes(k))
  );
}
