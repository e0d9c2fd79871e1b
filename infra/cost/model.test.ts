import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionTotals, coldStarts, priceBill, type ActionFigures, type Measured, type Prices } from './model';
import { deployedSettings, profiles, type Profile } from './profiles';

/** The real prices file: the model must find every price and fact it names there. */
const prices = JSON.parse(readFileSync(resolve(import.meta.dirname, 'prices-us-east-1.json'), 'utf8')) as Prices;

const figures = (who: ActionFigures['who'], f: Partial<ActionFigures> = {}): ActionFigures => ({
  who,
  calls: 'test',
  domains: [],
  requests: 0,
  read_units: 0,
  write_units: 0,
  response_bytes: 0,
  handler_ms: 0,
  job_invocations: 0,
  job_ms: 0,
  queue_messages: 0,
  emails: 0,
  realtime_messages: 0,
  s3_tier1_requests: 0,
  s3_tier2_requests: 0,
  s3_bytes_put: 0,
  log_bytes: 0,
  ...f,
});

const measured: Measured = {
  measured_at: '2026-11-27',
  commit: 'test',
  actions: {
    'client.sign_in': figures('client', { domains: ['sessions'], requests: 2, read_units: 3, write_units: 4 }),
    'client.send_message': figures('client', {
      domains: ['conversations'],
      requests: 1,
      read_units: 2.5,
      write_units: 6,
      emails: 1,
      queue_messages: 1,
      job_invocations: 1,
      job_ms: 40,
      handler_ms: 30,
      log_bytes: 500,
    }),
    'client.s3': figures('client', { s3_tier1_requests: 2, s3_tier2_requests: 3 }),
    'background.sweeper_run': figures('background', { read_units: 1, handler_ms: 8 }),
    'background.ws_connect': figures('background', { read_units: 1, write_units: 1, handler_ms: 5 }),
    'background.ws_disconnect': figures('background', { write_units: 1, handler_ms: 3 }),
    'background.ws_ping': figures('background', { handler_ms: 2, realtime_messages: 1 }),
  },
  storage: { table_bytes_per_client_at_rest: 2_000, table_bytes_per_client_in_season: 40_000 },
};

const profile = (p: Partial<Profile> = {}): Profile => ({
  key: 'test',
  title: 'test firm',
  seats: 2,
  clients: 100,
  clientsAtRest: 0,
  seasonsKept: 1,
  storedPages: 1_000,
  bytesPerPage: 150_000,
  actions: { 'client.sign_in': 200, 'client.send_message': 300 },
  pagesUploaded: 400,
  scheduledEmails: 50,
  activeHours: 100,
  tabHours: 60,
  settings: deployedSettings,
  ...p,
});

const lineOf = (bill: ReturnType<typeof priceBill>, service: string, item: string) => {
  const found = bill.lines.find((l) => l.service === service && l.item.startsWith(item));
  if (!found) throw new Error(`no line ${service} ${item}`);
  return found;
};

describe('the cost model', () => {
  it('a bill is the sum of its lines, each its units times its unit price', () => {
    const bill = priceBill(measured, prices, profile());
    for (const l of bill.lines) expect(l.usd).toBeCloseTo(l.units * prices.prices[l.priceKey]!.usd, 12);
    expect(bill.total).toBeCloseTo(
      bill.lines.reduce((n, l) => n + l.units * l.unitPrice, 0),
      12,
    );
  });

  it('an action a profile names but measured.json lacks is an error, not a free action', () => {
    expect(() => actionTotals(measured, { 'client.unmeasured': 1 })).toThrow(/no action "client.unmeasured"/);
  });

  it('read units are the actions times their measured units, plus the sweeper every minute and the tabs', () => {
    const p = profile();
    const bill = priceBill(measured, prices, p);
    const sessions = 200;
    const expected =
      200 * 3 + 300 * 2.5 + prices.facts.sweeper_runs_per_month!.value * 1 + sessions * 1 /* each $connect */;
    expect(lineOf(bill, 'DynamoDB', 'read request units').units).toBeCloseTo(expected, 6);
  });

  it('doubling what people do doubles the lines that follow their actions and leaves fixed costs alone', () => {
    const one = priceBill(measured, prices, profile());
    const twice = priceBill(
      measured,
      prices,
      profile({ actions: { 'client.sign_in': 400, 'client.send_message': 600 } }),
    );
    expect(lineOf(twice, 'API Gateway', 'HTTP API requests').units).toBe(
      2 * lineOf(one, 'API Gateway', 'HTTP API requests').units,
    );
    expect(lineOf(twice, 'SES', 'emails').units - 50).toBe(2 * (lineOf(one, 'SES', 'emails').units - 50));
    expect(lineOf(twice, 'Secrets Manager', 'secrets').usd).toBe(lineOf(one, 'Secrets Manager', 'secrets').usd);
  });

  it('turning Textract on charges the month’s uploaded pages at the page price', () => {
    const off = priceBill(measured, prices, profile());
    const on = priceBill(measured, prices, profile({ settings: { ...deployedSettings, textract: true } }));
    expect(lineOf(off, 'Textract', 'pages').usd).toBe(0);
    expect(lineOf(on, 'Textract', 'pages').usd).toBeCloseTo(400 * prices.prices.textract_detect_text_page!.usd, 12);
  });

  it('turning point-in-time recovery off drops its line, and shorter log retention stores less', () => {
    const deployed = priceBill(measured, prices, profile());
    const tuned = priceBill(
      measured,
      prices,
      profile({ settings: { ...deployedSettings, pitr: false, logRetentionDays: 30 } }),
    );
    expect(deployed.lines.some((l) => l.item === 'point-in-time recovery')).toBe(true);
    expect(tuned.lines.some((l) => l.item === 'point-in-time recovery')).toBe(false);
    expect(lineOf(tuned, 'CloudWatch Logs', 'stored').usd).toBeCloseTo(
      lineOf(deployed, 'CloudWatch Logs', 'stored').usd / 3,
      12,
    );
  });

  it('the lines drawing on one free allowance share it', () => {
    const bill = priceBill(measured, prices, profile());
    const sqs = bill.lines.filter((l) => l.freeKey === 'sqs_requests');
    const charged = sqs.reduce((n, l) => n + l.usdAfterFreeTier / l.unitPrice, 0);
    const total = sqs.reduce((n, l) => n + l.units, 0);
    expect(charged).toBeCloseTo(Math.max(0, total - Number(prices.free_tier.sqs_requests)), 3);
  });

  it('fewer functions start cold when sessions come closer together', () => {
    const sparse = coldStarts(100, 5, 100, 10);
    const busy = coldStarts(10_000, 5, 100, 10);
    expect(sparse / 100).toBeGreaterThan(busy / 10_000);
    expect(coldStarts(0, 5, 100, 10)).toBe(0);
  });

  it('the web ACL bills its monthly fee, a fee per rule and its requests, and -c waf=false drops all of it', () => {
    const on = priceBill(measured, prices, profile());
    const off = priceBill(measured, prices, profile({ settings: { ...deployedSettings, waf: false } }));
    const fact = (k: string) => prices.facts[k]!.value;
    expect(lineOf(on, 'WAF', 'web ACL').usd).toBe(prices.prices.waf_web_acl_month!.usd);
    expect(lineOf(on, 'WAF', 'rules').units).toBe(fact('waf_rules_in_stack'));
    expect(lineOf(on, 'WAF', 'requests').units).toBe(200 * 2 + 300 * 1);
    expect(lineOf(on, 'CloudWatch Logs', 'WAF log').units).toBeCloseTo(
      (700 * fact('waf_log_bytes_per_request')) / 1e9,
      12,
    );
    expect(off.lines.some((l) => l.service === 'WAF' || l.item.startsWith('WAF'))).toBe(false);
    const wafUsd = on.lines
      .filter((l) => l.service === 'WAF' || l.item.startsWith('WAF'))
      .reduce((n, l) => n + l.usd, 0);
    expect(on.total - off.total).toBeGreaterThan(wafUsd); // and the WAF log's share of stored logs
  });

  it('API stage access logs are a line per HTTP request and per WebSocket connect, browser message and disconnect', () => {
    const bill = priceBill(measured, prices, profile());
    const fact = (k: string) => prices.facts[k]!.value;
    const pings = (60 * 3600) / fact('ws_ping_seconds');
    const expected =
      700 * fact('http_access_log_bytes_per_request') +
      (pings + 200 * 3) * fact('websocket_access_log_bytes_per_message');
    expect(lineOf(bill, 'CloudWatch Logs', 'API stage access logs').units).toBeCloseTo(expected / 1e9, 12);
  });

  it('CloudFront runs the viewer-address function once per API request it forwards', () => {
    const bill = priceBill(measured, prices, profile());
    expect(lineOf(bill, 'CloudFront', 'viewer-address function runs').units).toBe(
      lineOf(bill, 'CloudFront', 'API requests').units,
    );
    expect(lineOf(bill, 'CloudFront', 'viewer-address function runs').units).toBe(700);
  });

  it('the fixed lines follow the stack: its alarms, its secrets, the monthly key rotation and S3 access logs', () => {
    const bill = priceBill(measured, prices, profile({ actions: {} }));
    const fact = (k: string) => prices.facts[k]!.value;
    expect(lineOf(bill, 'CloudWatch', 'alarms').units).toBe(fact('cloudwatch_alarms_in_stack'));
    expect(lineOf(bill, 'CloudWatch', 'alarms').usdAfterFreeTier).toBe(0); // within the always-free 10
    expect(lineOf(bill, 'Secrets Manager', 'secrets').units).toBe(fact('secrets_in_stack'));
    const linked = priceBill(
      measured,
      prices,
      profile({ actions: {}, settings: { ...deployedSettings, linkedAccounts: true } }),
    );
    expect(lineOf(linked, 'Secrets Manager', 'secrets').units).toBe(fact('secrets_in_stack') + 1);
    expect(lineOf(bill, 'Lambda', 'signing key rotation requests').units).toBeCloseTo(4 * (730 / 720), 9);
    expect(lineOf(bill, 'Secrets Manager', 'signing key rotation calls').units).toBeCloseTo(8 * (730 / 720), 9);
    const withS3 = priceBill(measured, prices, profile({ actions: { 'client.s3': 10 } }));
    expect(lineOf(withS3, 'S3', 'server access logs').units).toBeCloseTo(
      ((10 * 5 * fact('s3_access_log_bytes_per_request')) / 1e9) * 3,
      12,
    );
  });

  it('documents are stored once; a month’s deleted uploads only for the days before their noncurrent expiry', () => {
    const bill = priceBill(measured, prices, profile());
    expect(lineOf(bill, 'S3', 'documents stored').units).toBeCloseTo((1_000 * 150_000) / 1e9, 12);
    expect(lineOf(bill, 'S3', 'deleted uploads').units).toBeCloseTo(
      ((400 * 150_000) / 1e9) * (prices.facts.s3_upload_noncurrent_days!.value / 30),
      12,
    );
  });

  it('every profile prices with the real prices file once its actions are measured', () => {
    const all: Measured = { ...measured, actions: { ...measured.actions } };
    for (const p of profiles)
      for (const key of Object.keys(p.actions))
        all.actions[key] ??= figures(key.startsWith('staff') ? 'staff' : 'client');
    for (const p of profiles) expect(priceBill(all, prices, p).total).toBeGreaterThan(0);
  });
});
