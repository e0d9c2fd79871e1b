/**
 * The local services a bench part runs against: in-memory DynamoDB, S3, SES and SQS in a fresh folder, and the
 * environment the product reads, set on this process too (in-process seeding reads it). `stop()` ends them and
 * removes the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServices } from '@ledgerline/infra/local/services';

export async function startBenchServices(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `ledgerline-bench-${name}-`));
  const services = await startServices({ dataDir, inMemory: true });
  const env = {
    ...process.env,
    ...services.env,
    STAGE: 'local',
    TOKEN_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    SMS_OUTBOX_FILE: join(dataDir, 'sms.jsonl'),
    LOG_LEVEL: 'silent',
  };
  Object.assign(process.env, env);
  return {
    dataDir,
    env,
    services,
    stop: async () => {
      await services.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
