import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { useLocalServices } from '../../../tests/support/in-process';

let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());

// Modules that read the environment load only once the local services are up.
const load = async () => ({
  ...(await import('./activity')),
  ...(await import('./data/entities/activity')),
  ...(await import('./data/entities/activity-counter')),
  ...(await import('./data/client')),
  ...(await import('./auth/secrets')),
});

describe('recordActivity writes a line and its counters together', () => {
  it('counts the line for the firm, its entity and questionnaire, in total and by type', async () => {
    const { recordActivity, Activity, ActivityCounter, newId } = await load();
    const firmId = newId();
    await recordActivity({
      firmId,
      action: 'message_sent',
      title: 'Message sent',
      companyId: 'c1',
      questionnaireId: 'q1',
      actorUserId: 'u1',
    });
    await recordActivity({ firmId, action: 'document_uploaded', title: 'Document uploaded', companyId: 'c1' });
    await recordActivity({ firmId, action: 'signed_in', title: 'Signed in', userId: 'u1' });

    const counter = async (scope: string) => (await ActivityCounter.get({ firmId, scope }).go()).data;
    expect(await counter('firm')).toMatchObject({ total: 3, type_7: 1, type_2: 1, type_8: 1 });
    expect(await counter('company#c1')).toMatchObject({ total: 2, type_7: 1, type_2: 1 });
    expect(await counter('questionnaire#q1')).toMatchObject({ total: 1, type_7: 1 });
    expect((await Activity.query.byCompany({ firmId, company_id: 'c1' }).go()).data.map((l) => l.action)).toEqual([
      'message_sent',
      'document_uploaded',
    ]);
    expect(
      (await Activity.query.byQuestionnaire({ firmId, questionnaire_id: 'q1' }).go()).data.map((l) => l.action),
    ).toEqual(['message_sent']);
    expect((await Activity.query.byFirmType({ firmId, type_id: 8 }).go()).data.map((l) => l.action)).toEqual([
      'signed_in',
    ]);
  });

  it('keeps a type the caller gives, and refuses one that does not exist', async () => {
    const { recordActivity, ActivityCounter, Activity, newId } = await load();
    const firmId = newId();
    await recordActivity({ firmId, action: 'password_changed', title: 'Password set', typeId: 1 });
    await expect(recordActivity({ firmId, action: 'odd', title: 'Odd', typeId: 99 })).rejects.toThrow(
      /Unknown activity type 99/,
    );
    expect((await ActivityCounter.get({ firmId, scope: 'firm' }).go()).data).toMatchObject({ total: 1, type_1: 1 });
    expect((await Activity.query.byFirm({ firmId }).go()).data.map((l) => l.type_id)).toEqual([1]);
  });

  it('writes nothing when a counter cannot be updated, and says so', async () => {
    const { recordActivity, Activity, ActivityCounter, documentClient, newId } = await load();
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { env } = await import('./env');
    const firmId = newId();
    await recordActivity({ firmId, action: 'message_sent', title: 'Message sent' });
    // A corrupt entity counter (a string where ADD needs a number) makes its update, and so the whole write, fail.
    const key = ActivityCounter.update({ firmId, scope: 'company#broken' })
      .add({ total: 1 })
      .params<{ Key: Record<string, string> }>().Key;
    await documentClient.send(new PutCommand({ TableName: env.TABLE_NAME, Item: { ...key, total: 'not a number' } }));

    await expect(
      recordActivity({ firmId, action: 'message_sent', title: 'Message sent', companyId: 'broken' }),
    ).rejects.toThrow();
    expect((await Activity.query.byFirm({ firmId }).go()).data).toHaveLength(1);
    expect((await ActivityCounter.get({ firmId, scope: 'firm' }).go()).data).toMatchObject({ total: 1, type_7: 1 });
  });

  it('counts every one of many lines written at once', async () => {
    const { recordActivity, ActivityCounter, Activity, newId } = await load();
    const firmId = newId();
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        recordActivity({ firmId, action: 'signed_in', title: `Signed in ${i}`, companyId: 'c1' }),
      ),
    );
    expect((await ActivityCounter.get({ firmId, scope: 'firm' }).go()).data).toMatchObject({ total: 25, type_8: 25 });
    expect((await ActivityCounter.get({ firmId, scope: 'company#c1' }).go()).data).toMatchObject({
      total: 25,
      type_8: 25,
    });
    expect((await Activity.query.byFirm({ firmId }).go({ pages: 'all' })).data).toHaveLength(25);
  });
});

describe('a write cancelled for a concurrent transaction is tried again', () => {
  const conflict = { canceled: true, data: [{ code: 'None' }, { code: 'TransactionConflict' }] };
  const done = { canceled: false, data: [] };

  it('succeeds once the other transaction has passed', async () => {
    const { commitRetryingConflicts } = await load();
    const results = [conflict, conflict, done];
    let calls = 0;
    await commitRetryingConflicts(async () => results[calls++]!, 4, 1);
    expect(calls).toBe(3);
  });

  it('gives up after its retries, and never retries any other cancellation', async () => {
    const { commitRetryingConflicts } = await load();
    let calls = 0;
    await expect(commitRetryingConflicts(async () => (calls++, conflict), 2, 1)).rejects.toThrow(/TransactionConflict/);
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      commitRetryingConflicts(async () => (calls++, { canceled: true, data: [{ code: 'ValidationError' }] }), 2, 1),
    ).rejects.toThrow(/ValidationError/);
    expect(calls).toBe(1);
  });
});
