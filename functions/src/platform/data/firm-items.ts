/**
 * Every item of one firm, or of the whole table, read by a parallel Scan: for operators, never for a request.
 *
 * Used by the disposal of a firm (functions/src/firms/dispose-firm.ts) and by the restore script's check of a
 * restored copy (scripts/restore-table.ts). Both must see *every* item, and a firm's items live in many partitions
 * no list names (word indexes, directory shards, a conversation's partition, per-user notification partitions, …):
 * walking them by Query from the firm's lists would silently miss whatever a later entity adds. A Scan reads the
 * table once, whatever its shape; that is a poor fit for a request but right for an operation run a few times a
 * year, on a restored copy nobody else reads, or to remove a firm for good (about $0.33 of on-demand reads per
 * 10 GB scanned, at $0.125 per million read units of 4 KB each, eventually consistent).
 *
 * An item is the firm's when it carries the firm's id in `firmId` (every firm entity has the attribute, and so do
 * the global claims a firm holds: email, sign-in slug, mail domain, drop-off links, linked accounts) or its
 * partition key names the firm (keys are `FIRM#<id>…`, lower-cased by ElectroDB; rate counters `RATE#…:<id>:…`).
 */
import { type AttributeValue, type DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { tableDesign } from './table';

/** The entity name ElectroDB writes on each item; items without one (none today) count as 'unknown'. */
const kindAttribute = '__edb_e__';

export interface ItemKey {
  pk: string;
  sk: string;
  /** The ElectroDB entity ('user', 'company', 'message', …). */
  kind: string;
}

export interface ScanOptions {
  /** Only this firm's items; every item when absent. */
  firmId?: string;
  /** Parallel Scan segments (DynamoDB reads them side by side). */
  segments?: number;
}

/** The filter that keeps one firm's items (see the file's comment), with its names and values. */
export function firmItemFilter(firmId: string) {
  return {
    FilterExpression: '#firmId = :firmId OR contains(#pk, :firmId) OR contains(#pk, :lowerFirmId)',
    ExpressionAttributeNames: { '#firmId': 'firmId', '#pk': tableDesign.partitionKey },
    ExpressionAttributeValues: {
      ':firmId': { S: firmId },
      ':lowerFirmId': { S: firmId.toLowerCase() },
    } as Record<string, AttributeValue>,
  };
}

/** Pages of item keys (with their kind), each segment's pages as they come; a page is at most 1 MB read. */
export async function* scanItemKeys(
  client: DynamoDBClient,
  table: string,
  opts: ScanOptions = {},
): AsyncGenerator<ItemKey[]> {
  const segments = opts.segments ?? 4;
  const filter = opts.firmId ? firmItemFilter(opts.firmId) : null;
  const names = {
    '#pk': tableDesign.partitionKey,
    '#sk': tableDesign.sortKey,
    '#kind': kindAttribute,
    ...filter?.ExpressionAttributeNames,
  };
  const cursors: (Record<string, AttributeValue> | undefined)[] = Array.from({ length: segments }, () => undefined);
  const open = new Set(cursors.keys());
  while (open.size) {
    const pages = await Promise.all(
      [...open].map(async (segment) => {
        const res = await client.send(
          new ScanCommand({
            TableName: table,
            Segment: segment,
            TotalSegments: segments,
            ExclusiveStartKey: cursors[segment],
            ProjectionExpression: '#pk, #sk, #kind',
            ExpressionAttributeNames: names,
            ...(filter && {
              FilterExpression: filter.FilterExpression,
              ExpressionAttributeValues: filter.ExpressionAttributeValues,
            }),
          }),
        );
        cursors[segment] = res.LastEvaluatedKey;
        if (!res.LastEvaluatedKey) open.delete(segment);
        return (res.Items ?? []).map((item) => ({
          pk: item[tableDesign.partitionKey]?.S ?? '',
          sk: item[tableDesign.sortKey]?.S ?? '',
          kind: item[kindAttribute]?.S ?? 'unknown',
        }));
      }),
    );
    const keys = pages.flat();
    if (keys.length) yield keys;
  }
}

/** How many items there are of each kind (sorted by kind), and in all. */
export async function countItemsByKind(
  client: DynamoDBClient,
  table: string,
  opts: ScanOptions = {},
): Promise<{ total: number; byKind: Record<string, number> }> {
  const counts = new Map<string, number>();
  let total = 0;
  for await (const page of scanItemKeys(client, table, opts)) {
    for (const { kind } of page) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    total += page.length;
  }
  const byKind = Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));
  return { total, byKind };
}
