import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import type { Caller } from '@ledgerline/shared/access';
import { importText } from '@ledgerline/shared/imports';
import type { ClientList } from './parse';
import { firmWithClient, useLocalServices } from '../../../tests/support/in-process';

describe('the client-list import job against DynamoDB and S3', () => {
  let services: RunningServices;
  beforeAll(async () => {
    services = await useLocalServices();
  });
  afterAll(() => services?.stop());

  async function aFirm() {
    const {
      firmId,
      partner,
      client: existing,
      tag,
    } = await firmWithClient('Import Firm', {
      emailLabel: 'taken',
      fname: 'Old',
      lname: 'Client',
    });
    const caller: Caller = {
      userId: partner.userId,
      firmId,
      sessionId: 's',
      isAdvisor: true,
      firmAccess: 'partner',
      firmGroupId: null,
      readonly: false,
    };
    return { firmId, partner, caller, tag, takenEmail: existing.email };
  }

  /** 120 rows (several chunks): row 52 has no last name, row 82 a taken email, row 112 the email of row 12. */
  function aList(tag: string, takenEmail: string): ClientList {
    const records = Array.from({ length: 120 }, (_, i) => {
      const row = i + 2;
      const values: Record<string, string> = {
        first_name: `First${row}`,
        last_name: `Last${row}`,
        email: `client-${row}-${tag}@test.example`,
      };
      if (row === 52) delete values.last_name;
      if (row === 82) values.email = takenEmail;
      if (row === 112) values.email = `client-12-${tag}@test.example`;
      if (row % 10 === 0) delete values.email;
      return { row, values };
    });
    return { records, ignored: [] };
  }

  async function directoryCounts(firmId: string, kind: 'user' | 'entity', parts: string[]) {
    const read = await import('../platform/directory-read');
    return Object.fromEntries(await read.directoryCounts(firmId, kind, parts));
  }

  async function clientsOf(firmId: string) {
    const { User } = await import('../platform/data/entities/user');
    const { data } = await User.query.byId({ firmId }).go({ pages: 'all' });
    return data.filter((u) => !u.is_advisor);
  }

  it('a job delivered twice at once, and again after, creates each row’s client and entity once', {
    timeout: 180_000,
  }, async () => {
    const { startClientList } = await import('./take-import');
    const { runImportChunk } = await import('./run-import');
    const { newImportId, importFileKey, rowsPerChunk } = await import('./rules');
    const store = await import('./store');
    const { Company } = await import('../platform/data/entities/company');
    const { firmId, caller, tag, takenEmail } = await aFirm();
    const importId = newImportId(new Date());
    await startClientList(
      caller,
      {
        importId,
        kind: 'client_list',
        listType: 'individuals',
        documentName: 'clients.csv',
        assignee: caller.userId,
        comment: null,
        fileKey: importFileKey(firmId, importId, 'test'),
        fileFormat: 'csv',
      },
      aList(tag, takenEmail),
    );

    // SQS redelivers a message while its first delivery still runs, and again after a crash.
    const both = await Promise.all([
      runImportChunk({ firmId, importId, chunk: 0 }),
      runImportChunk({ firmId, importId, chunk: 0 }),
    ]);
    expect(both.filter((r) => 'counted' in r && r.counted)).toHaveLength(1);
    expect(await runImportChunk({ firmId, importId, chunk: 0 })).toMatchObject({ counted: false, more: true });
    expect((await store.getImport(firmId, importId))?.rows_done).toBe(rowsPerChunk);
    for (let chunk = 1; chunk * rowsPerChunk < 120; chunk++) await runImportChunk({ firmId, importId, chunk });
    expect(await runImportChunk({ firmId, importId, chunk: 0 })).toEqual({ skipped: 'completed' });
    expect(await runImportChunk({ firmId, importId, chunk: 1 })).toEqual({ skipped: 'completed' });

    const done = await store.getImport(firmId, importId);
    expect(done).toMatchObject({
      status: 'completed',
      rows_total: 120,
      rows_done: 120,
      rows_accepted: 117,
      rows_rejected: 3,
    });
    const clients = await clientsOf(firmId);
    expect(clients).toHaveLength(118);
    expect(new Set(clients.map((c) => c.email)).size).toBe(118);
    expect(clients.filter((c) => c.has_temp_email)).toHaveLength(12);
    const companies = (await Company.query.byId({ firmId }).go({ pages: 'all' })).data;
    expect(companies).toHaveLength(117);
    expect(companies.find((c) => c.name === 'First2 Last2')?.entity_type).toBe('Individual');

    // Listed once each, however often the chunks ran: the firm's client from before and the 117 accepted rows'
    // clients (this list has no spouses), and their 117 entities.
    expect(await directoryCounts(firmId, 'user', ['active#all'])).toEqual({ 'active#all': 118 });
    expect(await directoryCounts(firmId, 'entity', ['active#all', 'active#type:individual'])).toEqual({
      'active#all': 117,
      'active#type:individual': 117,
    });

    const rejected = await store.listRows(firmId, importId, 'rejected', undefined, 50);
    expect(rejected.items.map((r) => [r.row, r.reasons])).toEqual([
      [52, [importText.lastNameRequired]],
      [82, [importText.emailExists]],
      [112, [importText.emailRepeated('Email', 12)]],
    ]);
  });

  it('rows whose outcome a crashed run already wrote are not made again, and the chunk still counts them', {
    timeout: 120_000,
  }, async () => {
    const { startClientList } = await import('./take-import');
    const { runImportChunk } = await import('./run-import');
    const { newImportId, importFileKey, rowsPerChunk } = await import('./rules');
    const store = await import('./store');
    const { firmId, caller, tag, takenEmail } = await aFirm();
    const importId = newImportId(new Date());
    const list = aList(tag, takenEmail);
    list.records = list.records.slice(0, 40);
    await startClientList(
      caller,
      {
        importId,
        kind: 'client_list',
        listType: 'individuals',
        documentName: 'few.csv',
        assignee: 0,
        comment: null,
        fileKey: importFileKey(firmId, importId, 'test'),
        fileFormat: 'csv',
      },
      {
        ...list,
        records: list.records.map((r) => ({ ...r, values: { ...r.values, assigned_firm_user_email: caller.userId } })),
      },
    );
    // A first run wrote 10 rows' clients and outcomes, then died before it counted the chunk.
    const partner = await (await import('../platform/read-user')).getUser(firmId, caller.userId);
    const made = [];
    for (const r of list.records.slice(0, 10))
      made.push(
        await store.createRowClients(firmId, importId, {
          row: r.row,
          client: {
            fname: r.values.first_name!,
            lname: r.values.last_name!,
            email: `crash-${r.row}-${tag}@test.example`,
            hasTempEmail: false,
          },
          company: { name: `Crash ${r.row}`, entityType: 'Individual' },
          assignedAdvisorId: partner!.userId,
        }),
      );
    // ... and had listed three of those rows' clients and entities when it died.
    const { reindexDirectoryItem } = await import('../platform/directory');
    for (const { userIds, companyId } of made.slice(0, 3) as { userIds: string[]; companyId: string }[]) {
      await reindexDirectoryItem(firmId, 'user', userIds[0]!);
      await reindexDirectoryItem(firmId, 'entity', companyId);
    }
    for (let chunk = 0; chunk * rowsPerChunk < 40; chunk++) await runImportChunk({ firmId, importId, chunk });
    const done = await store.getImport(firmId, importId);
    // Various: each row names its assignee by email; these rows name an id instead, so all 30 left are rejected.
    expect(done).toMatchObject({ status: 'completed', rows_done: 40, rows_accepted: 10, rows_rejected: 30 });
    expect(await clientsOf(firmId)).toHaveLength(11);
    // The rows listed before the crash are counted once, with the others.
    expect(await directoryCounts(firmId, 'user', ['active#all'])).toEqual({ 'active#all': 11 });
    expect(await directoryCounts(firmId, 'entity', ['active#all'])).toEqual({ 'active#all': 10 });
    const first = await store.listRows(firmId, importId, 'all', undefined, 12);
    expect(first.items.slice(10).map((r) => r.reasons)).toEqual([
      [importText.assigneeUnknown(caller.userId.toLowerCase())],
      [importText.assigneeUnknown(caller.userId.toLowerCase())],
    ]);
  });
});
