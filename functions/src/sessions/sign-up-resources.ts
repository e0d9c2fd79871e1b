/**
 * The public reads of a sign-up link (FA §7.5 /resources get_template and get_firm): what the template page shows
 * before anyone signs in, and, for staff, the link itself.
 */
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { templateEntryPath } from '@ledgerline/shared/self-sign-up';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { env } from '../platform/env';
import { askedCount } from './self-sign-up-rules';
import { countLinkRead, firmTemplate, templateOfHash } from './sign-up-template';
import { templateHashOf } from './template-hash';

export const getSignUpTemplate = handle(sessionRoutes.getSignUpTemplate, async (ctx) => {
  await countLinkRead(ctx.ip);
  const { template } = await templateOfHash(ctx.input.templateHashId);
  return { name: template.name, description: template.description, questions_count: askedCount(template.sections) };
});

export const getSignUpFirm = handle(sessionRoutes.getSignUpFirm, async (ctx) => {
  await countLinkRead(ctx.ip);
  const { firm } = await templateOfHash(ctx.input.templateHashId);
  return { name: firm.name, theme: (firm.theme ?? {}) as Record<string, unknown> };
});

/** A template of the caller's firm (another firm's id, or a removed template, is 404). */
export const templateSignUpLink = handle(sessionRoutes.templateSignUpLink, async ({ caller, input }) => {
  const template = await firmTemplate(caller.firmId, input.id);
  if (!template) throw new NotFound('template');
  const templateHashId = await templateHashOf(caller.firmId, template.templateId);
  return { templateHashId, url: `${env.APP_URL}${templateEntryPath(templateHashId)}` };
});
