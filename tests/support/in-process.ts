import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServices, type RunningServices } from '@ledgerline/infra/local/services';

/**
 * Starts the AWS twins (in memory) and points this process's environment at them, for tests that
 * call domain functions directly. Import modules that read env only after this resolves.
 */
export async function useLocalServices(): Promise<RunningServices> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledgerline-unit-'));
  const services = await startServices({ dataDir, inMemory: true });
  Object.assign(process.env, services.env, {
    STAGE: 'local',
    TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SMS_OUTBOX_FILE: join(dataDir, 'sms.jsonl'),
    LOG_LEVEL: 'silent',
  });
  return services;
}
