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

/**
 * A firm with its partner and one client assigned to them, written through the platform's own provisioning, for
 * tests that call domain functions against the local services (start them first with useLocalServices).
 */
export async function firmWithClient(firmName: string, client: { emailLabel: string; fname: string; lname: string }) {
  const { createFirmWithPartner, createUser } = await import('../../functions/src/platform/provision');
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const { firmId, partner } = await createFirmWithPartner({
    firmName,
    partner: { email: `p-${tag}@test.example`, fname: 'Pat', lname: 'Partner', isAdvisor: true },
  });
  const created = await createUser(firmId, {
    email: `${client.emailLabel}-${tag}@test.example`,
    fname: client.fname,
    lname: client.lname,
    isAdvisor: false,
    assignedAdvisorId: partner.userId,
  });
  return { firmId, partner, client: created, tag };
}
