/**
 * The local twin of point-in-time recovery, part two: RestoreTableToPointInTime for DynamoDB Local. Like AWS, it
 * makes a new table with the source's keys and indexes and fills it with the source's items as they were at the
 * chosen time; the source is only read. The items come from replaying the table's stream (every change since the
 * table was made) up to the last recovery-clock note at or before that time (recovery-clock.ts explains the clock).
 * Each key's changes are folded to its last image first, so the new table gets one write per item that existed.
 */
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  QueryCommand,
  type AttributeValue,
  type TableDescription,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { lineageOrder, sequenceAfter, streamsClient } from './dynamodb-streams';
import { clockPartition, recoveryClockTable } from './recovery-clock';

export interface RestoreWindow {
  earliest: Date;
  latest: Date;
}

/** How much later than the table its stream may start and still hold the whole history (same CreateTable call). */
const sameCreationMs = 5_000;

/** The times this table can be restored to: from its creation to the clock's last note (or now, if later). */
export async function localRestoreWindow(ddb: DynamoDBClient, source: string): Promise<RestoreWindow> {
  const table = await describe(ddb, source);
  const earliest = table.CreationDateTime!;
  if (!table.StreamSpecification?.StreamEnabled || !table.LatestStreamLabel)
    throw new Error(
      `Table ${source} has no stream, so no history to restore from: it was not made by the local stack with ` +
        'point-in-time recovery on (LEDGERLINE_POINT_IN_TIME=off, or an in-memory stack).',
    );
  const streamStart = Date.parse(`${table.LatestStreamLabel}Z`);
  if (streamStart - earliest.getTime() > sameCreationMs)
    throw new Error(
      `Table ${source} was made on ${earliest.toISOString()}, before its history was recorded (from ` +
        `${new Date(streamStart).toISOString()}): its older items are not in the stream. \`npm start -- --reset\` ` +
        'starts a table whose whole history is kept.',
    );
  const last = await lastNote(ddb, source, new Date('9999-12-31T23:59:59.999Z'));
  return { earliest, latest: new Date(Math.max(Date.now(), last?.at.getTime() ?? 0)) };
}

export async function restoreLocally(o: {
  ddb: DynamoDBClient;
  endpoint: string;
  source: string;
  target: string;
  to: Date;
  log?: (line: string) => void;
}): Promise<{ items: number; changesReplayed: number }> {
  const log = o.log ?? (() => {});
  const window = await localRestoreWindow(o.ddb, o.source);
  if (o.to < window.earliest || o.to > window.latest)
    throw new Error(
      `${o.to.toISOString()} is outside the restorable window ${window.earliest.toISOString()} – ` +
        `${window.latest.toISOString()}.`,
    );
  const source = await describe(o.ddb, o.source);
  const upTo = (await lastNote(o.ddb, o.source, o.to))?.seq ?? null;

  await o.ddb.send(
    new CreateTableCommand({
      TableName: o.target,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: source.AttributeDefinitions,
      KeySchema: source.KeySchema,
      ...(source.GlobalSecondaryIndexes?.length && {
        GlobalSecondaryIndexes: source.GlobalSecondaryIndexes.map((i) => ({
          IndexName: i.IndexName,
          KeySchema: i.KeySchema,
          Projection: i.Projection,
        })),
      }),
    }),
  );
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  // DynamoDB Local makes a table ACTIVE at once: poll every second, not the waiter's default 20.
  await waitUntilTableExists({ client: o.ddb, maxWaitTime: 120, minDelay: 1, maxDelay: 2 }, { TableName: o.target });
  log(
    `created ${o.target} with ${o.source}'s keys and ${source.GlobalSecondaryIndexes?.length ?? 0} indexes (${seconds()})`,
  );

  // Each item's last image at the chosen time (null: deleted by then), in the stream's order.
  const images = new Map<string, Record<string, AttributeValue> | null>();
  let changesReplayed = 0;
  if (upTo !== null) {
    const streams = streamsClient(o.endpoint);
    const arn = source.LatestStreamArn!;
    for (const shard of lineageOrder(await streams.describeStream(arn))) {
      if (sequenceAfter(shard.SequenceNumberRange.StartingSequenceNumber, upTo)) continue;
      let iterator: string | null = await streams.shardIterator(arn, shard.ShardId, 'TRIM_HORIZON');
      reading: while (iterator) {
        const { records, next } = await streams.records(iterator);
        for (const r of records) {
          if (sequenceAfter(r.dynamodb.SequenceNumber, upTo)) break reading;
          images.set(keyOf(r.dynamodb.Keys), r.eventName === 'REMOVE' ? null : repaired(r.dynamodb.NewImage!));
          changesReplayed++;
        }
        // An open shard with nothing more to read has been read to its end.
        iterator = records.length ? next : null;
      }
    }
  }
  log(`read ${changesReplayed} changes from the stream (${seconds()})`);
  const items = [...images.values()].filter((i) => i !== null);
  const batches: Record<string, AttributeValue>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  // A few batches at a time: DynamoDB Local writes each item and its index entries one after another.
  const writers = Array.from({ length: 4 }, async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      let requests = batch.map((Item) => ({ PutRequest: { Item } }));
      while (requests.length) {
        const res = await o.ddb.send(new BatchWriteItemCommand({ RequestItems: { [o.target]: requests } }));
        requests = (res.UnprocessedItems?.[o.target] ?? []) as typeof requests;
      }
    }
  });
  await Promise.all(writers);
  log(`wrote ${items.length} items (${seconds()})`);
  return { items: items.length, changesReplayed };
}

async function describe(ddb: DynamoDBClient, table: string): Promise<TableDescription> {
  const { Table } = await ddb.send(new DescribeTableCommand({ TableName: table }));
  return Table!;
}

/** The clock's last note at or before `at`: the stream's sequence reached by then. */
async function lastNote(ddb: DynamoDBClient, table: string, at: Date): Promise<{ at: Date; seq: string } | null> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: recoveryClockTable(table),
      KeyConditionExpression: 'pk = :pk AND sk <= :at',
      ExpressionAttributeValues: { ':pk': { S: clockPartition }, ':at': { S: at.toISOString() } },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  const note = res.Items?.[0];
  return note ? { at: new Date(note.sk!.S!), seq: note.seq!.S! } : null;
}

/**
 * DynamoDB Local's stream writes an empty map as `{}` instead of `{ "M": {} }` (measured: an item with `m: {M: {}}`
 * comes back as `m: {}`), which DynamoDB then refuses to write. An attribute value with no type can only be that.
 */
function repaired(image: Record<string, AttributeValue>): Record<string, AttributeValue> {
  const fix = (v: AttributeValue): AttributeValue => {
    if (Object.keys(v).length === 0) return { M: {} };
    if (v.M) return { M: Object.fromEntries(Object.entries(v.M).map(([k, x]) => [k, fix(x)])) };
    if (v.L) return { L: v.L.map(fix) };
    return v;
  };
  return Object.fromEntries(Object.entries(image).map(([k, v]) => [k, fix(v)]));
}

/** A stable text for an item's key (the attributes in name order). */
function keyOf(keys: Record<string, AttributeValue>): string {
  return JSON.stringify(
    Object.keys(keys)
      .sort()
      .map((k) => [k, keys[k]]),
  );
}
