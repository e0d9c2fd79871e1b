import { existsSync } from 'node:fs';
import { Annotations, type Stack } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { placeholderSiteDir, webDistDir } from './entries';
import { oidcFromContext, type OidcConfig } from './oidc';

/** What a firm chooses at deploy time (cdk.json "context", or `-c key=value`). */
export interface AppConfig {
  /** CloudFormation stack name; a second name deploys a second, independent portal (e.g. staging). */
  stackName: string;
  /** The SES identity: a whole domain (needs its DKIM records in DNS) or a single address. */
  mail: { identity: { domain: string } | { email: string }; from: string };
  /** AWS End User Messaging phone number, sender id or pool the portal texts from ('' = service default). */
  smsOriginationIdentity: string;
  /** Amazon Bedrock model id or inference profile that drafts message replies; '' uses the built-in deterministic drafter. */
  drafterModelId: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  logRetention: RetentionDays;
  /** Passed to the functions as SEED_DEMO; nothing else reads it. Off unless asked. */
  seedDemo: boolean;
  /** The built SPA (web/dist), or the placeholder page when it has not been built. */
  siteDir: string;
  /** Linked accounts' providers (oidc.ts): a client id per provider offered. */
  oidc: OidcConfig;
  /** Where CloudWatch alarms (alarms.ts) are mailed; '' = the alarms' SNS topic has no subscriber until one is added. */
  alarmEmail: string;
  /**
   * The portal's own domain (e.g. portal.smithcpa.com) and its ACM certificate, which CloudFront requires in us-east-1.
   * Both '' = the distribution's *.cloudfront.net name, whose default certificate CloudFront serves from TLS 1.0 up;
   * with them, viewers need TLS 1.2 (TLSv1.2_2021).
   */
  site: { domainName: string; certificateArn: string };
  /**
   * The AWS WAF web ACL on CloudFront (site-firewall.ts, about $5 + $1 per rule a month whatever the traffic). On by
   * default; `-c waf=false` leaves it out for a firm holding its idle bill down (the handlers' rate limits remain).
   */
  waf: boolean;
}

const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;

/** `Name <address>` or `address` -> the address. */
export function mailAddress(from: string): string {
  const match = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  const address = (match ? match[1] : from).trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) throw new Error(`mailFrom "${from}" holds no email address`);
  return address;
}

function text(node: Node, key: string, fallback = ''): string {
  const value = node.tryGetContext(key);
  return value === undefined || value === null ? fallback : String(value).trim();
}

function flag(node: Node, key: string): boolean {
  const value = node.tryGetContext(key);
  return value === true || value === 'true' || value === '1';
}

/** A switch that is on unless turned off; anything but true/false (or 1/0) is refused rather than guessed at. */
function onUnlessOff(node: Node, key: string): boolean {
  const value = text(node, key, 'true').toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${key} must be true or false (it is "${value}")`);
}

/** Reads and checks the context; throws on a value that would deploy something broken. */
export function configFromContext(node: Node): AppConfig {
  const domain = text(node, 'mailFromDomain').toLowerCase();
  const fromContext = text(node, 'mailFrom');
  let mail: AppConfig['mail'];
  if (domain) {
    const from = fromContext || `Ledgerline <no-reply@${domain}>`;
    if (!mailAddress(from).toLowerCase().endsWith(`@${domain}`)) {
      throw new Error(`mailFrom "${from}" is not an address in mailFromDomain "${domain}"`);
    }
    mail = { identity: { domain }, from };
  } else if (fromContext) {
    mail = { identity: { email: mailAddress(fromContext) }, from: fromContext };
  } else {
    throw new Error(
      'Set the context value mailFromDomain (e.g. yourfirm.com) or mailFrom (e.g. "Your Firm <portal@yourfirm.com>")',
    );
  }

  const logLevel = text(node, 'logLevel', 'info') as AppConfig['logLevel'];
  if (!logLevels.includes(logLevel)) throw new Error(`logLevel must be one of ${logLevels.join(', ')}`);

  const days = Number(text(node, 'logRetentionDays', '90'));
  if (!(Object.values(RetentionDays) as unknown[]).includes(days))
    throw new Error(`logRetentionDays ${days} is not a CloudWatch Logs retention period`);

  const alarmEmail = text(node, 'alarmEmail');
  if (alarmEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail))
    throw new Error(`alarmEmail "${alarmEmail}" is not an email address`);

  const site = {
    domainName: text(node, 'siteDomainName').toLowerCase(),
    certificateArn: text(node, 'siteCertificateArn'),
  };
  if (Boolean(site.domainName) !== Boolean(site.certificateArn))
    throw new Error('Set siteDomainName and siteCertificateArn together (or neither)');
  if (site.certificateArn && !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(site.certificateArn))
    throw new Error(
      `siteCertificateArn "${site.certificateArn}" is not an ACM certificate in us-east-1 (CloudFront's region)`,
    );

  const siteDir = text(node, 'siteDir') || (existsSync(webDistDir) ? webDistDir : placeholderSiteDir);

  return {
    stackName: text(node, 'stackName', 'Ledgerline'),
    mail,
    smsOriginationIdentity: text(node, 'smsOriginationIdentity'),
    drafterModelId: text(node, 'drafterModelId'),
    logLevel,
    logRetention: days as RetentionDays,
    seedDemo: flag(node, 'seedDemo'),
    siteDir,
    oidc: oidcFromContext(node),
    alarmEmail,
    site,
    waf: onUnlessOff(node, 'waf'),
  };
}

/** Deploy-time warnings the CLI prints with the synth (they do not stop it). */
export function warnAboutConfig(stack: Stack, config: AppConfig): void {
  const identity = 'domain' in config.mail.identity ? config.mail.identity.domain : config.mail.identity.email;
  if (/(^|[@.])example\.(com|org|net)$/.test(identity)) {
    Annotations.of(stack).addWarningV2(
      'ledgerline:mail-placeholder',
      `Mail is sent from ${identity}, a placeholder: set mailFromDomain or mailFrom in cdk.json (or -c mailFromDomain=yourfirm.com) before deploying.`,
    );
  }
  if (config.siteDir === placeholderSiteDir) {
    Annotations.of(stack).addWarningV2(
      'ledgerline:site-placeholder',
      'web/dist does not exist: deploying a placeholder page. Run `npm run build:web` first (npm run deploy does).',
    );
  }
}
