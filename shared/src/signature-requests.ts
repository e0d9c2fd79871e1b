/**
 * Signature requests (FA §2.7, §3.6, §4.3, §5.8, §8.4): a document the firm uploads for an entity's owners to sign in
 * the browser. The statuses, who may do what in which status, and the texts the table, the review and the API share.
 */
export const signatureRequestStatuses = [
  'sending',
  'sent',
  'signed',
  'completed',
  'error',
  'processing',
  'action_required',
] as const;
export type SignatureRequestStatus = (typeof signatureRequestStatuses)[number];

export const signatureRequestStatusLabel: Record<SignatureRequestStatus, string> = {
  sending: 'Sending',
  sent: 'Sent',
  signed: 'Signed',
  completed: 'Completed',
  error: 'Error',
  processing: 'Processing',
  action_required: 'Action Required',
};

/** A processing request cannot be opened (FA §4.3). */
export const signatureRequestStillProcessing = (status: string) => status === 'processing' || status === 'sending';
/** The owners sign while it is sent (or partly signed: 'signed' is set once every signer signed). */
export const signable = (status: string) => status === 'sent';

/** FA §9: signed requests are filed in the entity's documents under this folder. */
export const signatureRequestsFolder = '/Signature Requests';

export const signatureRequestPageSizes = [10, 20, 50] as const;

export const signatureRequestText = {
  stillProcessing: 'The signature request is still processing. Please wait for a few seconds.',
  noneFound: 'No signature request found',
  send: 'Send',
  uploadTitle: 'Upload Signature Request',
  deleted: 'Signature request has been deleted',
  markedCompleted: 'Signature request has been marked as completed',
  signatureUpdated: 'Signature status updated',
  signatureUpdateFailed: 'Failed to update signature status',
  oneEntity: 'Please select one entity',
  fileRequired: 'Please select a file',
  taxYearRequired: 'Please select a tax year',
  invalidFiles:
    'We were unable to process some of uploaded files as they appear to be INVALID. Kindly check those files and try uploading them again.',
  passwordProtected: 'This PDF is password-protected. Remove the password and upload it again.',
  notAPdf: 'A signature request must be a PDF file.',
  tooLarge: 'The file must be at most 150 MB.',
  // The API's refusals (no spec wording).
  notFound: 'Signature request not found',
  notSignable: 'This signature request is not waiting for signatures',
  notASigner: 'You are not asked to sign this document',
  alreadySigned: 'You have already signed this document',
  clientSigned: 'The client has already signed',
  cannotComplete: 'Only a signature request that was sent can be marked as completed',
  badStatus: 'This status cannot be set here',
  noSignedDocument: 'Nobody has signed this document yet',
  signatureRequired: 'Please sign before submitting',
  requestsOff: 'Signature requests are not enabled for this firm',
} as const;
