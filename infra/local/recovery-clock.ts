/**
 * The local twin of point-in-time recovery, part one: a clock for the table's stream.
 *
 * AWS keeps every change of a table with PITR on and restores any second of the last 35 days into a new table.
 * DynamoDB Local has no PITR, but it has streams: with one on the table from its creation, the stream holds every
 * change in order, and a restore replays it into a new table (point-in-time-restore.ts). What the stream lacks is
 * time: DynamoDB Local rounds a record's ApproximateCreationDateTime down to the minute. So while the stack runs,
 * this clock reads the stream every tick and notes "by <time>, the stream had reached sequence <n>" in a small side
 * table (`<table>-recovery-clock`, in DynamoDB Local beside the table, so a restore needs only its endpoint). A
 * restore to T replays the changes up to the last note at or before T: its precision is one tick (250 ms), where
 * AWS's is a second. A note is written only when the stream moved, so an idle stack writes nothing.
 *
 * On by default for `npm start`'s data under .data; off for in-memory stacks (tests, benches), where it would only
 * cost, unless LEDGERLINE_POINT_IN_TIME=on (the restore test); LEDGERLINE_POINT_IN_TIME=off turns it off anywhere.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  PutItemCommand,
  type StreamSpecification,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { sequenceAfter, type StreamShard, streamsClient } from './dynamodb-streams';

/** New and old images: a restore needs the new image of each change; the old one helps anyone reading the stream. */
export const recoveryStream: StreamSpecification = { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' };

export const recoveryClockTable = (table: string) => `${table}-recovery-clock`;
/** The clock's one partition: notes sorted by their ISO time. */
export const clockPartition = 'CLOCK';

export function pointInTimeTwinWanted(inMemory: boolean): boolean {
  const setting = process.env.LEDGERLINE_POINT_IN_TIME;
  if (setting === 'off') return false;
  return setting === 'on' || !inMemory;
}

export interface RecoveryClock {
  /** Notes what the stream has reached once more, then stops. */
  stop(): Promise<void>;
}

export async function startRecoveryClock(o: {
  endpoint: string;
  table: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  tickMs?: number;
  log?: (line: string) => void;
}): Promise<RecoveryClock> {
  const tickMs = o.tickMs ?? 250;
  const log = o.log ?? (() => {});
  const ddb = new DynamoDBClient({ region: 'us-east-1', endpoint: o.endpoint, credentials: o.credentials });
  const streams = streamsClient(o.endpoint);
  const streamArn = await ensureStream(ddb, o.table, log);
  await ensureClockTable(ddb, recoveryClockTable(o.table));

  // Open shards being followed: their iterator and the last sequence read from each.
  const following = new Map<string, { iterator: string; last?: string }>();
  const finished = new Set<string>();
  let reached: string | null = null;
  let noted: string | null = null;

  const follow = async (shards: StreamShard[], from: 'LATEST' | 'TRIM_HORIZON') => {
    for (const s of shards) {
      if (following.has(s.ShardId) || finished.has(s.ShardId) || s.SequenceNumberRange.EndingSequenceNumber) continue;
      following.set(s.ShardId, { iterator: await streams.shardIterator(streamArn, s.ShardId, from) });
    }
  };
  // What was written before this start was noted when the last run stopped (stop() notes once more).
  await follow(await streams.describeStream(streamArn), 'LATEST');

  const tick = async () => {
    if (following.size === 0) await follow(await streams.describeStream(streamArn), 'TRIM_HORIZON');
    for (const [shardId, state] of following) {
      for (;;) {
        const { records, next } = await streams.records(state.iterator);
        for (const r of records) {
          state.last = r.dynamodb.SequenceNumber;
          if (reached === null || sequenceAfter(state.last, reached)) reached = state.last;
        }
        if (!next) {
          // The shard closed: its children carry on from where it ended.
          following.delete(shardId);
          finished.add(shardId);
          const children = (await streams.describeStream(streamArn)).filter((s) => s.ParentShardId === shardId);
          await follow(children, 'TRIM_HORIZON');
          break;
        }
        state.iterator = next;
        if (records.length === 0) break;
      }
    }
    if (reached !== null && reached !== noted) {
      const at = new Date().toISOString();
      await ddb.send(
        new PutItemCommand({
          TableName: recoveryClockTable(o.table),
          Item: { pk: { S: clockPartition }, sk: { S: at }, seq: { S: reached } },
        }),
      );
      noted = reached;
    }
  };

  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      running = tick()
        .catch(async (e: Error) => {
          // An iterator DynamoDB Local no longer honours: follow the shards again after what was read.
          log(`recovery clock: ${e.message}`);
          const last = new Map([...following].map(([id, s]) => [id, s.last]));
          following.clear();
          for (const [id, seq] of last) {
            const iterator = await streams
              .shardIterator(streamArn, id, seq ? 'AFTER_SEQUENCE_NUMBER' : 'LATEST', seq)
              .catch(() => null);
            if (iterator) following.set(id, { iterator, last: seq });
          }
        })
        .finally(() => {
          if (!stopped) schedule();
        });
    }, tickMs);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await tick().catch((e: Error) => log(`recovery clock: last note failed: ${e.message}`));
      ddb.destroy();
    },
  };
}

/** The table's stream ARN, switching the stream on for a table made before the twin existed. */
async function ensureStream(ddb: DynamoDBClient, table: string, log: (line: string) => void): Promise<string> {
  const { Table } = await ddb.send(new DescribeTableCommand({ TableName: table }));
  if (Table?.StreamSpecification?.StreamEnabled && Table.LatestStreamArn) return Table.LatestStreamArn;
  await ddb.send(new UpdateTableCommand({ TableName: table, StreamSpecification: recoveryStream }));
  log(`services: point-in-time recovery starts now for the table made before it; \`npm start -- --reset\` records all`);
  const after = await ddb.send(new DescribeTableCommand({ TableName: table }));
  return after.Table!.LatestStreamArn!;
}

async function ensureClockTable(ddb: DynamoDBClient, name: string): Promise<void> {
  try {
    await ddb.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      }),
    );
  } catch (e) {
    if ((e as Error).name !== 'ResourceInUseException') throw e;
  }
}
