/**
 * `npm run restore -- --to <ISO time> [--target <new table>] [--firm <firmId>]` restores the app's table as it was
 * at that time into a new table and prints its items per kind (the firm's, with --firm) beside the live table's.
 * The live table is only read. docs/backups.md is the runbook (what to do with the restored table, RPO and RTO).
 *
 * Against AWS: the deployment's credentials and `--table` (or TABLE_NAME, the stack's TableName output). On the
 * local stack: AWS_ENDPOINT_URL_DYNAMODB from `npm start`'s `services:` line; the local twin replays the table's
 * stream (infra/local/recovery-clock.ts). `--json` prints the result as JSON (the test reads it).
 */
import { parseArgs } from 'node:util';
import { operatorTarget, usage } from './operator/clients';
import { countsTable, runRestore } from './operator/restore-run';

const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    target: { type: 'string' },
    firm: { type: 'string' },
    table: { type: 'string' },
    'skip-source-count': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

const help =
  'Usage: npm run restore -- --to 2026-11-27T09:30:00Z [--target <new table>] [--firm <firmId>] [--table <source>]';
if (!values.to) usage(help);
// A time without its zone would be read in this machine's zone: ask for one.
if (!/(Z|[+-]\d\d:?\d\d)$/i.test(values.to) || Number.isNaN(Date.parse(values.to)))
  usage(`--to must be an ISO time with its zone, e.g. 2026-11-27T09:30:00Z (got "${values.to}").\n${help}`);
const to = new Date(values.to);
const target = operatorTarget({ table: values.table });
if (!target.table) usage(`Give --table (or TABLE_NAME): the stack's TableName output.\n${help}`);
const stamp = to
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const targetTable = values.target ?? `${target.table}-restored-${stamp}`;
if (!/^[A-Za-z0-9_.-]{3,255}$/.test(targetTable))
  usage(`--target must be 3 to 255 letters, digits, '_', '-' or '.' (got "${targetTable}").`);

const log = (line: string) => values.json || process.stdout.write(`${line}\n`);
try {
  const result = await runRestore({
    ddb: target.ddb,
    localEndpoint: target.local ? process.env.AWS_ENDPOINT_URL_DYNAMODB! : null,
    source: target.table,
    target: targetTable,
    to,
    firmId: values.firm,
    skipSourceCount: values['skip-source-count'],
    log,
  });
  if (values.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    log(
      `${result.source} as of ${result.to} is now table ${result.target} (${result.mode}): restored in ` +
        `${result.restoreSeconds.toFixed(1)} s, counted in ${result.verifySeconds.toFixed(1)} s.`,
    );
    log(`Items${result.firmId ? ` of firm ${result.firmId}` : ''}, restored beside the live table now:`);
    log(countsTable(result));
    log('Next: docs/backups.md, "After a restore" (copy items back, or point the stack at the new table).');
  }
} catch (e) {
  const error = e as Error;
  // The target exists already (AWS: TableAlreadyExistsException; DynamoDB Local: ResourceInUseException).
  const hint = /AlreadyExists|ResourceInUse/.test(error.name) ? ` Choose another --target than ${targetTable}.` : '';
  process.stderr.write(`restore failed: ${error.message}${hint}\n`);
  process.exit(1);
}
