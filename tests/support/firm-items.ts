/** A firm's items read straight from a table by the test itself (not by the code under test). */
import { type AttributeValue, type DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';

export interface StoredItem {
  key: string;
  kind: string;
  item: Record<string, AttributeValue>;
}

/** Every item that names the firm (its id in `firmId` or in the partition key), with its kind, in key order. */
export async function firmItems(ddb: DynamoDBClient, table: string, firmId: string): Promise<StoredItem[]> {
  const found: StoredItem[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await ddb.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      const pk = item.pk?.S ?? '';
      const mine = item.firmId?.S === firmId || pk.includes(firmId) || pk.includes(firmId.toLowerCase());
      if (mine) found.push({ key: `${pk}|${item.sk?.S}`, kind: item.__edb_e__?.S ?? 'unknown', item });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found.sort((a, b) => a.key.localeCompare(b.key));
}
