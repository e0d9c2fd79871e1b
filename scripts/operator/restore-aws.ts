/**
 * Point-in-time recovery in AWS: the window DynamoDB can restore from (the last 35 days, up to about five minutes
 * ago), and RestoreTableToPointInTime into a new table, waited for until it is ACTIVE. The restored table gets the
 * source's keys, indexes, billing, encryption and data; not its TTL, PITR, stream, alarms, tags or permissions
 * (docs/backups.md lists what to set after).
 */
import {
  DescribeContinuousBackupsCommand,
  type DynamoDBClient,
  RestoreTableToPointInTimeCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import type { RestoreWindow } from '../../infra/local/point-in-time-restore';

export async function awsRestoreWindow(ddb: DynamoDBClient, source: string): Promise<RestoreWindow> {
  const res = await ddb.send(new DescribeContinuousBackupsCommand({ TableName: source }));
  const pitr = res.ContinuousBackupsDescription?.PointInTimeRecoveryDescription;
  if (pitr?.PointInTimeRecoveryStatus !== 'ENABLED' || !pitr.EarliestRestorableDateTime)
    throw new Error(`Point-in-time recovery is not on for ${source} (status ${pitr?.PointInTimeRecoveryStatus}).`);
  return { earliest: pitr.EarliestRestorableDateTime, latest: pitr.LatestRestorableDateTime ?? new Date() };
}

export async function restoreInAws(o: {
  ddb: DynamoDBClient;
  source: string;
  target: string;
  to: Date;
  /** How long to wait for the new table (restores of large tables take hours). */
  maxWaitSeconds?: number;
  log?: (line: string) => void;
}): Promise<void> {
  await o.ddb.send(
    new RestoreTableToPointInTimeCommand({
      SourceTableName: o.source,
      TargetTableName: o.target,
      // Keys, indexes, billing and encryption come from the source's current settings.
      RestoreDateTime: o.to,
    }),
  );
  o.log?.(`restore of ${o.source} as of ${o.to.toISOString()} into ${o.target} started; waiting for ACTIVE`);
  await waitUntilTableExists(
    { client: o.ddb, maxWaitTime: o.maxWaitSeconds ?? 6 * 3600, minDelay: 15, maxDelay: 60 },
    { TableName: o.target },
  );
}
