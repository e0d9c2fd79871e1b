/**
 * The three DynamoDB Streams calls the local point-in-time recovery twin needs (recovery-clock.ts,
 * point-in-time-restore.ts), spoken to DynamoDB Local directly: the streams API is the same JSON protocol on the
 * same port as DynamoDB's, under the target prefix DynamoDBStreams_20120810. The app itself never reads a stream
 * (domain events are published explicitly), so the SDK's streams client is not a dependency for this alone.
 * DynamoDB Local does not check signatures, so the request carries a well-formed but unsigned Authorization.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

export interface StreamShard {
  ShardId: string;
  ParentShardId?: string;
  SequenceNumberRange: { StartingSequenceNumber: string; EndingSequenceNumber?: string };
}

export interface StreamRecord {
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  dynamodb: {
    /** DynamoDB Local rounds it down to the minute: too coarse for a restore, hence the recovery clock. */
    ApproximateCreationDateTime?: number;
    Keys: Record<string, AttributeValue>;
    NewImage?: Record<string, AttributeValue>;
    SequenceNumber: string;
  };
}

export type IteratorType = 'TRIM_HORIZON' | 'LATEST' | 'AFTER_SEQUENCE_NUMBER';

export interface StreamsClient {
  describeStream(streamArn: string): Promise<StreamShard[]>;
  shardIterator(streamArn: string, shardId: string, type: IteratorType, sequenceNumber?: string): Promise<string>;
  records(iterator: string): Promise<{ records: StreamRecord[]; next: string | null }>;
}

export function streamsClient(endpoint: string): StreamsClient {
  const call = async <T>(operation: string, body: unknown): Promise<T> => {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `DynamoDBStreams_20120810.${operation}`,
        authorization:
          'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`DynamoDB Streams ${operation}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  };
  return {
    async describeStream(streamArn) {
      const shards: StreamShard[] = [];
      let start: string | undefined;
      do {
        const { StreamDescription: d } = await call<{
          StreamDescription: { Shards?: StreamShard[]; LastEvaluatedShardId?: string };
        }>('DescribeStream', { StreamArn: streamArn, ...(start && { ExclusiveStartShardId: start }) });
        shards.push(...(d.Shards ?? []));
        start = d.LastEvaluatedShardId;
      } while (start);
      return shards;
    },
    async shardIterator(streamArn, shardId, type, sequenceNumber) {
      const r = await call<{ ShardIterator: string }>('GetShardIterator', {
        StreamArn: streamArn,
        ShardId: shardId,
        ShardIteratorType: type,
        ...(sequenceNumber && { SequenceNumber: sequenceNumber }),
      });
      return r.ShardIterator;
    },
    async records(iterator) {
      const r = await call<{ Records?: StreamRecord[]; NextShardIterator?: string }>('GetRecords', {
        ShardIterator: iterator,
        Limit: 1000,
      });
      return { records: r.Records ?? [], next: r.NextShardIterator ?? null };
    },
  };
}

/** Sequence numbers are decimal strings of any length: compared as numbers. */
export function sequenceAfter(a: string, b: string): boolean {
  return BigInt(a) > BigInt(b);
}

/** Parents before their children (a key's changes move from a shard to its child), then by first sequence. */
export function lineageOrder(shards: readonly StreamShard[]): StreamShard[] {
  const ids = new Set(shards.map((s) => s.ShardId));
  const byStart = [...shards].sort((a, b) =>
    sequenceAfter(a.SequenceNumberRange.StartingSequenceNumber, b.SequenceNumberRange.StartingSequenceNumber) ? 1 : -1,
  );
  const done = new Set<string>();
  const ordered: StreamShard[] = [];
  while (ordered.length < byStart.length) {
    const next = byStart.find(
      (s) => !done.has(s.ShardId) && (!s.ParentShardId || !ids.has(s.ParentShardId) || done.has(s.ParentShardId)),
    );
    if (!next) throw new Error('The stream’s shards have a parent loop');
    done.add(next.ShardId);
    ordered.push(next);
  }
  return ordered;
}
