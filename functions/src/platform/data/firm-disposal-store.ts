/**
 * Removes a firm's items for good (functions/src/firms/dispose-firm.ts): finds them with the operator's Scan
 * (./firm-items.ts) and deletes them 25 at a time. Its indexes' entries go with the items: DynamoDB keeps a GSI
 * from the table, so nothing is deleted from an index directly.
 */
import { BatchWriteItemCommand, type DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { type ItemKey, scanItemKeys } from './firm-items';
import { tableDesign } from './table';

/** BatchWriteItem's most requests per call. */
const batchSize = 25;
const maxAttempts = 8;

/** The firm's record, the one item that says the firm exists ('FIRM#<id>' / 'FIRM', lower-cased by ElectroDB). */
export function firmRecordKey(firmId: string): Omit<ItemKey, 'kind'> {
  return { pk: `firm#${firmId}`.toLowerCase(), sk: 'firm' };
}

/** The firm's record as stored, or null when it is gone. */
export async function readFirmRecord(
  client: DynamoDBClient,
  table: string,
  firmId: string,
): Promise<Record<string, unknown> | null> {
  const { pk, sk } = firmRecordKey(firmId);
  const res = await client.send(
    new GetItemCommand({
      TableName: table,
      Key: { [tableDesign.partitionKey]: { S: pk }, [tableDesign.sortKey]: { S: sk } },
      ConsistentRead: true,
    }),
  );
  return res.Item ? unmarshall(res.Item) : null;
}

/** Every item of the firm, its record last (a run stopped half-way still shows the firm, and a rerun finishes). */
export async function firmItemKeys(client: DynamoDBClient, table: string, firmId: string): Promise<ItemKey[]> {
  const record = firmRecordKey(firmId);
  const keys: ItemKey[] = [];
  let recordItem: ItemKey | null = null;
  for await (const page of scanItemKeys(client, table, { firmId })) {
    for (const k of page) {
      if (k.pk === record.pk && k.sk === record.sk) recordItem = k;
      else keys.push(k);
    }
  }
  return recordItem ? [...keys, recordItem] : keys;
}

/** Deletes the items in order, a batch at a time, retrying what DynamoDB leaves unprocessed (with backoff). */
export async function deleteItems(client: DynamoDBClient, table: string, keys: readonly ItemKey[]): Promise<void> {
  for (let i = 0; i < keys.length; i += batchSize) {
    let requests = keys.slice(i, i + batchSize).map(({ pk, sk }) => ({
      DeleteRequest: { Key: { [tableDesign.partitionKey]: { S: pk }, [tableDesign.sortKey]: { S: sk } } },
    }));
    for (let attempt = 1; requests.length; attempt++) {
      if (attempt > maxAttempts) throw new Error(`DynamoDB left ${requests.length} deletes unprocessed; run it again`);
      if (attempt > 1) await new Promise((r) => setTimeout(r, Math.min(2 ** attempt * 50, 3_000)));
      const res = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
      requests = (res.UnprocessedItems?.[table] ?? []) as typeof requests;
    }
  }
}
