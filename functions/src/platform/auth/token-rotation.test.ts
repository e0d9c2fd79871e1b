import { describe, expect, it } from 'vitest';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { newSigningKey, rotate, type RotationEvent, type SecretsManagerSend } from './token-rotation';

/** Secrets Manager's versions and staging labels for one secret, as the rotation steps change them. */
function fakeSecretsManager(initialKey: string) {
  const versions = new Map<string, { value?: string; stages: string[] }>([
    ['v0', { value: initialKey, stages: ['AWSCURRENT'] }],
  ]);
  const stageOf = (stage: string) => [...versions].find(([, v]) => v.stages.includes(stage));
  const send: SecretsManagerSend = async (command) => {
    if (command instanceof DescribeSecretCommand)
      return {
        RotationEnabled: true,
        VersionIdsToStages: Object.fromEntries([...versions].map(([id, v]) => [id, [...v.stages]])),
      };
    if (command instanceof GetSecretValueCommand) {
      const { VersionId, VersionStage } = command.input;
      const found = VersionId ? versions.get(VersionId) : stageOf(VersionStage ?? 'AWSCURRENT')?.[1];
      if (!found?.value || (VersionStage && !found.stages.includes(VersionStage)))
        throw Object.assign(new Error('not found'), { name: 'ResourceNotFoundException' });
      return { SecretString: found.value };
    }
    if (command instanceof PutSecretValueCommand) {
      const v = versions.get(command.input.ClientRequestToken!)!;
      v.value = command.input.SecretString;
      return {};
    }
    if (command instanceof UpdateSecretVersionStageCommand) {
      const { MoveToVersionId, RemoveFromVersionId } = command.input;
      const old = versions.get(RemoveFromVersionId!)!;
      for (const v of versions.values()) v.stages = v.stages.filter((s) => s !== 'AWSPREVIOUS');
      old.stages = [...old.stages.filter((s) => s !== 'AWSCURRENT'), 'AWSPREVIOUS'];
      const next = versions.get(MoveToVersionId!)!;
      next.stages = ['AWSCURRENT'];
      return {};
    }
    throw new Error(`unexpected ${command.constructor.name}`);
  };
  return {
    send,
    /** What `aws secretsmanager rotate-secret` starts: a version labelled AWSPENDING, with no value yet. */
    startRotation(token: string) {
      versions.set(token, { stages: ['AWSPENDING'] });
    },
    valueAt: (stage: string) => stageOf(stage)?.[1].value,
  };
}

const steps: RotationEvent['Step'][] = ['createSecret', 'setSecret', 'testSecret', 'finishSecret'];
const event = (token: string, Step: RotationEvent['Step']): RotationEvent => ({
  SecretId: 'token-secret',
  ClientRequestToken: token,
  Step,
});

describe('rotating the signing key', () => {
  it('makes a new key current and keeps the old one as previous', async () => {
    const sm = fakeSecretsManager('k'.repeat(64));
    sm.startRotation('v1');
    for (const step of steps) await rotate(event('v1', step), sm.send);
    const current = sm.valueAt('AWSCURRENT');
    expect(current).toHaveLength(64);
    expect(current).not.toBe('k'.repeat(64));
    expect(sm.valueAt('AWSPREVIOUS')).toBe('k'.repeat(64));
  });

  it('does each step once when Secrets Manager retries it', async () => {
    const sm = fakeSecretsManager('k'.repeat(64));
    sm.startRotation('v1');
    let made = 0;
    const makeKey = () => `${++made}`.padEnd(64, 'x');
    for (const step of steps) {
      await rotate(event('v1', step), sm.send, makeKey);
      await rotate(event('v1', step), sm.send, makeKey);
    }
    expect(made).toBe(1);
    expect(sm.valueAt('AWSCURRENT')).toBe('1'.padEnd(64, 'x'));
    expect(sm.valueAt('AWSPREVIOUS')).toBe('k'.repeat(64));
  });

  it('refuses to finish with a key the functions would refuse', async () => {
    const sm = fakeSecretsManager('k'.repeat(64));
    sm.startRotation('v1');
    await rotate(event('v1', 'createSecret'), sm.send, () => 'short');
    await expect(rotate(event('v1', 'testSecret'), sm.send)).rejects.toThrow('too short');
    expect(sm.valueAt('AWSCURRENT')).toBe('k'.repeat(64));
  });

  it('refuses a version that is not pending', async () => {
    const sm = fakeSecretsManager('k'.repeat(64));
    await expect(rotate(event('v9', 'createSecret'), sm.send)).rejects.toThrow('no stage');
  });

  it('draws 64-character keys that differ every time', () => {
    const keys = new Set(Array.from({ length: 20 }, newSigningKey));
    expect(keys.size).toBe(20);
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9_-]{64}$/);
  });
});
