import { timingSafeEqual } from 'node:crypto';
import { originSecretHeader, viewerIpHeader } from '@ledgerline/shared/api-origin';
import { Forbidden } from './errors';
import type { HttpEvent } from './http';

/** Said to a direct call to the execute-api address, which skips the portal's firewall. */
export const directCallRefused = 'Call the portal through its own address.';

/**
 * The caller's address, once the request is known to have come through CloudFront (infra/aws/api-origin.ts).
 * `originSecret` is CLOUDFRONT_ORIGIN_SECRET: empty locally, where there is no CloudFront and the source address is
 * the caller's own; in AWS a request without the secret is refused.
 */
export function callerAddress(event: HttpEvent, originSecret: string): string {
  const source = event.requestContext?.http?.sourceIp ?? 'unknown';
  if (!originSecret) return source;
  if (!sameSecret(event.headers?.[originSecretHeader], originSecret)) throw new Forbidden(directCallRefused);
  return event.headers?.[viewerIpHeader] || source;
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
