/**
 * Data disposal (issue 21): deleting a firm (`npm run delete-firm -- <firmId> --yes`) removes its items and its
 * files, read back here straight from the local table and the S3 twin, and leaves every other firm as it was.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../support/api';
import { firmItems } from '../support/firm-items';
import { runOperatorScript } from '../support/operator-script';
import { callStack, type OwnStack, signInTo, startOwnStack, steady } from '../support/own-stack';
import { seedFirm } from '../support/seeded-firm';

/** Each run of the script starts tsx and the AWS SDK: seconds on a loaded machine. */
const scriptsTimeout = 180_000;

const runDeleteFirm = (stack: OwnStack, args: string[]) => runOperatorScript(stack, 'scripts/delete-firm.ts', args);

/** Every item that names the firm, by its key and kind. */
async function itemsOf(stack: OwnStack, firmId: string): Promise<{ key: string; kind: string }[]> {
  return (await firmItems(stack.ddb, stack.table, firmId)).map(({ key, kind }) => ({ key, kind }));
}

/** Every object in the bucket whose key names the firm. */
async function filesOf(stack: OwnStack, firmId: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await stack.s3.send(new ListObjectsV2Command({ Bucket: stack.bucket, ContinuationToken: token }));
    for (const o of page.Contents ?? []) if (o.Key?.includes(firmId)) keys.push(o.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

/** A firm with its partner, a client and the client's entity, two messages and two documents. */
const busyFirm = (stack: OwnStack, name: string) =>
  seedFirm(stack.url, name, {
    messages: ['My W-2 is attached', 'Anything else you need?'],
    documents: ['W-2 2025.pdf', '1098 2025.pdf'],
  });

describe('deleting a firm', () => {
  let stack: OwnStack;
  beforeAll(async () => {
    stack = await startOwnStack({ pointInTime: false });
  }, 180_000);
  afterAll(() => stack?.stop());

  it(
    'deleting a firm removes its items and files, and no other firm’s',
    async () => {
      // Arrange
      const leaving = await busyFirm(stack, 'Leaving Firm');
      const staying = await busyFirm(stack, 'Staying Firm');
      const kinds = new Set((await itemsOf(stack, leaving.firmId)).map((i) => i.kind));
      for (const kind of ['firm', 'user', 'company', 'membership', 'conversation', 'message', 'document'])
        expect(kinds, kind).toContain(kind);
      expect((await filesOf(stack, leaving.firmId)).length).toBeGreaterThanOrEqual(2);
      const stayingItems = await steady(() => itemsOf(stack, staying.firmId));
      const stayingFiles = await filesOf(stack, staying.firmId);

      // Without --yes it only says what it would delete.
      const plan = await runDeleteFirm(stack, [leaving.firmId]);
      expect(plan.code, plan.stderr).toBe(0);
      expect(plan.stdout).toMatch(/Leaving Firm.*would delete/);
      expect(plan.stdout).toMatch(/Run again with --yes/);
      expect((await itemsOf(stack, leaving.firmId)).length).toBeGreaterThan(0);

      // Act
      const run = await runDeleteFirm(stack, [leaving.firmId, '--yes']);

      // Assert
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/Checked: nothing of the firm is left/);
      expect(await itemsOf(stack, leaving.firmId)).toEqual([]);
      expect(await filesOf(stack, leaving.firmId)).toEqual([]);
      const signIn = await callStack(stack.url, '/api/sessions/verify_password_for_firebase_token', {
        body: { username: leaving.client.email, password: demoPassword },
      });
      expect(signIn.status).not.toBe(200);
      expect(await itemsOf(stack, staying.firmId)).toEqual(stayingItems);
      expect(await filesOf(stack, staying.firmId)).toEqual(stayingFiles);
      await signInTo(stack.url, staying.client.email);

      const again = await runDeleteFirm(stack, [leaving.firmId]);
      expect(again.stdout).toMatch(/Nothing of this firm is stored/);
    },
    scriptsTimeout,
  );

  it(
    'asks for the firm’s id',
    async () => {
      const run = await runDeleteFirm(stack, []);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/Usage: npm run delete-firm -- <firmId>/);
    },
    scriptsTimeout,
  );
});
