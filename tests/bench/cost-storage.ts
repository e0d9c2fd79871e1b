/**
 * The table's billed size, as DynamoDB counts it for storage: each item's attribute names and values, plus 100 bytes
 * of overhead per item, and again for every global secondary index the item is projected into (all attributes are
 * projected: infra/aws/table.ts). A bench may Scan; the product never does.
 */
import { type AttributeValue, ScanCommand } from '@aws-sdk/client-dynamodb';
import { tableDesign } from '@ledgerline/functions/platform/data/table';

const perItemOverhead = 100;

/** DynamoDB's item size rules: names and strings by UTF-8 length, numbers by about one byte per two digits. */
function valueSize(v: AttributeValue): number {
  if (v.S !== undefined) return Buffer.byteLength(v.S);
  if (v.N !== undefined) return Math.ceil(v.N.replace(/^-|\./g, '').length / 2) + 1;
  if (v.B !== undefined) return v.B.byteLength;
  if (v.BOOL !== undefined || v.NULL !== undefined) return 1;
  if (v.SS) return v.SS.reduce((n, s) => n + Buffer.byteLength(s), 0);
  if (v.NS) return v.NS.reduce((n, s) => n + Math.ceil(s.length / 2) + 1, 0);
  if (v.L) return 3 + v.L.reduce((n, x) => n + 1 + valueSize(x), 0);
  if (v.M) return 3 + Object.entries(v.M).reduce((n, [k, x]) => n + 1 + Buffer.byteLength(k) + valueSize(x), 0);
  return 0;
}

export function itemBytes(item: Record<string, AttributeValue>): number {
  return Object.entries(item).reduce((n, [k, v]) => n + Buffer.byteLength(k) + valueSize(v), 0);
}

/** The billed bytes (table and indexes) and the item count of every item whose key starts with the firm. */
export async function firmTableBytes(firmId: string): Promise<{ bytes: number; items: number }> {
  const { dynamo } = await import('@ledgerline/functions/platform/data/client');
  const table = process.env.TABLE_NAME!;
  let bytes = 0;
  let items = 0;
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      if (!item[tableDesign.partitionKey]?.S?.toLowerCase().includes(firmId.toLowerCase())) continue;
      const size = itemBytes(item) + perItemOverhead;
      const indexes = tableDesign.indexes.filter((i) => item[i.partitionKey] && item[i.sortKey]).length;
      bytes += size * (1 + indexes);
      items += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { bytes, items };
}
