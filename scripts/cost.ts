/**
 * `npm run cost`: the monthly AWS bill of three firms (infra/cost/profiles.ts) from the measured figures
 * (infra/cost/measured.json, written by `npm run bench -- cost-figures`) and list prices (infra/cost/prices-*.json).
 * Needs no stack: it reads the committed files. Prints a table per firm as deployed (the web ACL on), the idle firm
 * deployed with `-c waf=false`, which configurations meet the targets, and where each input came from.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { byService, priceBill, type Bill, type Measured, type Prices } from '../infra/cost/model';
import { type Profile, profiles } from '../infra/cost/profiles';

const costDir = resolve(import.meta.dirname, '../infra/cost');
const measured = JSON.parse(readFileSync(resolve(costDir, 'measured.json'), 'utf8')) as Measured;
const prices = JSON.parse(readFileSync(resolve(costDir, 'prices-us-east-1.json'), 'utf8')) as Prices;

/** Issue 21's targets, on the list-price total (no free tier). */
const targets: Record<string, number> = { idle: 2, 'season-10': 25 };

const usd = (n: number) => (n >= 0.01 || n === 0 ? `$${n.toFixed(2)}` : `$${n.toFixed(4)}`);
const units = (n: number) =>
  n >= 1000 ? Math.round(n).toLocaleString('en-US') : n >= 1 ? n.toFixed(1) : n === 0 ? '0' : n.toPrecision(2);
const unitPrice = (n: number) => (n >= 0.01 ? `$${n.toFixed(3)}` : `$${n.toExponential(3)}`);

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  process.stdout.write(`${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  for (const r of rows) process.stdout.write(`${line(r)}\n`);
}

function printBill(bill: Bill) {
  process.stdout.write(`\n${bill.profile.title}\n`);
  printTable(
    ['service', 'item', 'units', 'unit', 'unit price', 'monthly'],
    bill.lines
      .filter((l) => l.units > 0 || l.usd > 0)
      .map((l) => [l.service, l.item, units(l.units), l.unit, unitPrice(l.unitPrice), usd(l.usd)]),
  );
  const top = byService(bill).slice(0, 3);
  process.stdout.write(
    `Total ${usd(bill.total)} a month at list prices (${usd(bill.totalAfterFreeTier)} after the always-free tier). ` +
      `Largest: ${top.map((s) => `${s.service} ${usd(s.usd)}`).join(', ')}.\n`,
  );
}

/** The same firm deployed without the web ACL (`-c waf=false`). */
const withoutWaf = (p: Profile): Profile => ({
  ...p,
  title: `${p.title} (-c waf=false)`,
  settings: { ...p.settings, waf: false },
});

/** Each target against each configuration priced, at list prices and after the always-free tier. */
function printTargets(bills: Bill[]) {
  process.stdout.write('\nTargets (issue 21: on the list-price total)\n');
  const verdict = (n: number, target: number) => (n < target ? 'met' : `missed by ${usd(n - target)}`);
  printTable(
    ['firm', 'configuration', 'list', 'target', 'at list', 'after free tier'],
    bills
      .filter((b) => targets[b.profile.key] !== undefined)
      .map((b) => {
        const target = targets[b.profile.key]!;
        return [
          b.profile.key,
          b.profile.settings.waf ? 'as deployed (WAF on)' : '-c waf=false',
          usd(b.total),
          `< $${target}`,
          verdict(b.total, target),
          `${verdict(b.totalAfterFreeTier, target)} (${usd(b.totalAfterFreeTier)})`,
        ];
      }),
  );
}

function printSources(bills: Bill[]) {
  process.stdout.write(
    `\nInputs\n- Measured: infra/cost/measured.json, ${measured.measured_at}, commit ${measured.commit} (npm run bench -- cost-figures).\n` +
      `- Prices: infra/cost/prices-${prices.region}.json, list prices as of ${prices.as_of}; each price names its source page.\n` +
      '- Firms: infra/cost/profiles.ts (stated assumptions: actions a month, stored pages, open-tab hours, settings).\n' +
      '- Per line, where its units came from:\n',
  );
  const seen = new Set<string>();
  for (const l of bills.flatMap((b) => b.lines)) {
    const key = `${l.service} ${l.item.replace(/\(\d+ × INIT\)/, '').trim()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    process.stdout.write(`  ${key}: ${l.from} [price ${l.priceKey}]\n`);
  }
}

const deployed = profiles.map((p) => priceBill(measured, prices, p));
const idleWithoutWaf = profiles.filter((p) => p.key === 'idle').map((p) => priceBill(measured, prices, withoutWaf(p)));
for (const bill of [...deployed, ...idleWithoutWaf]) printBill(bill);
// The 10-seat firm without the web ACL is only summed, for the targets.
const seasonWithoutWaf = profiles
  .filter((p) => p.key === 'season-10')
  .map((p) => priceBill(measured, prices, withoutWaf(p)));
printTargets([...deployed, ...idleWithoutWaf, ...seasonWithoutWaf]);
printSources([...deployed, ...idleWithoutWaf]);
