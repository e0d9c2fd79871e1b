/**
 * Backups that restore (issue 21): `npm run restore` brings the table back as it was at a time, into a new table,
 * on the local stack's twin of point-in-time recovery, and its counts per kind are what existed at that time.
 */
import { DeleteItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmItems, type StoredItem } from '../support/firm-items';
import { runOperatorScript } from '../support/operator-script';
import { makeOwnFirm, type OwnStack, sendClientMessage, startOwnStack, steady } from '../support/own-stack';
import { seedFirm } from '../support/seeded-firm';

/** Each run of the script starts tsx and the AWS SDK: seconds on a loaded machine. */
const scriptsTimeout = 180_000;
/** Longer than the recovery clock's tick (250 ms), so each change is on its side of the restore time. */
const pastTheTick = () => new Promise((r) => setTimeout(r, 1_200));

/** Runs `npm run restore -- <args>` (the script itself, through tsx) against the stack's twins. */
const runRestoreScript = (stack: OwnStack, args: string[]) =>
  runOperatorScript(stack, 'scripts/restore-table.ts', args);

function countsByKind(items: StoredItem[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { kind } of items) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

describe('restoring the table to a point in time', () => {
  let stack: OwnStack;
  beforeAll(async () => {
    stack = await startOwnStack({ pointInTime: true });
  }, 180_000);
  afterAll(() => stack?.stop());

  it(
    'restores a firm as it was at a time into a new table, its counts per kind as they were then, and leaves the table untouched',
    async () => {
      // Arrange: a firm with a client, two messages and a document, then the time to restore to.
      const firm = await seedFirm(stack.url, 'Restore Point Firm', {
        messages: ['Here are my W-2s', 'And the 1098 from the bank'],
        documents: ['W-2 2025.pdf'],
      });
      const other = await makeOwnFirm(stack.url, 'Bystander Firm');
      await steady(() => firmItems(stack.ddb, stack.table, firm.firmId));
      const restorePoint = new Date();
      const atRestorePoint = await firmItems(stack.ddb, stack.table, firm.firmId);
      await pastTheTick();

      // After it: a new message, and an accident that deletes every message item of the firm.
      await sendClientMessage(stack.url, firm.clientToken, firm.client.companyId, 'Written after the restore point');
      const afterwards = await firmItems(stack.ddb, stack.table, firm.firmId);
      const messages = afterwards.filter((i) => i.kind === 'message');
      expect(messages.length).toBeGreaterThanOrEqual(3);
      for (const m of messages)
        await stack.ddb.send(
          new DeleteItemCommand({ TableName: stack.table, Key: { pk: m.item.pk!, sk: m.item.sk! } }),
        );
      const beforeRestore = await firmItems(stack.ddb, stack.table, firm.firmId);
      expect(countsByKind(beforeRestore)).not.toEqual(countsByKind(atRestorePoint));
      const otherBefore = await firmItems(stack.ddb, stack.table, other.firmId);

      // Act
      const target = `restored-${Date.now()}`;
      const run = await runRestoreScript(stack, [
        '--to',
        restorePoint.toISOString(),
        '--firm',
        firm.firmId,
        '--target',
        target,
        '--json',
      ]);

      // Assert: the script's counts, and the restored table's items, are those of the restore point.
      expect(run.code, run.stderr).toBe(0);
      const result = JSON.parse(run.stdout.trim().split('\n').pop()!);
      expect(result.mode).toBe('local twin');
      expect(result.restored.byKind).toEqual(countsByKind(atRestorePoint));
      expect(result.restored.total).toBe(atRestorePoint.length);
      expect(result.sourceNow.byKind).toEqual(countsByKind(beforeRestore));
      const restored = await firmItems(stack.ddb, target, firm.firmId);
      expect(restored.map((i) => i.key)).toEqual(atRestorePoint.map((i) => i.key));
      const restoredTexts = restored.filter((i) => i.kind === 'message').map((i) => i.item.text?.S);
      expect(restoredTexts).toEqual(expect.arrayContaining(['Here are my W-2s', 'And the 1098 from the bank']));
      expect(restoredTexts).not.toContain('Written after the restore point');
      // The other firm came back too (a restore is of the whole table), and the live table was only read.
      expect((await firmItems(stack.ddb, target, other.firmId)).map((i) => i.key)).toEqual(
        otherBefore.map((i) => i.key),
      );
      expect(await firmItems(stack.ddb, stack.table, firm.firmId)).toEqual(beforeRestore);
    },
    scriptsTimeout,
  );

  it(
    'refuses a time before the table existed, and a time without its zone, saying why',
    async () => {
      const early = await runRestoreScript(stack, ['--to', '2020-01-01T00:00:00Z', '--json']);
      expect(early.code).toBe(1);
      expect(early.stderr).toMatch(/2020-01-01T00:00:00.000Z is outside what ledgerline can be restored to/);

      const noZone = await runRestoreScript(stack, ['--to', '2026-01-01T10:00:00']);
      expect(noZone.code).toBe(2);
      expect(noZone.stderr).toMatch(/--to must be an ISO time with its zone/);
    },
    scriptsTimeout,
  );
});
