/**
 * A template's self sign-up hash (FA §2.1 /template/{templateHashId}): the firm and the template, signed with the
 * identity tokens' key under a label of its own. The link reveals no more than a firm's id and a template's, and one
 * cannot be made up or changed into another firm's or template's. A stateless signature, so a firm shares a link
 * without anything being stored; deleting the template ends it (the template is looked up on every use).
 */
import { createHmac } from 'node:crypto';
import { signingKey } from '../platform/auth/signing-key';
import { constantTimeEqual } from '../platform/auth/secrets';

const label = 'ledgerline-template-sign-up\n';

async function macOf(payload: string): Promise<string> {
  return createHmac('sha256', await signingKey())
    .update(label + payload)
    .digest('base64url')
    .slice(0, 22);
}

export async function templateHashOf(firmId: string, templateId: string): Promise<string> {
  const payload = Buffer.from(`${firmId}\n${templateId}`).toString('base64url');
  return `${payload}.${await macOf(payload)}`;
}

/** The firm and template a hash names, or null when it is not one the server made. */
export async function readTemplateHash(hash: string): Promise<{ firmId: string; templateId: string } | null> {
  const [payload, mac, ...rest] = hash.split('.');
  if (!payload || !mac || rest.length) return null;
  if (!constantTimeEqual(mac, await macOf(payload))) return null;
  const [firmId, templateId, ...more] = Buffer.from(payload, 'base64url').toString('utf8').split('\n');
  if (!firmId || !templateId || more.length) return null;
  return { firmId, templateId };
}
