/**
 * The AWS clients an operator script uses (restore-table, delete-firm), made the way the app makes its own: the
 * endpoints come from the standard AWS_ENDPOINT_URL_<SERVICE> variables. Against AWS, leave them unset and use the
 * deployment's credentials (AWS_PROFILE / AWS_REGION as usual). Against the local stack, set them to the addresses
 * `npm start` prints on its `services:` line; the twins' credentials are then filled in.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';

/** The local stack's names (infra/local/services.ts localNames), used when an emulator is addressed. */
const localTable = 'ledgerline';
const localBucket = 'ledgerline-files';

export interface OperatorTarget {
  /** True when AWS_ENDPOINT_URL_DYNAMODB points at an emulator (the local stack). */
  local: boolean;
  region: string;
  ddb: DynamoDBClient;
  s3: S3Client;
  table: string | undefined;
  bucket: string | undefined;
}

export function operatorTarget(given: { table?: string; bucket?: string }): OperatorTarget {
  const local = Boolean(process.env.AWS_ENDPOINT_URL_DYNAMODB);
  // s3rver checks signatures with S3RVER / S3RVER; DynamoDB Local accepts any.
  if (local && !process.env.AWS_ACCESS_KEY_ID) Object.assign(process.env, twinCredentials);
  const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
  return {
    local,
    region,
    ddb: new DynamoDBClient({ region }),
    s3: new S3Client({
      region,
      forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
      requestChecksumCalculation: 'WHEN_REQUIRED',
    }),
    table: given.table ?? process.env.TABLE_NAME ?? (local ? localTable : undefined),
    bucket: given.bucket ?? process.env.BUCKET_NAME ?? (local ? localBucket : undefined),
  };
}

const twinCredentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** Stops the script with a message and exit code 2 (a usage mistake, not a failure of the operation). */
export function usage(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}
