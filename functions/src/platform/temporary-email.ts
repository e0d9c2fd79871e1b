/**
 * FA §5.1: 'When no email is given the server creates a temporary one'. The address is unique (it is claimed like
 * any other), never delivered (.invalid is reserved, RFC 2606) and flagged on the person (has_temp_email), so the
 * screens show no email and nothing is sent to it.
 */
import { randomBytes } from 'node:crypto';
import { isTemporaryEmail, temporaryEmailDomain } from '@ledgerline/shared/users';

export { isTemporaryEmail, temporaryEmailDomain };

export function temporaryEmail(): string {
  return `client-${randomBytes(12).toString('hex')}@${temporaryEmailDomain}`;
}
