import { providerNames, type LinkProvider } from '@ledgerline/shared/linked-accounts';

/**
 * Words of linked accounts (FA §7.2, MD §7): the sign-in page's provider buttons, the callback page, and Profile
 * Settings' Linked accounts section. The spec names the calls, not the words; the API's messages come from
 * @ledgerline/shared/linked-accounts.
 */
export const linkedAccountsText = {
  signInWith: (p: LinkProvider) => `Sign in with ${providerNames[p]}`,
  or: 'or',
  heading: 'Linked accounts',
  intro: 'Sign in with a Google or Microsoft account instead of your email. Link it here first.',
  none: 'No accounts are linked.',
  link: (p: LinkProvider) => `Link ${providerNames[p]} account`,
  unlink: 'Unlink',
  unlinkNamed: (p: LinkProvider, email: string) => `Unlink ${providerNames[p]} account ${email}`,
  unlinkTitle: 'Unlink account?',
  unlinkBody: (p: LinkProvider, email: string) =>
    `You will no longer be able to sign in with the ${providerNames[p]} account ${email}.`,
  linkedOn: (date: string) => `Linked ${date}`,
  listLabel: 'Linked accounts',
  loadFailed: 'The linked accounts could not be loaded.',
  providerName: (p: LinkProvider) => providerNames[p],
  // The callback page (/signin/callback).
  signingIn: 'Signing you in…',
  linking: 'Linking your account…',
  problemHeading: 'Sign In',
  linkProblemHeading: 'Linked accounts',
  cancelled: 'The sign-in was cancelled.',
  notStartedHere: 'This sign-in was not started in this browser. Please try again.',
  backToSignIn: 'Back to Sign In',
  backToProfile: 'Back to Profile Settings',
  problem: 'Sorry, there was a problem signing you in',
};
