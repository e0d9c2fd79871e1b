import * as z from 'zod';
import { Email, Id } from './common';
import { selfSignUpText } from '../self-sign-up';

/**
 * A template's sign-up hash (FA §2.1 /template/{templateHashId}): a stored random id naming the firm and template
 * (functions/src/sessions/template-hash.ts). Only a loose shape is checked here: an id of another shape (a link made
 * before ids were stored had a dot) is the server's 404 with the same words, not a 400.
 */
export const TemplateHashId = z
  .string({ error: selfSignUpText.invalidLink })
  .trim()
  .min(1, selfSignUpText.invalidLink)
  .max(300, selfSignUpText.invalidLink)
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)?$/, selfSignUpText.invalidLink);

const Year = z.coerce.number().int().min(2000).max(2100);

export const TemplateHashQuery = z.object({ templateHashId: TemplateHashId });

/** FA §7.5 "Create account from template": email, firmGroupId, fname, lname, templateHashId, year. */
export const SelfSignUpInput = z.object({
  email: Email,
  fname: z.string().trim().min(1, selfSignUpText.firstNameRequired).max(80),
  lname: z.string().trim().min(1, selfSignUpText.lastNameRequired).max(80),
  templateHashId: TemplateHashId,
  firmGroupId: Id.optional().nullable(),
  year: Year.optional().nullable(),
});
export const SelfSignUpResult = z.object({ auth_token: z.string() });

/** What the template page shows: the template's name and description. */
export const TemplateInfo = z.object({
  name: z.string(),
  description: z.string().nullable(),
  questions_count: z.number(),
});

/** The firm's name heads the template states (FA §2.4); its theme brands the page. */
export const TemplateFirm = z.object({
  name: z.string(),
  theme: z.record(z.string(), z.unknown()),
});

/** The signed-in client's questionnaire from the template for a tax year (default: the default tax year). */
export const TemplateQuestionnaireQuery = z.object({
  templateHashId: TemplateHashId,
  year: Year.optional(),
  companyId: Id.optional(),
});
export const TemplateQuestionnaireId = z.object({
  questionnaire_id: z.string().nullable(),
  company_hash_id: z.string().nullable(),
  tax_year: z.number(),
});
export const TemplateQuestionnaire = z.object({
  questionnaire_id: z.string(),
  company_id: z.string(),
  company_hash_id: z.string(),
  tax_year: z.number(),
  created: z.boolean(),
});

/** Staff: a template's self sign-up link. */
export const TemplateIdPath = z.object({ id: Id });
export const TemplateSignUpLink = z.object({ templateHashId: z.string(), url: z.string() });
