import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { Node } from 'constructs';

/**
 * Linked Google and Microsoft accounts (OpenID Connect, FA §7.2): which providers the portal offers and their client
 * ids come from the context (cdk.json or `-c`): `oidcGoogleClientId`, `oidcMicrosoftClientId`, and
 * `oidcMicrosoftTenant` (`common` by default: work, school and personal accounts; a tenant id admits one
 * organisation's). A provider without a client id is not offered (the sign-in page shows no button for it). The
 * client secrets are kept in one Secrets Manager secret, made only when a provider is configured (a secret is
 * $0.40 a month, a fifth of an idle firm's bill: issue 21), that the operator fills once:
 * `aws secretsmanager put-secret-value --secret-id <arn> --secret-string '{"google":"…","microsoft":"…"}'`.
 */
export interface OidcConfig {
  google: { clientId: string; issuer: string };
  microsoft: { clientId: string; issuer: string };
}

function text(node: Node, key: string, fallback = ''): string {
  const value = node.tryGetContext(key);
  return value === undefined || value === null ? fallback : String(value).trim();
}

export function oidcFromContext(node: Node): OidcConfig {
  const tenant = text(node, 'oidcMicrosoftTenant', 'common');
  if (!/^[A-Za-z0-9.-]+$/.test(tenant)) throw new Error(`oidcMicrosoftTenant "${tenant}" is not a tenant id or name`);
  return {
    google: { clientId: text(node, 'oidcGoogleClientId'), issuer: 'https://accounts.google.com' },
    microsoft: {
      clientId: text(node, 'oidcMicrosoftClientId'),
      issuer: `https://login.microsoftonline.com/${tenant}/v2.0`,
    },
  };
}

/** Whether any provider is offered, and so whether the client secrets' secret is made at all. */
export function offersProviders(config: OidcConfig): boolean {
  return Boolean(config.google.clientId || config.microsoft.clientId);
}

/**
 * The functions' variables (functions/src/platform/adapters/oidc.ts): the secrets' ARN, and each configured provider.
 * None without a secret: no provider is offered, and the adapter refuses every one.
 */
export function oidcEnvironment(config: OidcConfig, secretArn: string | undefined): Record<string, string> {
  if (!secretArn) return {};
  const env: Record<string, string> = { OIDC_CLIENT_SECRETS_ARN: secretArn };
  if (config.google.clientId) {
    env.OIDC_GOOGLE_CLIENT_ID = config.google.clientId;
    env.OIDC_GOOGLE_ISSUER = config.google.issuer;
  }
  if (config.microsoft.clientId) {
    env.OIDC_MICROSOFT_CLIENT_ID = config.microsoft.clientId;
    env.OIDC_MICROSOFT_ISSUER = config.microsoft.issuer;
  }
  return env;
}

/** The providers' client secrets, {"google": "…", "microsoft": "…"}, put in by the operator after the first deploy. */
export class OidcClientSecrets extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Ledgerline OpenID Connect client secrets: {"google":"…","microsoft":"…"}',
      generateSecretString: { secretStringTemplate: '{}', generateStringKey: 'placeholder', excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
