import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../env';

/** Made once per process; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB when set. */
export const dynamo = new DynamoDBClient({ region: env.AWS_REGION });
export const documentClient = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});

/** What every ElectroDB entity is configured with. */
export const entityConfig = { client: documentClient, table: env.TABLE_NAME } as const;
