import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import type { QueuePoller } from '@ledgerline/infra/local/queue-poller';
import { useLocalServices } from '../../../tests/support/in-process';

/**
 * A large folder's delete, restore and move (QD §4 Documents): the request changes the first pages and the jobs
 * queue does the rest, round by round, with every count exact at the end. Runs the real queue consumer against the
 * local twins.
 */
let services: RunningServices;
let poller: QueuePoller;
beforeAll(async () => {
  services = await useLocalServices();
  const { startQueuePoller } = await import('@ledgerline/infra/local/queue-poller');
  const { handler } = await import('@ledgerline/events/jobs-lambda');
  poller = startQueuePoller({ queueUrl: process.env.JOBS_QUEUE_URL!, handler, intervalMs: 50 });
});
afterAll(async () => {
  await poller?.stop();
  await services?.stop();
});

/** 180 files in three folders below '/Big' (more than the request does itself). */
async function bigFolder() {
  const { createFirmWithPartner, createUser, createCompany } = await import('../platform/provision');
  const { addFile } = await import('./add-file');
  const { newId } = await import('../platform/auth/secrets');
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const { firmId, partner } = await createFirmWithPartner({
    firmName: 'Tree Firm',
    partner: { email: `p-${tag}@test.example`, fname: 'P', lname: 'P', isAdvisor: true },
  });
  const client = await createUser(firmId, { email: `c-${tag}@test.example`, fname: 'C', lname: 'C', isAdvisor: false });
  const company = await createCompany(firmId, { name: 'Tree Co', entityType: 'Individual', ownerIds: [client.userId] });
  const folders = ['/Big', '/Big/2024', '/Big/2024/Receipts'];
  for (let i = 0; i < 180; i++) {
    const documentId = newId();
    await addFile(
      {
        firmId,
        companyId: company.companyId,
        documentId,
        path: folders[i % 3]!,
        document_name: `file ${i}.pdf`,
        content_type: 'application/pdf',
        size: 10,
        storage_key: `documents/${firmId}/${company.companyId}/${documentId}`,
        uploaded_by: partner.userId,
      },
      partner.userId,
    );
  }
  return { firmId, companyId: company.companyId, by: partner.userId, folders };
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the queued change did not finish');
}

describe('a large folder changes through the queue', () => {
  it('deletes, restores and moves 180 files in three folders; counts are exact afterwards', async () => {
    const w = await bigFolder();
    const tree = await import('./store/tree');
    const { deleteFolder, restoreFolder, moveOrCopyFolder } = await import('./folder-change');
    const count = async (path: string) => (await tree.getFolder(w.firmId, w.companyId, path))?.files_count;
    const activeIn = async (path: string) =>
      (
        await tree.folderFilesPage(
          { firmId: w.firmId, companyId: w.companyId, path, state: 'active' },
          'name',
          'asc',
          500,
          null,
        )
      ).files.length;
    for (const f of w.folders) expect(await count(f)).toBe(60);

    const deleted = await deleteFolder(w, '/Big');
    expect(deleted.queued).toBe(true);
    await until(async () => (await activeIn('/Big/2024/Receipts')) === 0 && (await activeIn('/Big')) === 0);
    await until(async () => (await count('/Big/2024/Receipts')) === 0);
    expect((await tree.getFolder(w.firmId, w.companyId, '/'))?.items_count).toBe(0);

    const restored = await restoreFolder(w, '/Big');
    expect(restored.queued).toBe(true);
    await until(async () => (await count('/Big/2024/Receipts')) === 60 && (await count('/Big')) === 60);
    for (const f of w.folders) expect(await activeIn(f)).toBe(60);

    const moved = await moveOrCopyFolder(w, '/Big', { companyId: w.companyId, path: '/Archive 2024' }, 'move');
    expect(moved.queued).toBe(true);
    await until(async () => !(await tree.getFolder(w.firmId, w.companyId, '/Big')));
    for (const f of ['/Archive 2024', '/Archive 2024/2024', '/Archive 2024/2024/Receipts']) {
      expect(await count(f), f).toBe(60);
      expect(await activeIn(f), f).toBe(60);
    }
    expect((await tree.getFolder(w.firmId, w.companyId, '/Archive 2024'))?.items_count).toBe(61);
    expect((await tree.getFolder(w.firmId, w.companyId, '/'))?.items_count).toBe(1);
    expect(await tree.getFolder(w.firmId, w.companyId, '/Big/2024')).toBeNull();
  }, 60_000);
});
