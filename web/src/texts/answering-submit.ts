import { answeringText } from '@ledgerline/shared/answering';

/**
 * Words of the agreement (signature) sections, the review-and-submit section, the deposit, submitting and the
 * contact check (QD §2 Section renderer and Review section, §4 Signatures, Submission, Deposit, §5 Contact
 * confirmation, §8). `submitSpec` quotes the spec (the API answers with the same words, from
 * @ledgerline/shared/answering); `submitLabels` names what the spec lists without wording, in plain words.
 */
export const submitSpec = {
  locked: answeringText.locked,
  signatureNotRequired: answeringText.signatureNotRequired,
  hasNotSigned: answeringText.hasNotSigned,
  signatureRemoved: answeringText.signatureRemoved,
  signatureNotNeeded: answeringText.signatureNotNeeded,
  undone: answeringText.undone,
  letterUpdated: answeringText.letterUpdated,
  signed: answeringText.signed,
  submitted: answeringText.submitted,
  depositPaidOk: answeringText.depositPaidOk,
  contactConfirmed: answeringText.contactConfirmed,
  deposit: {
    paid: 'Deposit Paid',
    marked_paid: 'Deposit Marked Paid',
    payment_pending: 'Deposit Pending',
    unpaid: 'Deposit Unpaid',
  },
  iUnderstand: 'I understand',
  backToDashboard: 'Back to Dashboard',
  confirmTitle: 'Confirm this information',
  emailRequired: answeringText.emailRequired,
  invalidEmail: answeringText.invalidEmail,
  smsNeedsPhone: answeringText.smsNeedsPhone,
  paymentsNotConnected: answeringText.paymentsNotConnected,
  depositOutstanding: answeringText.depositOutstanding,
} as const;

export const submitLabels = {
  // Agreement section
  letter: 'Engagement letter',
  signatures: 'Signatures',
  yourSignature: 'Your signature',
  signatureHint: 'Type your full name to sign.',
  sign: 'Sign',
  signedOn: (date: string) => `Signed ${date}`,
  notNeeded: 'Not needed',
  markNotNeeded: 'Mark as not needed',
  markNotNeededFor: (name: string) => `Mark as not needed: ${name}`,
  undoNotNeeded: 'Undo',
  undoNotNeededFor: (name: string) => `Undo not needed: ${name}`,
  removeSignature: 'Remove signature',
  removeSignatureFor: (name: string) => `Remove signature: ${name}`,
  removeTitle: 'Remove Signature',
  removeBody: (name: string) => `Remove ${name}’s signature? They will need to sign again.`,
  remove: 'Remove',
  sampleSigner: 'Client name',
  sampleSignature: 'Jane Client',
  sampleNotice: 'A sample: the client signs here.',
  editLetter: 'Edit letter',
  letterEditor: 'Engagement letter (HTML)',
  letterEditorHint: 'The letter can be changed until someone signs it.',
  saveLetter: 'Save letter',
  cancelEdit: 'Cancel',
  emptyAgreement: 'There is nothing to sign in this section.',
  noSigners: 'No one needs to sign this section.',
  readOnlySigning: 'Signing is not available to read-only accounts.',
  // Review section
  reviewIntro: 'Check every section before you submit.',
  sectionsHeading: 'Sections',
  sectionState: { completed: 'Completed', incomplete: 'Incomplete', error: 'Error', pending: 'Pending' },
  counter: (done: number, total: number) => `${done}/${total}`,
  goToSection: (name: string) => `Go to ${name}`,
  depositAmount: (dollars: string) => `Deposit of ${dollars}`,
  depositPaidText: 'Thank you: your deposit is paid.',
  depositPendingText: 'Your payment is being processed.',
  depositDueText: 'Please pay the deposit before you submit.',
  payDeposit: 'Pay deposit',
  redirecting: 'Opening the payment page…',
  disclaimer: 'Disclaimer',
  agreement:
    'I confirm that the information and documents I have provided are complete and accurate to the best of my knowledge.',
  // Submit
  submit: 'Submit',
  submitTitle: 'Submit Questionnaire',
  submitBody:
    'Once you submit, your firm is told and you can no longer change your answers, documents or signatures here.',
  agreeFirst: answeringText.agreementRequired,
  submittedAlready: 'This questionnaire is submitted.',
  completionTitle: 'Questionnaire submitted',
  completionBody: 'Thank you. Your firm has been told that your questionnaire is ready.',
  nextQuestionnaire: (name: string) => `You have another questionnaire to answer: ${name}.`,
  startNext: 'Start next questionnaire',
  // Contact confirmation
  contactIntro: 'Please check how your firm can reach you before you submit.',
  email: 'Email',
  phone: 'Phone number',
  phonePlaceholder: '(000) 000-0000',
  preferredContact: 'Preferred contact method',
  contactMethods: { email: 'Email', sms: 'Text message (SMS)', both: 'Both' },
  smsConsent:
    'By choosing text messages you agree to receive SMS notifications from your firm about your account. Message and data rates may apply. Reply STOP to opt out.',
  street: 'Street',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  country: 'Country',
  confirm: 'Confirm',
  // Checkout return
  depositNotPaid: 'The deposit was not paid.',
} as const;
