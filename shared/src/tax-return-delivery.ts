/**
 * The firm side of tax return delivery (FA §2.6, §3.5, §4.1, §4.2, §5.8, §7.7, §8.4, §9): the status lifecycle and the
 * table's status groups, the e-sign form and payment voucher catalogues, the summaries and every text the table, the
 * dialogs and the API share. Pure: the server and the SPA both import it.
 */

/** FA §4.1, in lifecycle order. */
export const taxReturnStatuses = [
  'importing',
  'processing',
  'action_required',
  'sending',
  'draft',
  'change_requested',
  'approved',
  'sent',
  'signed',
  'completed',
  'finished',
  'invoice_paid',
  'paid',
  'error',
] as const;
export type TaxReturnStatus = (typeof taxReturnStatuses)[number];

/** What the Current status column reads for each status. */
export const taxReturnStatusLabel: Record<TaxReturnStatus, string> = {
  importing: 'Importing',
  processing: 'Processing',
  action_required: 'Action Required',
  sending: 'Sending',
  draft: 'Draft Sent',
  change_requested: 'Changes Requested',
  approved: 'Draft Approved',
  sent: 'Sent',
  signed: 'Signed',
  completed: 'Completed',
  finished: 'Finished',
  invoice_paid: 'Invoice Paid',
  paid: 'Paid',
  error: 'Error',
};

/**
 * The table's status filter (FA §4.1 'status groups in the table include action_required and finished'): a group
 * of statuses, or one status by its own name.
 */
export const taxReturnStatusGroups = {
  in_progress: ['importing', 'processing', 'sending'],
  action_required: ['action_required', 'change_requested', 'approved', 'error'],
  waiting_for_client: ['draft', 'sent'],
  signed: ['signed', 'completed', 'invoice_paid', 'paid'],
  finished: ['finished'],
} as const satisfies Record<string, readonly TaxReturnStatus[]>;
export type TaxReturnStatusGroup = keyof typeof taxReturnStatusGroups;
export const taxReturnStatusGroupLabel: Record<TaxReturnStatusGroup, string> = {
  in_progress: 'In progress',
  action_required: 'Action required',
  waiting_for_client: 'Waiting for client',
  signed: 'Signed',
  finished: 'Finished',
};
export const statusGroupOf = (s: TaxReturnStatus): TaxReturnStatusGroup =>
  (Object.keys(taxReturnStatusGroups) as TaxReturnStatusGroup[]).find((g) =>
    (taxReturnStatusGroups[g] as readonly string[]).includes(s),
  ) ?? 'action_required';

/** A return in these statuses is being read or sent: the table's click shows the info message and opens nothing. */
export const stillProcessing = (status: string) =>
  status === 'importing' || status === 'processing' || status === 'sending';

/** Pages and forms can be classified (the delivery admin view) in these statuses. */
export const classifiableStatuses: readonly TaxReturnStatus[] = ['action_required', 'approved'];
/** Replacing is allowed before anything went to the client, after an error, or when the client asked for changes. */
export function canReplace(r: { status: string; draft_status?: string | null }): boolean {
  if (r.draft_status === 'change_requested') return true;
  if (r.draft_status === 'draft' || r.draft_status === 'approved') return false;
  return r.status === 'action_required' || r.status === 'error';
}
/** The client signs and pays once the return is sent. */
export const deliveredStatuses: readonly TaxReturnStatus[] = [
  'sent',
  'signed',
  'completed',
  'finished',
  'invoice_paid',
  'paid',
];
export const isDelivered = (status: string) => (deliveredStatuses as readonly string[]).includes(status);

/** What the client sees: a return once it was sent to them (as a draft or for signature); never one being prepared. */
export const clientVisibleStatuses: readonly TaxReturnStatus[] = [
  'draft',
  'change_requested',
  'approved',
  ...deliveredStatuses,
];
export const clientCanSee = (status: string) => (clientVisibleStatuses as readonly string[]).includes(status);

/**
 * The status a delivered return moves to as the client signs and pays: sent until every signature is in, then
 * signed; paid once every voucher is paid too; invoice_paid once the invoice is also paid. The firm's own marks
 * (completed, finished) stay.
 */
export function deliveredStatus(
  current: string,
  c: { all_signed: boolean; all_paid: boolean; total_payment_count: number },
  invoicePaid: boolean,
): TaxReturnStatus {
  if (current === 'completed' || current === 'finished' || !isDelivered(current)) return current as TaxReturnStatus;
  if (!c.all_signed) return 'sent';
  if (c.total_payment_count > 0 && !c.all_paid) return 'signed';
  if (invoicePaid) return 'invoice_paid';
  return c.total_payment_count > 0 ? 'paid' : 'signed';
}

/** FA §4.2. Any error_code reads Failed. */
export const identityStatuses = [
  'not_started',
  'requires_input',
  'processing',
  'verified',
  'canceled',
  'failed',
] as const;
export type IdentityStatus = (typeof identityStatuses)[number];
export const identityStatusLabel: Record<IdentityStatus, string> = {
  not_started: 'Not Started',
  requires_input: 'Needs Info',
  processing: 'Processing',
  verified: 'Verified',
  canceled: 'Cancelled',
  failed: 'Failed',
};
export function identityLabel(v: { status: string; error_code?: string | null }): string {
  if (v.error_code) return identityStatusLabel.failed;
  return identityStatusLabel[v.status as IdentityStatus] ?? identityStatusLabel.not_started;
}

/** The firm preference that turns identity verification on (FA §3.4 'tax return identity verification'). */
export const identityVerificationFlag = 'tax_return_identity_verification_enabled';

/** Who signs an e-sign form. */
export type SignerRole = 'taxpayer' | 'spouse' | 'officer' | 'partner' | 'fiduciary';

/** An e-sign form the classification can name (GET /signature_requests/get_form_definitions). */
export interface FormDefinition {
  form_id: string;
  form_name: string;
  /** 'federal', or the state's two-letter code. */
  jurisdiction: string;
  /** The signatures the form asks for, in order. */
  signers: SignerRole[];
}

const individual: SignerRole[] = ['taxpayer', 'spouse'];

export const formDefinitions: readonly FormDefinition[] = [
  { form_id: '8879', form_name: 'IRS e-file Signature Authorization', jurisdiction: 'federal', signers: individual },
  {
    form_id: '8878',
    form_name: 'IRS e-file Signature Authorization for Form 4868 or Form 2350',
    jurisdiction: 'federal',
    signers: individual,
  },
  {
    form_id: '8879-CORP',
    form_name: 'E-file Authorization for Corporations',
    jurisdiction: 'federal',
    signers: ['officer'],
  },
  {
    form_id: '8879-PE',
    form_name: 'IRS e-file Signature Authorization for Form 1065',
    jurisdiction: 'federal',
    signers: ['partner'],
  },
  {
    form_id: '8879-F',
    form_name: 'IRS e-file Signature Authorization for Form 1041',
    jurisdiction: 'federal',
    signers: ['fiduciary'],
  },
  {
    form_id: '8879-EO',
    form_name: 'IRS e-file Signature Authorization for an Exempt Organization',
    jurisdiction: 'federal',
    signers: ['officer'],
  },
  {
    form_id: '7216',
    form_name: 'Consent to Use of Tax Return Information',
    jurisdiction: 'federal',
    signers: individual,
  },
  {
    form_id: 'CA-8879',
    form_name: 'California e-file Signature Authorization',
    jurisdiction: 'CA',
    signers: individual,
  },
  {
    form_id: 'NY-TR-579-IT',
    form_name: 'New York State e-file Signature Authorization',
    jurisdiction: 'NY',
    signers: individual,
  },
  {
    form_id: 'NJ-8879',
    form_name: 'New Jersey e-file Signature Authorization',
    jurisdiction: 'NJ',
    signers: individual,
  },
  {
    form_id: 'IL-8453',
    form_name: 'Illinois Individual Income Tax Electronic Filing Declaration',
    jurisdiction: 'IL',
    signers: individual,
  },
  {
    form_id: 'PA-8879',
    form_name: 'Pennsylvania e-file Signature Authorization',
    jurisdiction: 'PA',
    signers: individual,
  },
  {
    form_id: 'GA-8453',
    form_name: 'Georgia Individual Income Tax Declaration for Electronic Filing',
    jurisdiction: 'GA',
    signers: individual,
  },
  {
    form_id: 'VA-8879',
    form_name: 'Virginia Individual e-file Signature Authorization',
    jurisdiction: 'VA',
    signers: individual,
  },
  {
    form_id: 'MD-EL101',
    form_name: 'Maryland Income Tax Declaration for Electronic Filing',
    jurisdiction: 'MD',
    signers: individual,
  },
  { form_id: 'OTHER', form_name: 'Other signature document', jurisdiction: 'federal', signers: ['taxpayer'] },
];
export const formDefinition = (formId: string) => formDefinitions.find((f) => f.form_id === formId);

/** A payment voucher the classification can name (GET /tax_returns/get_voucher_definitions). */
export interface VoucherDefinition {
  voucher_id: string;
  name: string;
  /** The estimated-tax quarter, or null for a balance due or an extension payment. */
  quarter: 1 | 2 | 3 | 4 | null;
  /** The usual due date: month and day, in the year after the tax year plus year_offset. */
  due: { month: number; day: number; year_offset: number };
}

const quarterDue = [
  { month: 4, day: 15, year_offset: 1 },
  { month: 6, day: 15, year_offset: 1 },
  { month: 9, day: 15, year_offset: 1 },
  { month: 1, day: 15, year_offset: 2 },
] as const;

function quarters(prefix: string, name: string): VoucherDefinition[] {
  return quarterDue.map((due, i) => ({
    voucher_id: `${prefix}-Q${i + 1}`,
    name: `${name} - Quarter ${i + 1}`,
    quarter: (i + 1) as 1 | 2 | 3 | 4,
    due: { ...due },
  }));
}

export const voucherDefinitions: readonly VoucherDefinition[] = [
  { voucher_id: '1040-V', name: 'Form 1040-V Balance Due', quarter: null, due: { month: 4, day: 15, year_offset: 1 } },
  ...quarters('1040-ES', 'Form 1040-ES Estimated Tax'),
  {
    voucher_id: '4868',
    name: 'Form 4868 Extension Payment',
    quarter: null,
    due: { month: 4, day: 15, year_offset: 1 },
  },
  { voucher_id: '1041-V', name: 'Form 1041-V Balance Due', quarter: null, due: { month: 4, day: 15, year_offset: 1 } },
  ...quarters('1041-ES', 'Form 1041-ES Estimated Tax'),
  { voucher_id: 'STATE-BD', name: 'State Balance Due', quarter: null, due: { month: 4, day: 15, year_offset: 1 } },
  ...quarters('STATE-ES', 'State Estimated Tax'),
  { voucher_id: 'OTHER', name: 'Other payment', quarter: null, due: { month: 4, day: 15, year_offset: 1 } },
];
export const voucherDefinition = (voucherId: string) => voucherDefinitions.find((v) => v.voucher_id === voucherId);

/** 'YYYY-MM-DD': the voucher's usual due date for a tax year. */
export function voucherDueDate(def: Pick<VoucherDefinition, 'due'>, taxYear: number): string {
  const y = taxYear + def.due.year_offset;
  return `${y}-${String(def.due.month).padStart(2, '0')}-${String(def.due.day).padStart(2, '0')}`;
}

/** FA §4.1 signature summary. */
export function signatureSummary(total: number, signed: number): string {
  if (total === 0) return taxReturnAdminText.noSignatures;
  if (signed >= total) return taxReturnAdminText.allSigned;
  return `${signed}/${total} signed`;
}

/** FA §4.1 payments summary. */
export function paymentSummary(total: number, paid: number): string {
  if (total === 0) return taxReturnAdminText.noPayments;
  if (paid >= total) return taxReturnAdminText.allPaid;
  return `${total - paid} payment(s) still needed`;
}

/** The reminder toggle is disabled once every form is signed and every payment made (FA §4.1). */
export const reminderLocked = (r: { all_signed: boolean; all_paid: boolean }) => r.all_signed && r.all_paid;

/** FA §9. */
export const defaultDocumentsPath = (year: number) => `/${year}/Tax Return`;
export const defaultDocumentsSubject = (year: number) =>
  `Your ${year} tax return is now accessible in Documents Portal.`;
export const defaultDocumentsMessage =
  'Your tax return has been added to your documents. You can view and download it at any time.';
/** The firm preferences that hold saved defaults (FA §3.4). */
export const documentsDefaultsPreferences = {
  path: 'tax_return_send_to_documents_path',
  subject: 'send_tax_return_to_documents_default_subject',
  message: 'send_tax_return_to_documents_default_message',
} as const;
/** '{year}' in a saved path or subject reads the return's tax year. */
export const fillYear = (text: string, year: number) =>
  text.replaceAll('{year}', String(year)).replaceAll('{tax_year}', String(year));

/** The sorts of the table (FA §2.6: every column but select and actions). */
export const taxReturnSortFields = [
  'updated_at',
  'company_name',
  'tax_year',
  'tax_return_name',
  'current_status',
  'signatures',
  'payments',
  'last_signed_at',
  'last_reminder_sent_at',
  'assigned_advisor',
  'reminder_disabled',
  'identity_verification_status',
] as const;
export type TaxReturnSortField = (typeof taxReturnSortFields)[number];

/** Signatures are drawn (a PNG data URL) or typed; a drawn one is at most this many characters. */
export const maxSignatureImage = 200_000;
export const maxTypedSignature = 100;
export const maxVoucherAmount = 100_000_000;
export const maxFormsPerReturn = 50;
export const maxVouchersPerReturn = 50;
export const maxSubject = 200;
export const maxMessage = 5000;

/** FA §5.8, §8.4, and the API's refusals. */
export const taxReturnAdminText = {
  sendTaxReturn: 'Send Tax Return',
  noneFound: 'No tax returns were found',
  resetFilters: 'Reset filters',
  stillProcessing:
    'The tax return is still processing. It may take up to a few minutes, depending on the size of the return.',
  invalidFiles:
    'We were unable to process some of uploaded files as they appear to be INVALID. Kindly check those files and try uploading them again.',
  passwordProtected: 'This PDF is password-protected. Remove the password and upload it again.',
  notAPdf: 'A tax return must be a PDF file.',
  tooLarge: 'The file must be at most 150 MB.',
  oneEntity: 'Please select one entity',
  fileRequired: 'Please select a file',
  taxYearRequired: 'Please select a tax year',
  amountPositive: 'Amount must be greater than 0',
  voucherAmountPositive: 'Voucher amount must be greater than 0',
  deleteConfirm: 'Are you sure you want to delete this tax return?',
  deleted: 'Tax return has been deleted',
  markedFinished: 'Tax return has been marked as finished',
  reminderUpdated: 'Reminder disabled updated',
  invoiceUpdated: 'Invoice paid status updated',
  remindersSent: 'Reminders sent successfully.',
  sentToDocuments: 'Sent to documents successfully',
  signatureUpdated: 'Signature status updated',
  allMarkedSigned: 'All signatures marked as signed',
  allSaved: 'All changes saved successfully',
  signatureUpdateFailed: 'Failed to update signature status',
  markAllFailed: 'Failed to mark all signatures as signed',
  saveFailed: 'Failed to save changes',
  updateFailed: 'Failed to update',
  noActivities: 'No related activities',
  noSignatures: 'No signatures requested.',
  allSigned: 'All signatures completed',
  noPayments: 'No tax payments requested.',
  allPaid: 'All tax payments completed',
  startClassification: 'Start Classification',
  replaceDraft: 'Replace Tax Return Draft',
  // The API's refusals (no spec wording).
  notClassifiable: 'This tax return cannot be classified now',
  cannotReplace: 'Only a draft whose changes were requested can be replaced',
  notSent: 'This tax return has not been sent for signature',
  alreadySigned: 'This signature has already been signed by the client',
  notYourSignature: 'This signature is not yours to sign',
  signatureNotFound: 'Signature not found',
  voucherNotFound: 'Payment voucher not found',
  formNotFound: 'Unknown form',
  unknownVoucher: 'Unknown payment voucher',
  pageOutOfRange: 'The page is not in the tax return',
  signerNotOwner: 'A signer must be an owner of the entity',
  remindersOff: 'Reminders are disabled for this tax return',
  nothingToRemind: 'Every signature is signed and every payment made',
  identityRequired: 'Please verify your identity before signing',
  signatureRequired: 'Please sign before submitting',
  identityOff: 'Identity verification is not enabled for this firm',
  verificationNotFound: 'Identity verification not found',
  deliveryOff: 'Tax return delivery is not enabled for this firm',
  readonlyEntity: 'This entity is read-only',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter a message',
  documentNameRequired: 'Please enter a document name',
  pathRequired: 'Please enter a path',
  invalidPath: 'Please enter a folder path such as /2025/Tax Return',
  invalidName: 'The document name cannot contain / or \\',
  cannotFinish: 'Only a tax return that was sent can be marked as finished',
  badStatus: 'This status cannot be set here',
  changedMeanwhile: 'This tax return changed meanwhile. Reload it and try again.',
  sent: 'Tax return has been sent',
  markedCompleted: 'Tax return has been marked as completed',
  uploaded: 'Tax return uploaded',
  replaced: 'Tax return replaced',
  signed: 'Signature saved',
  voucherUpdated: 'Payment voucher updated',
  identityUpdated: 'Identity verification updated',
  noFileYet: 'This tax return has no file yet',
  // Upload later (FA §2.6, §5.8): the date a new file for the return is promised by.
  uploadLaterNotAllowed: 'Only a tax return waiting for a new file can be uploaded later',
  uploadLaterSaved: 'Upload later date saved',
  uploadLaterCleared: 'Upload later date removed',
  // The signer's code check (FA §2.6 2FA code entry, §5.8, QD §8 verification codes).
  codeSent: (phone: string) => `A verification code was texted to ${phone}`,
  noSignerPhone: 'Add the signer’s phone number first',
  signerRequired: 'Please choose a signer',
  codeRequired: 'Please enter the code',
  codeTooSoon: 'Please wait a minute before sending another code',
  codeInvalid: 'Invalid or expired verification code',
  codeTooManyAttempts: 'Too many incorrect attempts',
  codeVerified: 'Phone number verified',
} as const;

/** The signer's code check: codes live this long, this many wrong tries end one, and a new one waits this long. */
export const signerCodeRules = { lifetimeSeconds: 600, maxAttempts: 5, resendAfterSeconds: 60, length: 6 } as const;
