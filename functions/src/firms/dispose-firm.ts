/**
 * Data disposal (issue 21): deleting a firm removes its items and files for good. Run by an operator
 * (`npm run delete-firm -- <firmId>`, scripts/delete-firm.ts), never by a route: no screen deletes a firm.
 *
 * Order: the firm's own sending domain in SES (if it set one up), then its files (every version), then its items,
 * the firm's record last. Each step finds what is left rather than what it was told, so a run that stopped half-way
 * is finished by running it again, and a second run reports nothing to delete.
 *
 * What this cannot reach: the table's point-in-time recovery keeps the deleted items restorable until its window
 * (35 days) has passed, and the access and CloudTrail logs keep the object keys; docs/backups.md says so.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import { countFirmFiles, deleteFirmFiles } from '../platform/adapters/firm-files';
import { deleteItems, firmItemKeys, readFirmRecord } from '../platform/data/firm-disposal-store';

export interface DisposalTarget {
  ddb: DynamoDBClient;
  table: string;
  s3: S3Client;
  bucket: string;
  /** Deletes the firm's own sending domain from SES; absent where there is no SES to ask (the local stack). */
  deleteMailDomain?: (domain: string) => Promise<void>;
}

export interface DisposalReport {
  firmId: string;
  /** The firm's name, when its record was still there. */
  firmName: string | null;
  items: number;
  itemsByKind: Record<string, number>;
  files: number;
  /** The SES identity deleted (or that would be), if the firm had its own sending domain. */
  mailDomain: string | null;
}

/** What disposing the firm would delete, without deleting anything. */
export async function planFirmDisposal(firmId: string, t: DisposalTarget): Promise<DisposalReport> {
  const [firm, keys, files] = await Promise.all([
    readFirmRecord(t.ddb, t.table, firmId),
    firmItemKeys(t.ddb, t.table, firmId),
    countFirmFiles(t.s3, t.bucket, firmId),
  ]);
  return report(
    firmId,
    firm,
    keys,
    Object.values(files).reduce((a, b) => a + b, 0),
  );
}

/** Deletes the firm's mail domain, files and items; answers what it deleted. */
export async function disposeFirm(firmId: string, t: DisposalTarget): Promise<DisposalReport> {
  const firm = await readFirmRecord(t.ddb, t.table, firmId);
  const domain = mailDomainOf(firm);
  if (domain && t.deleteMailDomain) await t.deleteMailDomain(domain);
  const files = await deleteFirmFiles(t.s3, t.bucket, firmId);
  const keys = await firmItemKeys(t.ddb, t.table, firmId);
  await deleteItems(t.ddb, t.table, keys);
  return report(firmId, firm, keys, files);
}

function report(
  firmId: string,
  firm: Record<string, unknown> | null,
  keys: { kind: string }[],
  files: number,
): DisposalReport {
  const itemsByKind: Record<string, number> = {};
  for (const { kind } of keys) itemsByKind[kind] = (itemsByKind[kind] ?? 0) + 1;
  return {
    firmId,
    firmName: typeof firm?.name === 'string' ? firm.name : null,
    items: keys.length,
    itemsByKind: Object.fromEntries(Object.entries(itemsByKind).sort(([a], [b]) => a.localeCompare(b))),
    files,
    mailDomain: mailDomainOf(firm),
  };
}

function mailDomainOf(firm: Record<string, unknown> | null): string | null {
  const domain = (firm?.mail_domain as { domain?: unknown } | undefined)?.domain;
  return typeof domain === 'string' && domain ? domain : null;
}
