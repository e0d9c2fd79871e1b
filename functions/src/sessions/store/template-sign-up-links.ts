/**
 * Template sign-up links' data access (FA §2.1 /template/{templateHashId}): the link a template has, found by firm and
 * template, and the firm and template a link's id names. Both items are written in one transaction, each on condition
 * that it does not exist yet, so a template never has two live links and no id is left pointing nowhere.
 */
import { db } from '../../platform/data/service';
import { TemplateSignUpLink, TemplateSignUpLinkOfTemplate } from '../../platform/data/entities/template-sign-up-link';

export interface TemplateLink {
  linkId: string;
  firmId: string;
  templateId: string;
}

/** The id of the template's link, or null when none was made yet. Consistent: a link just made is found. */
export async function getTemplateLinkId(firmId: string, templateId: string): Promise<string | null> {
  const found = await TemplateSignUpLinkOfTemplate.get({ firmId, templateId }).go({ consistent: true });
  return found.data?.linkId ?? null;
}

/** The firm and template a link's id names, or null when no link has that id. */
export async function getTemplateLink(linkId: string): Promise<TemplateLink | null> {
  const found = (await TemplateSignUpLink.get({ linkId }).go({ consistent: true })).data;
  return found ? { linkId: found.linkId, firmId: found.firmId, templateId: found.templateId } : null;
}

/**
 * Makes the template's link under `link.linkId`; false when it was not made because the template has a link already
 * (another request made it first) or a concurrent write got in the way: the caller reads the template's link again.
 */
export async function createTemplateLink(link: TemplateLink): Promise<boolean> {
  const result = await db.transaction
    .write(({ templateSignUpLink, templateSignUpLinkOfTemplate }) => [
      templateSignUpLinkOfTemplate.create(link).commit(),
      templateSignUpLink.create(link).commit(),
    ])
    .go();
  if (!result.canceled) return true;
  const lostRace = result.data.some((d) => d.code === 'ConditionalCheckFailed' || d.code === 'TransactionConflict');
  if (lostRace) return false;
  throw new Error(`Transaction cancelled: ${result.data.map((d) => d.code).join(', ')}`);
}
