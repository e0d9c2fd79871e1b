/**
 * The monthly AWS bill of a firm (issue 21): Σ over services of units × unit price, one line per service and item,
 * each naming where its units came from (a measured.json action figure, a profile figure, a documented fact) and its
 * price key. Plain functions of three inputs: measured figures, prices, a profile.
 */
import type { Profile } from './profiles';

/** One action's figures as tests/bench/cost-figures.ts writes them to measured.json. */
export interface ActionFigures {
  who: 'client' | 'staff' | 'background';
  calls: string;
  domains: string[];
  requests: number;
  read_units: number;
  write_units: number;
  response_bytes: number;
  handler_ms: number;
  job_invocations: number;
  job_ms: number;
  queue_messages: number;
  emails: number;
  realtime_messages: number;
  s3_tier1_requests: number;
  s3_tier2_requests: number;
  s3_bytes_put: number;
  log_bytes: number;
}

export interface Measured {
  measured_at: string;
  commit: string;
  actions: Record<string, ActionFigures>;
  storage: { table_bytes_per_client_at_rest: number; table_bytes_per_client_in_season: number };
}

export interface Prices {
  region: string;
  as_of: string;
  prices: Record<string, { usd: number; unit: string; source: string }>;
  facts: Record<string, { value: number; source: string }>;
  free_tier: Record<string, number | string>;
}

export interface BillLine {
  service: string;
  item: string;
  units: number;
  unit: string;
  priceKey: string;
  unitPrice: number;
  usd: number;
  /** The same line after the account's always-free tier. */
  usdAfterFreeTier: number;
  /** Where the units came from. */
  from: string;
  /** The always-free allowance (prices file free_tier key) these units draw on, shared by lines naming the same. */
  freeKey?: string;
}

export interface Bill {
  profile: Profile;
  lines: BillLine[];
  total: number;
  totalAfterFreeTier: number;
}

const GB = 1e9;

/** Σ count × figure over the profile's actions; an action measured.json lacks is an error, not a zero. */
export function actionTotals(measured: Measured, actions: Record<string, number>) {
  const sum = (field: keyof ActionFigures) =>
    Object.entries(actions).reduce((n, [key, count]) => {
      const m = measured.actions[key];
      if (!m) throw new Error(`measured.json has no action "${key}": run npm run bench -- cost-figures`);
      return n + count * (m[field] as number);
    }, 0);
  return {
    requests: sum('requests'),
    readUnits: sum('read_units'),
    writeUnits: sum('write_units'),
    responseBytes: sum('response_bytes'),
    handlerMs: sum('handler_ms'),
    jobInvocations: sum('job_invocations'),
    jobMs: sum('job_ms'),
    queueMessages: sum('queue_messages'),
    emails: sum('emails'),
    realtimeMessages: sum('realtime_messages'),
    s3Tier1: sum('s3_tier1_requests'),
    s3Tier2: sum('s3_tier2_requests'),
    logBytes: sum('log_bytes'),
  };
}

/** The functions a session of one kind reaches: the union of its actions' domains. */
export function functionsPerSession(measured: Measured, who: 'client' | 'staff'): number {
  const domains = new Set<string>();
  for (const a of Object.values(measured.actions)) if (a.who === who) for (const d of a.domains) domains.add(d);
  return domains.size;
}

/**
 * Cold starts: each session reaches its functions; one is cold when nothing called it for the idle time. Sessions
 * arrive spread over the active hours, so the chance a function is cold is e^(−sessions per minute × idle minutes).
 */
export function coldStarts(sessions: number, functions: number, activeHours: number, idleMinutes: number): number {
  if (sessions <= 0 || activeHours <= 0) return 0;
  const perMinute = sessions / (activeHours * 60);
  return sessions * functions * Math.exp(-perMinute * idleMinutes);
}

/**
 * Signing-key reads by warm containers: a container in use reads the key pair again once it is `rereadMinutes` old,
 * at its next call. With calls `1 / perMinute` minutes apart, that is one read per (rereadMinutes + 1 / perMinute)
 * minutes of each function the sessions reach, over the active hours.
 */
export function keyRereads(sessions: number, functions: number, activeHours: number, rereadMinutes: number): number {
  if (sessions <= 0 || activeHours <= 0) return 0;
  const perMinute = sessions / (activeHours * 60);
  return functions * activeHours * (60 / (rereadMinutes + 1 / perMinute));
}

/** Mean time of one jobs invocation across the measured actions that ran jobs. */
export function meanJobMs(measured: Measured): number {
  const withJobs = Object.values(measured.actions).filter((a) => a.job_invocations > 0);
  const invocations = withJobs.reduce((n, a) => n + a.job_invocations, 0);
  return invocations ? withJobs.reduce((n, a) => n + a.job_ms, 0) / invocations : 0;
}

export function priceBill(measured: Measured, prices: Prices, profile: Profile): Bill {
  const fact = (k: string) => {
    const f = prices.facts[k];
    if (!f) throw new Error(`prices file has no fact "${k}"`);
    return f.value;
  };
  const bg = (k: string) => {
    const m = measured.actions[`background.${k}`];
    if (!m) throw new Error(`measured.json has no action "background.${k}": run npm run bench -- cost-figures`);
    return m;
  };
  const lines: BillLine[] = [];
  const line = (
    service: string,
    item: string,
    units: number,
    priceKey: string,
    from: string,
    freeKey?: string,
    unitOverride?: string,
  ) => {
    const p = prices.prices[priceKey];
    if (!p) throw new Error(`prices file has no price "${priceKey}"`);
    lines.push({
      service,
      item,
      units,
      unit: unitOverride ?? p.unit,
      priceKey,
      unitPrice: p.usd,
      usd: units * p.usd,
      usdAfterFreeTier: units * p.usd,
      from,
      ...(freeKey ? { freeKey } : {}),
    });
  };

  const t = actionTotals(measured, profile.actions);
  const a = profile.actions;
  const clientSessions = a['client.sign_in'] ?? 0;
  const staffSessions = a['staff.sign_in'] ?? 0;
  const sessions = clientSessions + staffSessions;
  const uploads = a['client.upload_document'] ?? 0;
  const bytesPerDocument = uploads ? (profile.pagesUploaded / uploads) * profile.bytesPerPage : 0;
  const memoryGb = fact('lambda_memory_gb');

  // The background: the sweeper every minute, the WebSocket functions of open tabs, reminders through the jobs queue.
  const sweeper = bg('sweeper_run');
  const sweeps = fact('sweeper_runs_per_month');
  const connect = bg('ws_connect');
  const disconnect = bg('ws_disconnect');
  const ping = bg('ws_ping');
  const pings = (profile.tabHours * 3600) / fact('ws_ping_seconds');
  const jobMs = meanJobMs(measured);
  const scheduledJobs = profile.scheduledEmails;
  const idleMinutes = fact('lambda_idle_minutes_before_cold');
  const colds =
    coldStarts(clientSessions, functionsPerSession(measured, 'client'), profile.activeHours, idleMinutes) +
    coldStarts(staffSessions, functionsPerSession(measured, 'staff'), profile.activeHours, idleMinutes) +
    coldStarts(t.jobInvocations + scheduledJobs, 1, profile.activeHours, idleMinutes);

  // Lambda
  const invocations =
    t.requests + t.jobInvocations + scheduledJobs + sweeps + sessions * 2 /* $connect, $disconnect */ + pings;
  line(
    'Lambda',
    'requests',
    invocations,
    'lambda_request',
    'actions × measured requests and job invocations; sweeper runs; $connect/$disconnect per session; a ping per 25 s of open tab',
    'lambda_requests',
  );
  const handlerMs =
    t.handlerMs +
    t.jobMs +
    scheduledJobs * jobMs +
    sweeps * sweeper.handler_ms +
    sessions * (connect.handler_ms + disconnect.handler_ms) +
    pings * ping.handler_ms;
  line(
    'Lambda',
    'duration (measured handler time, 1 GB)',
    (handlerMs / 1000) * memoryGb,
    'lambda_gb_second_arm64',
    'measured handler_ms and job_ms × actions; sweeper, WebSocket and scheduled jobs × their measured ms',
    'lambda_gb_seconds',
    'GB-second',
  );
  line(
    'Lambda',
    `cold starts (${Math.round(colds)} × INIT)`,
    ((colds * fact('lambda_init_ms_per_cold_start')) / 1000) * memoryGb,
    'lambda_gb_second_arm64',
    'sessions × functions a session reaches (measured domains) × e^(−sessions per minute × idle minutes); facts lambda_init_ms_per_cold_start',
    'lambda_gb_seconds',
    'GB-second',
  );

  // API Gateway and CloudFront in front of it
  line('API Gateway', 'HTTP API requests', t.requests, 'http_api_request', 'actions × measured requests');
  line(
    'API Gateway',
    'WebSocket messages',
    t.realtimeMessages + pings * 2 + sessions * 2,
    'websocket_message',
    'measured realtime posts × actions; ping and pong per 25 s of open tab; hello and its answer per session',
  );
  line(
    'API Gateway',
    'WebSocket connection minutes',
    profile.tabHours * 60,
    'websocket_connection_minute',
    'profile tabHours',
  );
  line(
    'CloudFront',
    'API requests',
    t.requests,
    'cloudfront_https_request',
    'actions × measured requests',
    'cloudfront_requests',
  );
  line(
    'CloudFront',
    'API answers out (compressed)',
    t.responseBytes / GB,
    'cloudfront_transfer_out_gb',
    'actions × measured response_bytes',
    'cloudfront_transfer_gb',
  );
  line(
    'CloudFront',
    'viewer-address function runs',
    t.requests,
    'cloudfront_function_invocation',
    'actions × measured requests (infra/aws/api-origin.ts runs on each API request)',
    'cloudfront_function_invocations',
  );

  // DynamoDB
  line(
    'DynamoDB',
    'read request units',
    t.readUnits +
      sweeps * sweeper.read_units +
      sessions * (connect.read_units + disconnect.read_units) +
      pings * ping.read_units,
    'dynamodb_read_request_unit',
    'measured consumed capacity × actions; sweeper and WebSocket functions × theirs',
  );
  line(
    'DynamoDB',
    'write request units',
    t.writeUnits +
      sweeps * sweeper.write_units +
      sessions * (connect.write_units + disconnect.write_units) +
      pings * ping.write_units,
    'dynamodb_write_request_unit',
    'measured consumed capacity × actions; sweeper and WebSocket functions × theirs',
  );
  const seasonClients = profile.clients - profile.clientsAtRest;
  const tableBytes =
    profile.clientsAtRest * measured.storage.table_bytes_per_client_at_rest +
    seasonClients * profile.seasonsKept * measured.storage.table_bytes_per_client_in_season;
  line(
    'DynamoDB',
    'storage (table and indexes)',
    tableBytes / GB,
    'dynamodb_storage_gb_month',
    'profile clients × seasons kept × measured table_bytes_per_client_in_season',
    'dynamodb_storage_gb',
  );
  if (profile.settings.pitr)
    line('DynamoDB', 'point-in-time recovery', tableBytes / GB, 'dynamodb_pitr_gb_month', 'the table size above');

  // S3: documents, their requests, downloads
  line(
    'S3',
    'documents stored',
    (profile.storedPages * profile.bytesPerPage) / GB,
    's3_standard_gb_month',
    'profile storedPages × bytesPerPage',
  );
  line(
    'S3',
    'deleted uploads kept as noncurrent versions',
    ((profile.pagesUploaded * profile.bytesPerPage) / GB) * (fact('s3_upload_noncurrent_days') / 30),
    's3_standard_gb_month',
    'profile pagesUploaded × bytesPerPage × facts s3_upload_noncurrent_days / 30 (uploads/ noncurrent expiry)',
  );
  line('S3', 'PUT/COPY/LIST requests', t.s3Tier1, 's3_put_copy_post_list_request', 'actions × measured S3 requests');
  line('S3', 'GET/HEAD requests', t.s3Tier2, 's3_get_and_other_request', 'actions × measured S3 requests');
  const s3LogBytes = (t.s3Tier1 + t.s3Tier2) * fact('s3_access_log_bytes_per_request');
  line(
    'S3',
    `server access logs stored (${profile.settings.logRetentionDays} days, steady state)`,
    (s3LogBytes / GB) * (profile.settings.logRetentionDays / 30),
    's3_standard_gb_month',
    'actions × measured S3 requests × facts s3_access_log_bytes_per_request × retention months',
  );
  line(
    'S3',
    'downloads out',
    ((a['client.download_document'] ?? 0) * bytesPerDocument) / GB,
    'data_transfer_out_gb',
    'client.download_document × the profile’s bytes per document',
    'data_transfer_out_gb',
  );

  // Mail, queue, schedule, text reading
  line(
    'SES',
    'emails',
    t.emails + profile.scheduledEmails,
    'ses_email',
    'actions × measured emails; profile scheduledEmails',
  );
  line(
    'SQS',
    'requests for jobs',
    (t.queueMessages + scheduledJobs) * fact('sqs_requests_per_message'),
    'sqs_request',
    'measured queue messages × actions × facts sqs_requests_per_message',
    'sqs_requests',
  );
  line(
    'SQS',
    'idle long polls of the event source',
    fact('sqs_event_source_pollers') * (60 / fact('sqs_long_poll_seconds')) * 60 * fact('hours_per_month'),
    'sqs_request',
    'facts sqs_event_source_pollers × 60/sqs_long_poll_seconds per minute, all month',
    'sqs_requests',
  );
  line(
    'EventBridge',
    'sweeper schedule',
    sweeps,
    'eventbridge_scheduled_rule_invocation',
    'facts sweeper_runs_per_month',
  );
  line(
    'Textract',
    profile.settings.textract ? 'pages read (bulk upload processor on)' : 'pages read (bulk upload processor off)',
    profile.settings.textract ? profile.pagesUploaded : 0,
    'textract_detect_text_page',
    'profile pagesUploaded when the firm turns recognition on',
  );

  // Logs, secrets, keys
  const ingestBytes =
    t.logBytes +
    invocations * fact('lambda_platform_log_bytes_per_invocation') +
    sweeps * sweeper.log_bytes +
    pings * ping.log_bytes;
  line(
    'CloudWatch Logs',
    'ingested',
    ingestBytes / GB,
    'cloudwatch_logs_ingest_gb',
    'measured log_bytes × actions + facts lambda_platform_log_bytes_per_invocation × invocations',
    'cloudwatch_logs_gb',
  );
  // API stage access logs: a line per HTTP request; per WebSocket $connect, browser message (hello, pings), $disconnect.
  const accessLogBytes =
    t.requests * fact('http_access_log_bytes_per_request') +
    (pings + sessions * 3) * fact('websocket_access_log_bytes_per_message');
  line(
    'CloudWatch Logs',
    'API stage access logs ingested',
    accessLogBytes / GB,
    'cloudwatch_logs_ingest_gb',
    'actions × measured requests × facts http_access_log_bytes_per_request; (pings + 3 per session) × facts websocket_access_log_bytes_per_message',
    'cloudwatch_logs_gb',
  );
  const wafLogBytes = profile.settings.waf ? t.requests * fact('waf_log_bytes_per_request') : 0;
  if (profile.settings.waf)
    line(
      'CloudWatch Logs',
      'WAF log ingested',
      wafLogBytes / GB,
      'cloudwatch_vended_logs_ingest_gb',
      'actions × measured requests (each evaluated by the web ACL) × facts waf_log_bytes_per_request',
      'cloudwatch_logs_gb',
    );
  line(
    'CloudWatch Logs',
    `stored (${profile.settings.logRetentionDays} days, steady state)`,
    ((ingestBytes + accessLogBytes + wafLogBytes) / GB) *
      fact('log_storage_compression') *
      (profile.settings.logRetentionDays / 30),
    'cloudwatch_logs_storage_gb_month',
    'all ingested (functions, API access, WAF) × facts log_storage_compression × retention months',
  );
  line(
    'CloudWatch',
    'alarms',
    fact('cloudwatch_alarms_in_stack'),
    'cloudwatch_alarm_month',
    'facts cloudwatch_alarms_in_stack',
    'cloudwatch_alarms',
  );

  // The web ACL on CloudFront: a monthly fee, one per rule (managed groups and rate rules alike), and per request.
  if (profile.settings.waf) {
    line('WAF', 'web ACL', 1, 'waf_web_acl_month', 'infra/aws/site-firewall.ts: one CLOUDFRONT web ACL');
    line('WAF', 'rules', fact('waf_rules_in_stack'), 'waf_rule_month', 'facts waf_rules_in_stack');
    line(
      'WAF',
      'requests evaluated',
      t.requests,
      'waf_request',
      'actions × measured requests (API through CloudFront)',
    );
  }
  line(
    'Secrets Manager',
    'secrets',
    fact('secrets_in_stack') + (profile.settings.linkedAccounts ? fact('secrets_for_linked_accounts') : 0),
    'secrets_manager_secret_month',
    profile.settings.linkedAccounts
      ? 'facts secrets_in_stack + secrets_for_linked_accounts (linked accounts configured)'
      : 'facts secrets_in_stack (no linked-account provider configured)',
  );
  const rereadMinutes = fact('signing_key_reread_minutes');
  const rereads =
    keyRereads(clientSessions, functionsPerSession(measured, 'client'), profile.activeHours, rereadMinutes) +
    keyRereads(staffSessions, functionsPerSession(measured, 'staff'), profile.activeHours, rereadMinutes);
  line(
    'Secrets Manager',
    'signing key reads',
    (colds + rereads) * fact('secret_reads_per_cold_start'),
    'secrets_manager_api_call',
    '(cold starts + warm containers’ re-reads every facts signing_key_reread_minutes) × facts secret_reads_per_cold_start',
  );
  const rotations = fact('token_rotations_per_month');
  line(
    'Secrets Manager',
    'signing key rotation calls',
    rotations * fact('rotation_api_calls'),
    'secrets_manager_api_call',
    'facts token_rotations_per_month × rotation_api_calls',
  );
  line(
    'Lambda',
    'signing key rotation requests',
    rotations * fact('rotation_steps'),
    'lambda_request',
    'facts token_rotations_per_month × rotation_steps',
    'lambda_requests',
  );
  line(
    'Lambda',
    'signing key rotation duration',
    rotations * fact('rotation_steps') * (fact('rotation_ms_per_step') / 1000) * fact('rotation_memory_gb'),
    'lambda_gb_second_arm64',
    'facts token_rotations_per_month × rotation_steps × rotation_ms_per_step × rotation_memory_gb',
    'lambda_gb_seconds',
    'GB-second',
  );
  line(
    'KMS',
    'table key requests',
    fact('hours_per_month') * fact('kms_requests_per_active_hour'),
    'kms_request',
    'the sweeper keeps the table in use all month × facts kms_requests_per_active_hour',
  );

  applyFreeTier(lines, prices);
  const total = lines.reduce((n, l) => n + l.usd, 0);
  const totalAfterFreeTier = lines.reduce((n, l) => n + l.usdAfterFreeTier, 0);
  return { profile, lines, total, totalAfterFreeTier };
}

/** Each allowance is used up by the lines naming it, in order; what is left of a line is charged. */
export function applyFreeTier(lines: BillLine[], prices: Prices): void {
  const left = new Map<string, number>();
  for (const l of lines) {
    if (!l.freeKey) continue;
    const allowance = left.get(l.freeKey) ?? Number(prices.free_tier[l.freeKey] ?? 0);
    const used = Math.min(allowance, l.units);
    left.set(l.freeKey, allowance - used);
    l.usdAfterFreeTier = (l.units - used) * l.unitPrice;
  }
}

/** The services by their share of the bill, largest first. */
export function byService(bill: Bill): { service: string; usd: number }[] {
  const sums = new Map<string, number>();
  for (const l of bill.lines) sums.set(l.service, (sums.get(l.service) ?? 0) + l.usd);
  return [...sums].map(([service, usd]) => ({ service, usd })).sort((x, y) => y.usd - x.usd);
}
