/**
 * `npm run delete-firm -- <firmId>` shows what disposing the firm deletes (its items by kind, its files, its own
 * mail domain); `npm run delete-firm -- <firmId> --yes` deletes them for good (functions/src/firms/dispose-firm.ts).
 *
 * Against AWS: the deployment's credentials, `--table` and `--bucket` (or TABLE_NAME, BUCKET_NAME): the stack's
 * TableName output and its files bucket. Against the local stack: AWS_ENDPOINT_URL_DYNAMODB and AWS_ENDPOINT_URL_S3
 * from `npm start`'s `services:` line (scripts/operator/clients.ts). docs/backups.md has the runbook.
 */
import { parseArgs } from 'node:util';
import { DeleteEmailIdentityCommand, NotFoundException, SESv2Client } from '@aws-sdk/client-sesv2';
import { type DisposalReport, disposeFirm, planFirmDisposal } from '../functions/src/firms/dispose-firm';
import { operatorTarget, usage } from './operator/clients';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    yes: { type: 'boolean', default: false },
    table: { type: 'string' },
    bucket: { type: 'string' },
  },
});

const firmId = positionals[0];
if (!firmId || positionals.length > 1)
  usage('Usage: npm run delete-firm -- <firmId> [--yes] [--table <TableName>] [--bucket <files bucket>]');
const target = operatorTarget(values);
if (!target.table || !target.bucket) usage('Give --table and --bucket (or TABLE_NAME and BUCKET_NAME).');

const ses = new SESv2Client({ region: target.region });
const deleteMailDomain = async (domain: string) => {
  try {
    await ses.send(new DeleteEmailIdentityCommand({ EmailIdentity: domain }));
  } catch (e) {
    if (!(e instanceof NotFoundException)) throw e;
  }
};
const disposal = {
  ddb: target.ddb,
  table: target.table,
  s3: target.s3,
  bucket: target.bucket,
  // The local stack's SES twin keeps the firm's domain in .data/ses-identities.json; nothing to ask there.
  ...(target.local ? {} : { deleteMailDomain }),
};

function print(r: DisposalReport, verb: string) {
  const lines = [
    `Firm ${r.firmId}${r.firmName ? ` (${r.firmName})` : ' (its record is gone)'}: ${verb}`,
    `  items: ${r.items}`,
    ...Object.entries(r.itemsByKind).map(([kind, n]) => `    ${kind.padEnd(28)} ${n}`),
    `  files (with their versions): ${r.files}`,
    `  own mail domain in SES: ${r.mailDomain ?? 'none'}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

try {
  if (!values.yes) {
    const plan = await planFirmDisposal(firmId, disposal);
    print(plan, 'would delete');
    process.stdout.write(
      plan.items || plan.files
        ? 'Nothing deleted yet. Run again with --yes to delete all of it for good.\n'
        : 'Nothing of this firm is stored.\n',
    );
  } else {
    const started = Date.now();
    const done = await disposeFirm(firmId, disposal);
    print(done, `deleted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const left = await planFirmDisposal(firmId, disposal);
    if (left.items || left.files) {
      process.stderr.write(`Still stored: ${left.items} items, ${left.files} files (written meanwhile?). Run again.\n`);
      process.exit(1);
    }
    process.stdout.write('Checked: nothing of the firm is left in the table or the bucket.\n');
  }
} catch (e) {
  process.stderr.write(`delete-firm failed: ${(e as Error).message}\n`);
  process.exit(1);
}
