/**
 * The tax returns table's Upload later dialog and the Identity Verification dialog's code check (FA §2.6, §5.8).
 * The rules' messages are the spec's (shared/src/answering.ts, shared/src/tax-return-delivery.ts); these are the
 * screens' own words.
 */
export const taxReturnChecksText = {
  uploadLater: 'Upload later',
  uploadBySummary: (date: string) => `Upload by ${date}`,
  codeHeading: 'Verification code',
  codeHint: 'Text a one-time code to the signer’s phone and type the code they read back to you.',
  sendCode: 'Send code',
  sendCodeFor: (name: string) => `Send code to ${name}`,
  codeFor: (name: string) => `Code from ${name}`,
  verify: 'Verify',
  verifyFor: (name: string) => `Verify code from ${name}`,
  phoneVerifiedOn: (date: string) => `Phone verified ${date}`,
  sendFailed: 'Sorry, there was a problem sending your verification code. Please try again.',
  verifyFailed: 'Something went wrong',
} as const;
