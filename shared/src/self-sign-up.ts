/**
 * Self sign-up through a firm's template link (FA §2.1, §2.4 template-start and template-sign-up, §4.5 step 6,
 * §7.5) and inviting firm users (FA §7.5 invite_firm_user, §6 access levels): paths and texts both sides use.
 * Pure (no zod): the web imports it at runtime.
 */

/** FA §2.1: the template entry path and where a new sign-up goes. */
export const templateEntryPath = (templateHashId: string) => `/template/${encodeURIComponent(templateHashId)}`;
export const createQuestionnaireFromTemplatePath = (templateHashId: string) =>
  `${templateEntryPath(templateHashId)}/create-questionnaire-from-template`;

/** FA §5.9: the template states' prompts, quoted exactly. */
export const templateSpecText = {
  enterEmail: 'Please enter your email',
  enterName: 'Please enter your first and last name',
} as const;

/** Texts the spec does not word. */
export const selfSignUpText = {
  invalidLink: 'This sign-up link is not valid. Please ask your firm for a new one.',
  emailKnown: 'An account with this email already exists. Please sign in instead.',
  tooMany: 'Too many sign-ups from this network. Please try again later.',
  readOnly:
    'This account is read-only. If you need to upload documents or answer questionnaires, please send us an email.',
  noEntity: 'Your account does not have an entity to answer this questionnaire for.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  continue: 'Continue',
  signUp: 'Sign up',
  useDifferentEmail: 'Use a different email',
  preparingTitle: 'Your questionnaire',
  preparing: 'Preparing your questionnaire…',
  failed: 'Sorry, we could not open your questionnaire. Please try the link again or contact your firm.',
  /** The Templates page's action that copies a template's link (GET /questionnaire_templates/{id}/self_sign_up_link). */
  copyLink: 'Copy sign-up link',
  linkCopied: 'Sign-up link copied to clipboard',
} as const;

/** FA §6 access levels as the invite dialog offers them. */
export const firmAccessLabels = {
  partner: 'Partner',
  admin: 'Admin',
  full: 'Full access',
  group: 'Group (own firm group only)',
} as const;

export const inviteText = {
  title: 'Invite firm user',
  button: 'Invite firm user',
  submit: 'Send invitation',
  access: 'Access level',
  group: 'Firm group',
  noGroup: 'No group',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  sent: (email: string) => `Invitation sent to ${email}`,
  emailTaken: 'A user with this email already exists. Invite someone else or edit that user.',
  partnerOnly: 'Only a partner can invite another partner.',
} as const;
