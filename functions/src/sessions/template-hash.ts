/**
 * A template's self sign-up hash (FA §2.1 /template/{templateHashId}): a random 128-bit id, stored with the firm and
 * template it names (store/template-sign-up-links.ts). It reveals nothing and cannot be guessed or changed into
 * another firm's or template's. Firms paste these links on their websites, so a link lives as long as its template:
 * it is not a signature with the identity tokens' key, which rotates every 30 days. Asking for a template's link
 * again answers the same id; deleting the template ends it (the template is looked up on every use).
 */
import { newId } from '../platform/auth/secrets';
import { createTemplateLink, getTemplateLink, getTemplateLinkId } from './store/template-sign-up-links';

/** What newId makes: 16 random bytes in base64url, 22 characters. */
const linkIdShape = /^[A-Za-z0-9_-]{22}$/;

/** Two requests that race for a template's first link: the loser reads the winner's; a few tries cover conflicts. */
const attempts = 3;

/** The template's link id, made the first time it is asked for. */
export async function templateHashOf(firmId: string, templateId: string): Promise<string> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const existing = await getTemplateLinkId(firmId, templateId);
    if (existing) return existing;
    const linkId = newId();
    if (await createTemplateLink({ linkId, firmId, templateId })) return linkId;
  }
  throw new Error(`No sign-up link could be made for template ${templateId} of firm ${firmId}`);
}

/** The firm and template a hash names, or null when it is not a link the server made. */
export async function readTemplateHash(hash: string): Promise<{ firmId: string; templateId: string } | null> {
  // Checked before the read, so a made-up value of any other shape costs no read and cannot fail it.
  if (!linkIdShape.test(hash)) return null;
  const link = await getTemplateLink(hash);
  return link && { firmId: link.firmId, templateId: link.templateId };
}
