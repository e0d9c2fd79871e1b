/**
 * The firm and template a sign-up link names (FA §2.1 /template/{templateHashId}): a hash the server made, a firm
 * that exists, and a template the firm still has (its own, or a shipped one it has not removed). Anything else is
 * one and the same 404, so a link tells nothing about why it does not work.
 */
import type { BuiltTemplate } from '@ledgerline/shared/firm-templates/build';
import type { ContentSection } from '@ledgerline/shared/schemas/questionnaire-content';
import { selfSignUpText } from '@ledgerline/shared/self-sign-up';
import { NotFound, TooMany } from '../platform/errors';
import { countHit } from '../platform/rate-limit';
import { signUpReadLimit } from './self-sign-up-rules';
import { getFirm } from './store';
import { getFirmTemplate } from './store/self-sign-up';
import { readTemplateHash } from './template-hash';

export interface SignUpTemplate {
  firmId: string;
  templateId: string;
  name: string;
  description: string | null;
  sections: ContentSection[];
}

/** The shipped templates' catalogue, loaded by the sign-up routes only: sign-in's cold start does not carry it. */
let shipped: Promise<Map<string, BuiltTemplate>> | undefined;
const shippedTemplates = () =>
  (shipped ??= import('@ledgerline/shared/firm-templates/catalogue').then(
    ({ firmTemplates }) => new Map(firmTemplates.map((t) => [t.id, t])),
  ));

/** One of the firm's templates as it stands, or null (removed, or none such). */
export async function firmTemplate(firmId: string, templateId: string): Promise<SignUpTemplate | null> {
  const item = await getFirmTemplate(firmId, templateId);
  if (item) {
    if (item.hidden) return null;
    const sections = ((item.content as { sections?: ContentSection[] })?.sections ?? []) as ContentSection[];
    return { firmId, templateId, name: item.name, description: item.description ?? null, sections };
  }
  const t = (await shippedTemplates()).get(templateId);
  return t ? { firmId, templateId, name: t.name, description: t.description, sections: t.sections } : null;
}

const invalid = () => new NotFound('template', selfSignUpText.invalidLink);

export async function templateOfHash(hash: string) {
  const named = await readTemplateHash(hash);
  if (!named) throw invalid();
  const [firm, template] = await Promise.all([getFirm(named.firmId), firmTemplate(named.firmId, named.templateId)]);
  if (!firm || !template) throw invalid();
  return { firm, template };
}

/** Public reads of a link are counted per address, so links cannot be guessed at speed. */
export async function countLinkRead(ip: string): Promise<void> {
  const count = await countHit({ key: `sign-up-read:ip:${ip}`, ...signUpReadLimit });
  if (count > signUpReadLimit.limit) throw new TooMany(selfSignUpText.tooMany);
}
