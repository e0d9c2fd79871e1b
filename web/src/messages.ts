/**
 * Every text the SPA shows that the spec words, in one place, quoted exactly.
 * FA = firm-administration.md, MD = messaging-dashboard.md. Texts the spec does not word are grouped
 * at the end under `ui` so they are easy to tell apart.
 */

/** FA §2.4: the login screen's headers. */
export const headers = {
  signIn: 'Sign In',
  twoFactor: '2-Factor Auth',
  oneMoreStep: 'One more step to go…',
  resetPassword: 'Reset password',
  viaEmail: 'Sign in via email',
  setUpPassword: 'Set up password',
  viaSms: 'Sign in via SMS',
  chooseMethod: 'How do you want to sign in next time?',
} as const;

/** FA §5.9 and §8.1: sign-in validation and errors. */
export const signInText = {
  fillOutEmailFirst: 'Please fill out email first.',
  emailMissing: 'Email is missing',
  passwordMissing: 'Password is missing',
  incorrectPassword: 'The email address or password is incorrect',
  invalidPassword: 'Invalid password',
  restricted:
    'Access to this account has been temporarily restricted. Please try again later or reset your password for immediate access.',
  userNotFound: "Sorry, we couldn't find a user with that email address",
  smsFailed: 'Failed to send SMS code',
  smsInvalidPhone:
    'SMS code failed to send. Your phone number might be invalid. Please use the button below to reset your sign-in method.',
  problemSigningIn: 'Sorry, there was a problem signing you in',
  problemSendingLink: 'Sorry, there was a problem sending the sign-in link. Please try again later.',
  problemSending2fa: 'Sorry, there was a problem sending a two-factor authentication link. Please try again later.',
  problemSendingCode: 'Sorry, there was a problem sending your verification code. Please try again.',
  invalidCode: 'Invalid or expired verification code',
  tooManyAttempts: 'Too many incorrect attempts',
  noUid: 'no UID provided for verification',
  failedToFetchCompanies: 'Failed to fetch companies',
  unknownError: 'Unknown error, please reach out to support',
} as const;

/** FA §5.10: set sign-in method (password rules come from @ledgerline/shared/schemas/users). */
export const setMethodText = {
  passwordsDoNotMatch: 'Passwords do not match',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  phoneRequired: 'Phone is required',
  phoneTenDigits: 'Phone number must be 10 digits',
} as const;

/** FA §4.5 step 7. */
export const signedOutEverywhere =
  'You have been signed out. When you are signed out in one page, we sign you out in all of them to keep your data secure.';

/** FA §4.4. */
export const noActiveEntities = 'Your account does not have active entities to view. Please contact your firm.';

/** FA §6 and QD §2: the read-only banners, the entity one "the same for an entity". */
export const readOnlyText = {
  account:
    'This account is read-only. If you need to upload documents or answer questionnaires, please send us an email.',
  entity:
    'This entity is read-only. If you need to upload documents or answer questionnaires, please send us an email.',
} as const;

/** FA §8: default toasts. */
export const toastDefaults = {
  info: 'Updated',
  error: 'Something went wrong',
  success: 'Successfully updated',
} as const;

/** FA §2.2 and §2.3: navigation labels. */
export const navText = {
  home: 'Home',
  collect: 'Collect',
  templates: 'Templates',
  entities: 'Entities',
  users: 'Users',
  messages: 'Messages',
  deliver: 'Deliver',
  connect: 'Connect',
  signatures: 'Signatures',
  activities: 'Activities',
  dropLink: 'Drop Link',
  firmRoles: 'Firm Roles',
  firmSettings: 'Firm Settings',
  guide: 'Guide',
  profileSettings: 'Profile Settings',
  overview: 'Overview',
  backToEntities: 'Back to Entities',
  backToUsers: 'Back to Users',
  dashboard: 'Dashboard',
  documents: 'Documents',
  allEntities: 'All Entities',
  back: 'Back',
  entityHasNoActiveOwners: 'Entity has no active owners to message.',
  notInPreview: 'Not available in preview',
  exitPreview: 'Exit preview',
  showAll: 'Show All',
} as const;

/** FA §2.1. */
export const getHelp = 'Get Help';

/** Texts the spec does not word; kept short and plain. */
export const ui = {
  appName: 'Ledgerline',
  skipToMain: 'Skip to main content',
  signOut: 'Sign out',
  cancel: 'Cancel',
  accountMenu: 'Account',
  email: 'Email',
  password: 'Password',
  repeatPassword: 'Repeat password',
  phoneNumber: 'Phone number',
  verificationCode: 'Verification code',
  signIn: 'Sign In',
  continue: 'Continue',
  verify: 'Verify',
  save: 'Save',
  back: 'Back',
  backToSignIn: 'Back to sign in',
  forgotPassword: 'Forgot password?',
  signInAnotherWay: 'Try another way',
  useDifferentEmail: 'Use a different email',
  resendCode: 'Resend code',
  resendLink: 'Resend link',
  sendResetLink: 'Send reset link',
  resetSignInMethod: 'Reset sign-in method',
  emailMeSignInLink: 'Email me a sign-in link',
  emailMeCode: 'Email me a code',
  textMeCode: 'Text me a code',
  emailMeResetLink: 'Email me a link to reset my sign-in method',
  createFirmLink: 'Create a firm',
  codeHint: 'Enter the 6-character code.',
  sentCodeByEmail: 'We emailed a 6-character code to you. Enter it below to sign in.',
  sentCodeByText: 'We texted a 6-character code to your phone. Enter it below to sign in.',
  sentLink: 'We emailed you a sign-in link. Open it to finish signing in.',
  sent2fa:
    'We emailed you a 6-character code and a secure link. Enter the code below, or open the link in this browser.',
  alternateIntro: 'Choose another way to sign in.',
  codeGoesTo: (value: string) => `Sent to ${value}`,
  expiredLink: 'This sign-in link has expired or was already used. We can send you a new link or a code.',
  forgotIntro: 'Enter your email and we will send you a link to set a new password or choose another sign-in method.',
  enterEmailForOptions: 'Enter your email to see how we can reach you.',
  signingIn: 'Signing you in…',
  loading: 'Loading…',
  methodPassword: 'Password',
  methodEmail: 'Email me a code',
  methodSms: 'Text me a code',
  signInMethod: 'Sign-in method',
  passwordHint: 'At least 10 characters, with an uppercase letter, a lowercase letter, a number and one of #?!@$%^&*-',
  phoneHint: '(555) 123-4567',
  createFirmTitle: 'Create your firm',
  firmName: 'Firm name',
  firstName: 'First name',
  lastName: 'Last name',
  createFirm: 'Create firm',
  createFirmSent: 'Check your email: we sent you a link to set up how you sign in.',
  firmNameRequired: 'Firm name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  helpIntro:
    'Having trouble signing in? Use "Forgot password?" or "Try another way" on the sign-in page, or contact your firm directly.',
  notFoundTitle: 'Page not found',
  notFoundText: 'We could not find the page you were looking for.',
  goHome: 'Go to the home page',
  welcome: (name: string) => `Welcome, ${name}`,
  entities: 'Entities',
  filterEntities: 'Filter entities',
  selectedEntity: 'Selected entity',
  noEntitiesMatch: 'No entities match the filter.',
  dismissBanner: 'Dismiss banner',
  closeNotification: 'Close notification',
  notifications: 'Notifications',
  name: 'Name',
  firm: 'Firm',
  accountUnavailable: 'No active entities',
  staffNavigation: 'Staff navigation',
  clientNavigation: 'Client navigation',
  mobileNavigation: 'Mobile navigation',
  loadFailed: 'We could not load your account.',
  retry: 'Try again',
  /** Entity mode's links to screens that are not built yet (FA §2.2), shown disabled with these reasons. */
  overviewNotYet: 'The overview is not available yet.',
} as const;
