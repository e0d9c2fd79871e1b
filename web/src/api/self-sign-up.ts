/**
 * The self sign-up calls (FA §7.5 /resources): the link's firm and template, the sign-up, and the signed-in client's
 * questionnaire from the template; for staff, a template's link. Types come from the shared schemas (types only).
 */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/self-sign-up';
import { sessionRoutes as r } from '@ledgerline/shared/routes/sessions';
import { api } from './client';

export type SignUpFirm = z.infer<typeof s.TemplateFirm>;
export type SignUpTemplate = z.infer<typeof s.TemplateInfo>;
export type SignUpBody = z.input<typeof s.SelfSignUpInput>;

export const signUpFirmPath = r.getSignUpFirm.path;
export const signUpTemplatePath = r.getSignUpTemplate.path;
export const signUpLinkPath = r.templateSignUpLink.path;

const open = { auth: false } as const;

export const selfSignUp = {
  /** A link that does not work is the page's own state (404), not a toast. */
  firm: (templateHashId: string) => api.call(r.getSignUpFirm, { templateHashId }, { ...open, quiet: [404] }),
  template: (templateHashId: string) => api.call(r.getSignUpTemplate, { templateHashId }, { ...open, quiet: [404] }),
  /** A known email (409) is sent to sign in by the page; field errors show at their fields. */
  signUp: (body: SignUpBody) => api.call(r.firmSelfSignUp, body, { ...open, quiet: [409], fieldErrors: true }),
  /** FA §4.5 step 1, quietly: an unknown email is the template-sign-up state, not an error. */
  lookup: (email: string) => api.call(r.getPreferredSignInMethod, { username: email }, { ...open, quiet: [404] }),
  createQuestionnaire: (templateHashId: string, year?: number) =>
    api.call(r.firmSelfSignUpCreateQuestionnaire, { templateHashId, year }, { quiet: true }),
  link: (templateId: string) => api.call(r.templateSignUpLink, { id: templateId }),
};
