/**
 * Linked accounts (FA §7.2, MD §7): the providers and the API's messages, shared by the server and the screens
 * (no zod here, so the web bundle takes the words without the schemas).
 */
export const linkProviders = ['google', 'microsoft'] as const;
export type LinkProvider = (typeof linkProviders)[number];

export const providerNames: Record<LinkProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

export const linkedAccountText = {
  linked: (provider: LinkProvider) => `Your ${providerNames[provider]} account is linked`,
  unlinked: (provider: LinkProvider) => `Your ${providerNames[provider]} account is unlinked`,
  notOffered: (provider: LinkProvider) => `Signing in with ${providerNames[provider]} is not set up for this portal`,
  notVerified: (provider: LinkProvider) =>
    `Your ${providerNames[provider]} account could not be verified. Please try again.`,
  expired: 'This sign-in took too long or was started elsewhere. Please try again.',
  linkedToSomeoneElse: (provider: LinkProvider) =>
    `This ${providerNames[provider]} account is already linked to another user`,
  notLinked: (provider: LinkProvider) =>
    `This ${providerNames[provider]} account is not linked to a user. Sign in another way, then link it on Profile Settings.`,
  noSuchLink: 'This linked account was not found',
  onlyMethod:
    'This linked account is your only way to sign in. Set a password or another sign-in method before you unlink it.',
  noEmail: (provider: LinkProvider) => `Your ${providerNames[provider]} account did not share a verified email address`,
} as const;
