import type * as z from 'zod';
import type { AccessRule } from './access';

/** AWS services a route's function needs; the CDK stack grants exactly these. */
export type AwsAccess =
  | 'table'
  /** The files bucket, reading only (downloads, presigned download links). */
  | 'files-read'
  /** The files bucket, reading and writing (uploads, copies, zips), never deleting. */
  | 'files'
  /** The files bucket, reading, writing and deleting objects: only routes whose handlers delete one. */
  | 'files-delete'
  | 'mail'
  | 'sms'
  | 'queue'
  | 'realtime'
  | 'secrets'
  | 'drafter'
  /** Managing the firms' own sending domains as SES identities (Create/Get/DeleteEmailIdentity): Firm Settings only. */
  | 'mailDomains'
  /** The payment provider's key (Stripe's, in Secrets Manager): the deposit checkout's routes only. */
  | 'payments'
  /** The OpenID Connect providers' client ids and secrets (linked Google / Microsoft accounts): their routes only. */
  | 'oidc';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A download answers the file itself (CSV, PDF), not JSON. */
export const fileOutput = 'file' as const;
export type FileOutput = typeof fileOutput;

/** One API call as its domain declares it; the key it is declared under is its operation. */
export interface RouteSpec {
  method: HttpMethod;
  /** API Gateway syntax, without the /api prefix: /tax_returns/{id}/approve */
  path: string;
  access: AccessRule;
  aws: readonly AwsAccess[];
  summary: string;
  /** Query string (GET/DELETE) or JSON body (others), with the path's parameters merged in. */
  input?: z.ZodType;
  /** The response body (or a file), for the handler's return type, the web client and the OpenAPI document. */
  output: z.ZodType | FileOutput;
  /**
   * A GET that writes nothing: its handler starts while the caller's session and user are still being read, and
   * its answer waits for that check (a revoked session is still refused). GETs that write (mark as seen, dismiss)
   * leave it out.
   */
  readsOnly?: boolean;
  /** A POST whose spec writes some inputs in the query string (`POST …?year`): the query is read too, under the body. */
  queryToo?: boolean;
}

/** A route of the table: its spec plus the domain (one Lambda) and operation (the handler's name) that serve it. */
export interface RouteDef extends RouteSpec {
  /** The folder under functions/src that serves it; one Lambda per domain. */
  domain: string;
  /** The handler's name inside the domain's router. */
  operation: string;
}

type Declared<D extends string, R extends Record<string, RouteSpec>> = {
  readonly [K in keyof R & string]: R[K] & { readonly domain: D; readonly operation: K };
};

/**
 * Declares a domain's routes once, keyed by operation name, with their schemas kept in the type: the
 * handler, the web client and the tests are typed from these declarations.
 */
export function declareRoutes<const D extends string, const R extends Record<string, RouteSpec>>(
  domain: D,
  specs: R,
): Declared<D, R> {
  const out: Record<string, RouteDef> = {};
  for (const [operation, spec] of Object.entries(specs)) out[operation] = { ...spec, domain, operation };
  return out as Declared<D, R>;
}

/** What a route takes, after validation (the handler's view). */
export type InputOf<R extends RouteSpec> = R['input'] extends z.ZodType ? z.output<R['input']> : Record<string, never>;
/** What a caller sends (the web's and the tests' view): defaults may be left out. */
export type BodyOf<R extends RouteSpec> = R['input'] extends z.ZodType ? z.input<R['input']> : Record<string, never>;
/** What a route answers. */
export type OutputOf<R extends RouteSpec> = R['output'] extends z.ZodType ? z.output<R['output']> : Blob;

export function routeKey(r: Pick<RouteSpec, 'method' | 'path'>): string {
  return `${r.method} ${r.path}`;
}

/** The path with its {parameters} filled from the input. */
export function pathFor(r: Pick<RouteSpec, 'path'>, input: Record<string, unknown> | undefined): string {
  return r.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input?.[name] ?? '')));
}
