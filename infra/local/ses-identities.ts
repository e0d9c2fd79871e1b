/**
 * The SES twin's email identities (the firms' own sending domains): the SES v2 calls the app makes
 * (CreateEmailIdentity with Easy DKIM, GetEmailIdentity, DeleteEmailIdentity), answered as SES answers them, except
 * that a domain is verified as soon as it is created: there is no DNS to wait for. aws-ses-v2-local has no identities,
 * so the mail proxy in front of it (mail-faults.ts) asks this twin first. Like SES, a send From a domain that is not
 * a verified identity (nor the portal's own sender) is refused with MessageRejected. Identities are kept in a JSON
 * file beside the other local data, or in memory for the test stacks.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';

interface TwinIdentity {
  domain: string;
  tokens: string[];
  tags: { Key: string; Value: string }[];
  created_at: string;
}

const prefix = '/v2/email/identities';

export interface SesIdentityTwin {
  /** Answers the request when it is an identity call; false leaves it to aws-ses-v2-local. */
  handle(method: string, url: string, body: Buffer, res: ServerResponse): boolean;
  /** Whether SES would send From this address: a verified identity's domain or the portal's own sender's. */
  maySendFrom(from: string): boolean;
}

/** The address of a From header: 'Name <a@b>' or 'a@b'. */
export function addressOf(from: string): string {
  return (from.match(/<([^>]+)>\s*$/)?.[1] ?? from).trim().toLowerCase();
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

export function sesIdentityTwin(opts: { file?: string | null; portalSender?: string } = {}): SesIdentityTwin {
  const identities = new Map<string, TwinIdentity>();
  if (opts.file) {
    try {
      for (const i of JSON.parse(readFileSync(opts.file, 'utf8')) as TwinIdentity[]) identities.set(i.domain, i);
    } catch {
      /* none yet */
    }
  }
  const save = () => {
    if (opts.file) writeFileSync(opts.file, JSON.stringify([...identities.values()], null, 1));
  };
  const portalDomain = domainOf(addressOf(opts.portalSender ?? 'Ledgerline <no-reply@ledgerline.local>'));

  const answer = (res: ServerResponse, status: number, body: unknown, errorType?: string) => {
    res
      .writeHead(status, {
        'content-type': 'application/json',
        ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
      })
      .end(JSON.stringify(body));
    return true;
  };

  const view = (i: TwinIdentity, created: boolean) => ({
    IdentityType: 'DOMAIN',
    // Verified at once: a created identity reads verified on its first check.
    VerifiedForSendingStatus: !created,
    ...(created ? {} : { VerificationStatus: 'SUCCESS', FeedbackForwardingStatus: true, Tags: i.tags }),
    DkimAttributes: {
      SigningEnabled: true,
      Status: created ? 'PENDING' : 'SUCCESS',
      Tokens: i.tokens,
      SigningAttributesOrigin: 'AWS_SES',
    },
  });

  return {
    handle(method, url, body, res) {
      const path = url.split('?')[0] ?? '';
      if (path !== prefix && !path.startsWith(`${prefix}/`)) return false;
      if (method === 'POST' && path === prefix) {
        let input: { EmailIdentity?: string; Tags?: { Key: string; Value: string }[] } = {};
        try {
          input = JSON.parse(body.toString('utf8'));
        } catch {
          /* answered below */
        }
        const domain = input.EmailIdentity?.trim().toLowerCase();
        if (!domain) return answer(res, 400, { message: 'EmailIdentity is required' }, 'BadRequestException');
        if (identities.has(domain) || domain === portalDomain)
          return answer(res, 400, { message: `Email identity ${domain} already exist.` }, 'AlreadyExistsException');
        const identity: TwinIdentity = {
          domain,
          tokens: Array.from({ length: 3 }, () => randomBytes(16).toString('hex')),
          tags: input.Tags ?? [],
          created_at: new Date().toISOString(),
        };
        identities.set(domain, identity);
        save();
        return answer(res, 200, view(identity, true));
      }
      const domain = decodeURIComponent(path.slice(prefix.length + 1)).toLowerCase();
      const identity = identities.get(domain);
      if (method === 'GET' || method === 'DELETE') {
        if (!identity)
          return answer(res, 404, { message: `Email identity ${domain} does not exist.` }, 'NotFoundException');
        if (method === 'GET') return answer(res, 200, view(identity, false));
        identities.delete(domain);
        save();
        return answer(res, 200, {});
      }
      return answer(
        res,
        400,
        { message: 'The local SES twin does not take this identity call' },
        'BadRequestException',
      );
    },
    maySendFrom(from) {
      const domain = domainOf(addressOf(from));
      return domain === portalDomain || identities.has(domain);
    },
  };
}
