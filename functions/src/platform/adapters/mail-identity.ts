/**
 * The firm's own sending domain as an SES identity (SES v2, Easy DKIM): created with the firm's tag, read for its
 * verification, deleted. In AWS it is SES in the portal's account; locally the same calls reach the SES twin's
 * identities (infra/local/ses-identities.ts), which verifies a domain as soon as it is created. The endpoint comes
 * from AWS_ENDPOINT_URL_SESV2 as for sending.
 */
import {
  CreateEmailIdentityCommand,
  DeleteEmailIdentityCommand,
  GetEmailIdentityCommand,
  type GetEmailIdentityCommandOutput,
  SESv2Client,
} from '@aws-sdk/client-sesv2';
import type { MailDomainStatus } from '@ledgerline/shared/mail-domain';
import { env } from '../env';

const ses = new SESv2Client({ region: env.AWS_REGION });

/** The tag naming the firm an identity was made for: an identity without it is not the portal's to touch. */
export const firmTagKey = 'ledgerline-firm';

export interface DomainIdentity {
  domain: string;
  /** Easy DKIM's three tokens: each is a CNAME record {token}._domainkey.{domain} -> {token}.{MAIL_DKIM_HOST}. */
  tokens: string[];
  status: MailDomainStatus;
  /** The firm the identity was made for (its tag), or null when the portal did not make it. */
  firmId: string | null;
}

/** SES already has this identity (made by this firm earlier, or by someone else in the account). */
export class IdentityExists extends Error {
  constructor(domain: string) {
    super(`SES identity ${domain} exists`);
    this.name = 'IdentityExists';
  }
}

/** SES could not be reached or refused for a reason of its own; the caller may try again. */
export class IdentityUnavailable extends Error {
  constructor(reason: string) {
    super(`SES identities: ${reason}`);
    this.name = 'IdentityUnavailable';
  }
}

const nameOf = (e: unknown) => (e as { name?: string })?.name ?? '';

function unavailable(e: unknown): IdentityUnavailable {
  return new IdentityUnavailable((e as Error)?.message ?? String(e));
}

/** What SES says of an identity, in the portal's three states. */
export function statusOf(
  out: Pick<GetEmailIdentityCommandOutput, 'VerifiedForSendingStatus' | 'DkimAttributes'> & {
    VerificationStatus?: string;
  },
): MailDomainStatus {
  if (out.VerifiedForSendingStatus) return 'verified';
  if (out.DkimAttributes?.Status === 'FAILED' || out.VerificationStatus === 'FAILED') return 'failed';
  return 'pending';
}

/** Creates the domain identity with Easy DKIM, tagged with the firm. */
export async function createDomainIdentity(domain: string, firmId: string): Promise<DomainIdentity> {
  try {
    const out = await ses.send(
      new CreateEmailIdentityCommand({ EmailIdentity: domain, Tags: [{ Key: firmTagKey, Value: firmId }] }),
    );
    return { domain, tokens: out.DkimAttributes?.Tokens ?? [], status: statusOf(out), firmId };
  } catch (e) {
    if (nameOf(e) === 'AlreadyExistsException') throw new IdentityExists(domain);
    throw unavailable(e);
  }
}

/** The identity as SES has it now; null when it has none. */
export async function getDomainIdentity(domain: string): Promise<DomainIdentity | null> {
  try {
    const out = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: domain }));
    return {
      domain,
      tokens: out.DkimAttributes?.Tokens ?? [],
      status: statusOf(out),
      firmId: out.Tags?.find((t) => t.Key === firmTagKey)?.Value ?? null,
    };
  } catch (e) {
    if (nameOf(e) === 'NotFoundException') return null;
    throw unavailable(e);
  }
}

/** Deletes the identity; one already gone is fine. */
export async function deleteDomainIdentity(domain: string): Promise<void> {
  try {
    await ses.send(new DeleteEmailIdentityCommand({ EmailIdentity: domain }));
  } catch (e) {
    if (nameOf(e) === 'NotFoundException') return;
    throw unavailable(e);
  }
}
