/**
 * Rotates the identity-token signing key (infra/aws/token-secret.ts schedules it): Secrets Manager calls this
 * Lambda once per step with the new version's token. createSecret stores a fresh random key as AWSPENDING; setSecret
 * has nothing to set (the key is only ours); testSecret checks the pending key is one the functions accept;
 * finishSecret makes it AWSCURRENT, and Secrets Manager labels the old one AWSPREVIOUS, which the functions still
 * accept (signing-key.ts), so nothing signed before the rotation is cut off. Each step may be retried: each does
 * nothing when already done.
 */
import { randomBytes } from 'node:crypto';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { minimumKeyLength } from './key-ring';

export interface RotationEvent {
  SecretId: string;
  ClientRequestToken: string;
  Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';
}

/** What the steps ask of Secrets Manager: the SDK client's `send`, narrowed so a test can stand in for it. */
export type SecretsManagerSend = (command: object) => Promise<any>;

/** A 64-character key, as long as the one generated at deploy: 48 random bytes in base64url. */
export function newSigningKey(): string {
  return randomBytes(48).toString('base64url');
}

export async function rotate(event: RotationEvent, send: SecretsManagerSend, makeKey = newSigningKey): Promise<void> {
  const { SecretId, ClientRequestToken: token, Step } = event;
  const described = await send(new DescribeSecretCommand({ SecretId }));
  const stages: string[] = described.VersionIdsToStages?.[token] ?? [];
  if (!described.RotationEnabled) throw new Error(`Rotation is not enabled for ${SecretId}`);
  if (!stages.length) throw new Error(`Version ${token} of ${SecretId} has no stage`);
  if (stages.includes('AWSCURRENT')) return; // Already rotated: a retried step.
  if (!stages.includes('AWSPENDING')) throw new Error(`Version ${token} of ${SecretId} is not pending`);

  const pending = () =>
    send(new GetSecretValueCommand({ SecretId, VersionId: token, VersionStage: 'AWSPENDING' })).then(
      (out) => out.SecretString as string | undefined,
      (e: { name?: string }) => {
        if (e.name === 'ResourceNotFoundException') return undefined;
        throw e;
      },
    );

  if (Step === 'createSecret') {
    if (await pending()) return;
    await send(
      new PutSecretValueCommand({
        SecretId,
        ClientRequestToken: token,
        SecretString: makeKey(),
        VersionStages: ['AWSPENDING'],
      }),
    );
  } else if (Step === 'testSecret') {
    const key = await pending();
    if (!key || key.length < minimumKeyLength)
      throw new Error(`The pending key of ${SecretId} is missing or too short`);
  } else if (Step === 'finishSecret') {
    const current = Object.entries(described.VersionIdsToStages ?? {}).find(([, s]) =>
      (s as string[]).includes('AWSCURRENT'),
    )?.[0];
    await send(
      new UpdateSecretVersionStageCommand({
        SecretId,
        VersionStage: 'AWSCURRENT',
        MoveToVersionId: token,
        ...(current ? { RemoveFromVersionId: current } : {}),
      }),
    );
  }
  // setSecret: the key lives nowhere else.
}

let client: SecretsManagerClient | undefined;

export async function handler(event: RotationEvent): Promise<void> {
  client ??= new SecretsManagerClient({});
  const sm = client;
  await rotate(event, (command) => sm.send(command as never));
}
