import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AwsAccess, RouteDef } from '@ledgerline/shared/routes';

/** The repository root (this file is infra/aws/entries.ts). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const lockFile = join(repoRoot, 'package-lock.json');
export const webDistDir = join(repoRoot, 'web/dist');
export const placeholderSiteDir = join(repoRoot, 'infra/aws/placeholder-site');

/** One Lambda function: its source file, the export Lambda calls, and the AWS access it is granted. */
export interface LambdaEntry {
  /** Unique, stable; also the construct id's stem. */
  name: string;
  entry: string;
  handler: string;
  access: readonly AwsAccess[];
}

/** The union of the routes' `aws` lists, in a fixed order; of the files bucket's widths, the widest alone. */
export function accessOf(routeTable: readonly RouteDef[]): AwsAccess[] {
  const order: AwsAccess[] = [
    'table',
    'files-read',
    'files',
    'files-delete',
    'mail',
    'mailDomains',
    'sms',
    'queue',
    'realtime',
    'secrets',
    'payments',
    'drafter',
    'oidc',
  ];
  const used = new Set(routeTable.flatMap((r) => r.aws));
  const widestFiles = [...filesWidths].reverse().find((w) => used.has(w));
  return order.filter((a) => used.has(a) && (!filesWidths.includes(a) || a === widestFiles));
}

/** The files bucket's access kinds, narrowest first: each grants what the one before does and more. */
export const filesWidths: readonly AwsAccess[] = ['files-read', 'files', 'files-delete'];

export function domainsOf(routeTable: readonly RouteDef[]): string[] {
  return [...new Set(routeTable.map((r) => r.domain))].sort();
}

export function domainEntryPath(domain: string): string {
  return join(repoRoot, 'functions/src', domain, 'lambda.ts');
}

/**
 * Per domain, the HTTP API function: functions/src/<domain>/lambda.ts, export `handler`, access = its routes' union,
 * plus the token secret when any of its routes is signed in: the request pipeline verifies every caller's identity
 * token with that key (platform/auth/signing-key.ts), whatever the route itself touches.
 */
export function domainEntries(routeTable: readonly RouteDef[]): (LambdaEntry & { domain: string })[] {
  return domainsOf(routeTable).map((domain) => {
    const own = routeTable.filter((r) => r.domain === domain);
    const signedIn = own.some((r) => r.access !== 'public');
    return {
      name: domain,
      domain,
      entry: domainEntryPath(domain),
      handler: 'handler',
      access: accessOf(signedIn ? [...own, { ...own[0]!, aws: ['secrets'] }] : own),
    };
  });
}

/*
 * The functions no route names. Their access is decided here; widen it only with the code that needs it.
 * - jobs: consumes the jobs queue (scheduled sends, reminders, mass-mail fan-out, document processing,
 *   realtime fan-out), so it reads and writes the table and files, mails, texts, enqueues follow-up jobs and
 *   posts to WebSocket connections. Consuming the queue is granted by its event source, not by 'queue'. It deletes
 *   files too: a folder moved to another entity (documents' changeTree job) moves each file's object.
 * - sweeper: every minute, queries due items on a GSI and enqueues them.
 * - realtime: $connect checks the bearer token and stores the connection, $disconnect removes it,
 *   $default answers on the connection.
 */
export const jobsEntry: LambdaEntry = {
  name: 'jobs',
  entry: join(repoRoot, 'events/src/jobs-lambda.ts'),
  handler: 'handler',
  access: ['table', 'files-delete', 'mail', 'sms', 'queue', 'realtime'],
};

export const sweeperEntry: LambdaEntry = {
  name: 'sweeper',
  entry: join(repoRoot, 'events/src/sweeper-lambda.ts'),
  handler: 'handler',
  access: ['table', 'queue'],
};

const wsEntry = join(repoRoot, 'functions/src/realtime/ws-lambda.ts');
export const realtimeEntries = {
  connect: { name: 'ws-connect', entry: wsEntry, handler: 'connect', access: ['table', 'secrets'] },
  disconnect: { name: 'ws-disconnect', entry: wsEntry, handler: 'disconnect', access: ['table'] },
  defaultRoute: { name: 'ws-default', entry: wsEntry, handler: 'defaultRoute', access: ['table', 'realtime'] },
} as const satisfies Record<string, LambdaEntry>;

/** Every Lambda the app deploys, e.g. for a benchmark that bundles each one with esbuild (see bundling.ts). */
export function lambdaEntries(routeTable: readonly RouteDef[]): LambdaEntry[] {
  return [...domainEntries(routeTable), jobsEntry, sweeperEntry, ...Object.values(realtimeEntries)];
}
