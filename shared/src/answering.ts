/**
 * Answering a questionnaire (QD §3 Question, Note, Signature; §4 Question status, Answer states, Signatures,
 * Submission, Deposit; §5 Answers, Contact confirmation; §8; §9): the spec's messages, the answer markers, the
 * ids the answering calls name, and the rules the API enforces and the screens show. Pure and zod-free: the SPA
 * imports it at runtime, callers pass the clock.
 */

/** Several values in one answer (a multiple's choices, an upload's document locations) are joined by this. */
export const answerSeparator = '\n';

/** QD §3 special answer markers: an answer that is one of these is a state, not a value. */
export const answerMarkers = {
  notApplicable: 'Not Applicable',
  providedElsewhere: 'Provided Elsewhere',
  markedCompleted: 'Marked Completed',
  markedNotNeeded: 'Marked Not Needed',
} as const;
export type AnswerMarker = (typeof answerMarkers)[keyof typeof answerMarkers];
const markerValues = new Set<string>(Object.values(answerMarkers));
export const isAnswerMarker = (answer: string | null | undefined): answer is AnswerMarker =>
  typeof answer === 'string' && markerValues.has(answer);

/** A question's values: a multiple's choices or an upload's locations; nothing for a marker or no answer. */
export function splitAnswer(answer: string | null | undefined): string[] {
  if (!answer || isAnswerMarker(answer)) return [];
  return answer
    .split(answerSeparator)
    .map((v) => v.trim())
    .filter(Boolean);
}

export const joinAnswer = (values: readonly string[]): string => values.join(answerSeparator);

// ---------------------------------------------------------------------------------------------- ids

/**
 * The answering calls name a question (answer_question's id, add_comment's questionId, remove_entry's
 * questionnaireQuestionId) or a signature (sign_agreement's signature_id) without its questionnaire, so the ids
 * the API shows carry it: '{questionnaireId}.{questionId}' and '{questionnaireId}.{sectionId}.{userId}'. Neither
 * kind of id has a '.' of its own.
 */
const idPart = /^[A-Za-z0-9_-]{1,64}$/;

export const questionRef = (questionnaireId: string, questionId: string): string => `${questionnaireId}.${questionId}`;

export function parseQuestionRef(ref: string): { questionnaireId: string; questionId: string } | null {
  const parts = ref.split('.');
  if (parts.length !== 2 || !parts.every((p) => idPart.test(p))) return null;
  return { questionnaireId: parts[0]!, questionId: parts[1]! };
}

/**
 * QD §4, §5 Uploads: a questionnaire's additional attachments, the documents a client adds beyond its questions, are
 * one more answer of the questionnaire under this reserved id (named by questionRef(questionnaireId,
 * additionalAttachmentsId)): an optional upload item outside the content, its answer the documents' locations, never
 * counted in progress. No content question may take this id.
 */
export const additionalAttachmentsId = '_attachments';

/** A cell of an entries question's entry (bulk entry answers): '{questionnaireId}.{columnId}.{entryNumber}'. */
export const entryCellRef = (questionnaireId: string, columnId: string, entryNumber: number): string =>
  `${questionnaireId}.${columnId}.${entryNumber}`;

export function parseEntryCellRef(
  ref: string,
): { questionnaireId: string; columnId: string; entryNumber: number } | null {
  const parts = ref.split('.');
  if (parts.length !== 3 || !idPart.test(parts[0]!) || !idPart.test(parts[1]!) || !/^[1-9]\d{0,5}$/.test(parts[2]!))
    return null;
  return { questionnaireId: parts[0]!, columnId: parts[1]!, entryNumber: Number(parts[2]) };
}

export const signatureRef = (questionnaireId: string, sectionId: string, userId: string): string =>
  `${questionnaireId}.${sectionId}.${userId}`;

export function parseSignatureRef(ref: string): { questionnaireId: string; sectionId: string; userId: string } | null {
  const parts = ref.split('.');
  if (parts.length !== 3 || !parts.every((p) => idPart.test(p))) return null;
  return { questionnaireId: parts[0]!, sectionId: parts[1]!, userId: parts[2]! };
}

// ---------------------------------------------------------------------------------------------- status

export type QuestionStatus = 'completed' | 'pending' | 'incomplete' | 'error';

/**
 * QD §4 Question status: completed when answered (not '0'; a marker such as N/A or the firm's Marked Completed or
 * Marked Not Needed counts); pending when answer_by is set (answer later, upload later); otherwise incomplete.
 */
export function questionStatus(a: { answer?: string | null; answer_by?: string | null }): QuestionStatus {
  const answer = a.answer?.trim() ?? '';
  if (answer && answer !== '0') return 'completed';
  if (a.answer_by) return 'pending';
  return 'incomplete';
}

/**
 * QD §4: a follow-up shows only when its parent's answer (a multiple's values split) matches the trigger.
 * Matching ignores case and surrounding spaces ('Yes' shows a follow-up triggered by 'yes').
 */
export function followUpShown(parentAnswer: string | null | undefined, trigger: string | null | undefined): boolean {
  if (!trigger || !parentAnswer || isAnswerMarker(parentAnswer)) return false;
  const want = trigger.trim().toLowerCase();
  return parentAnswer.split(answerSeparator).some((v) => v.trim().toLowerCase() === want);
}

/** QD §4 Blocked questions: required (not optional) and not dealt with (neither answered nor put off). */
export const isBlocked = (q: { optional: boolean; status: QuestionStatus }): boolean =>
  !q.optional && (q.status === 'incomplete' || q.status === 'error');

/** QD §2: numbering nests three levels: 1., 1.1, 1.1.1. */
export function questionNumber(path: readonly number[]): string {
  return path.length === 1 ? `${path[0]}.` : path.join('.');
}

// ---------------------------------------------------------------------------------------------- answer later

/** QD §5: answer later and upload later default to 7 days ahead. */
export const answerLaterDefaultDays = 7;

/** A YYYY-MM-DD date N days after another. */
export function datePlusDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** QD §5: a later date starts 7 days ahead; the earliest is tomorrow. */
export const defaultLaterDate = (today: string) => datePlusDays(today, answerLaterDefaultDays);
export const earliestLaterDate = (today: string) => datePlusDays(today, 1);

export const isIsoDate = (v: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && datePlusDays(v, 0) === v;

/**
 * QD §5 Answers: an answer-later (or upload-later) date must be after today, in the current year and before the
 * due date. The message names the rule it breaks, in the spec's words; null when the date is fine.
 */
export function answerLaterProblem(
  date: string,
  today: string,
  dueDate: string | null | undefined,
  kind: 'answer' | 'upload' = 'answer',
): string | null {
  const t = kind === 'answer' ? answeringText.answerLater : answeringText.uploadLater;
  if (!isIsoDate(date) || date <= today) return t.future;
  if (date.slice(0, 4) !== today.slice(0, 4)) return t.currentYear;
  if (dueDate && date >= dueDate) return t.beforeDue(formatDueDate(dueDate));
  return null;
}

/** The due date as the messages show it: 'MMM D, YYYY'. */
export function formatDueDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1];
  return `${month} ${d}, ${y}`;
}

/** QD §4: past the due date, Answer Later and Upload Later are off. */
export const pastDue = (today: string, dueDate: string | null | undefined): boolean =>
  Boolean(dueDate && today > dueDate);

// ---------------------------------------------------------------------------------------------- contact

/** QD §5 Contact confirmation: local part, @, domain, a TLD of at least 2 letters. */
export const contactEmailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

// ---------------------------------------------------------------------------------------------- texts

export const answeringText = {
  // QD §8 errors
  clientSaveFailed: 'Client answer couldn’t be saved at this time. Please refresh and retry. Our team was notified.',
  saveFailed: 'Your answer couldn’t be saved at this time. Please refresh and retry. Our team was notified.',
  failedToLoad: 'Failed to load questionnaire',
  somethingWrong: 'Something went wrong.',
  // QD §2 read-only banners
  readOnlyUser:
    'This account is read-only. If you need to upload documents or answer questionnaires, please send us an email.',
  readOnlyEntity:
    'This entity is read-only. If you need to upload documents or answer questionnaires, please send us an email.',
  // QD §4
  locked: 'Questionnaire is locked',
  pastDue: 'Questionnaire is past the due date.',
  answerLater: {
    future: 'Answer later date must be in the future',
    currentYear: 'Answer later date must be in the current year',
    beforeDue: (date: string) => `Answer later date must be before the due date: ${date}`,
  },
  uploadLater: {
    future: 'Upload later date must be in the future',
    currentYear: 'Upload later date must be in the current year',
    beforeDue: (date: string) => `Upload later date must be before the due date: ${date}`,
  },
  alreadyInQuestionnaire: (name: string) =>
    `${name} has already been uploaded in this questionnaire. It will not be uploaded again.`,
  chooseDocumentOption: 'Please choose which document this is',
  priorYearPill: (year: number | null) => (year ? `You had this in ${year}` : 'You had this last year'),
  signatureRequired: 'Please type your signature',
  signatureNotRequired: 'Your signature isn’t required',
  hasNotSigned: (name: string) => `${name} has not signed yet`,
  smsNeedsPhone: 'You must have a phone number to receive SMS notifications.',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  depositOutstanding: 'Please pay the deposit before agreeing',
  agreementRequired: 'Please agree before submitting',
  firstSectionRequired: 'Please complete the first section before continuing',
  // API refusals (the spec gives the rule, not the words)
  questionNotFound: 'Question not found',
  sectionNotFound: 'Section not found',
  signatureNotFound: 'Signature not found',
  noteNotFound: 'Note not found',
  entryNotFound: 'Entry not found',
  questionnaireNotFound: 'Questionnaire not found',
  readOnly: 'This account is read-only',
  entityReadOnly: 'This entity is read-only',
  isCompleted: 'This questionnaire is completed',
  tooLong: (max: number) => `Answer must be at most ${max} characters`,
  notAnOption: 'Answer must be one of the question’s options',
  invalidDate: 'Answer must be a date (YYYY-MM-DD)',
  invalidBoolean: 'Answer must be Yes or No',
  notUploadQuestion: 'Only upload questions can be provided elsewhere or uploaded later',
  notEntriesQuestion: 'This question does not take entries',
  answerLaterDisabled: 'This question cannot be answered later',
  notApplicableDisabled: 'This question cannot be marked not applicable',
  providedElsewhereDisabled: 'Provided elsewhere is turned off by your firm',
  staffOnly: 'Only your firm can do this',
  entriesOnly: 'Answer this question with entries',
  notAColumn: 'The entries of this question have no such column',
  duplicateEntry: 'Each entry can be saved only once',
  alreadyAnswered: 'This question is already answered',
  documentNotFound: 'Document not found',
  notYourNote: 'You can only delete your own notes',
  customSectionOnly: 'Only your firm can mark this section completed',
  signatureEmpty: 'Signature is required',
  alreadySigned: 'This signature is already signed',
  notYourSignature: 'You can only sign for yourself',
  letterSigned: 'The engagement letter cannot be changed after it is signed',
  noDeposit: 'This questionnaire has no deposit',
  depositPaid: 'The deposit is already paid',
  paymentsNotConnected: 'Your firm does not take card payments yet',
  checkoutNotFound: 'Checkout session not found',
  paymentsUnavailable: 'The payment service is not available right now. Please try again in a few minutes.',
  depositNotPaidYet: 'The deposit has not been paid yet',
  notYourContact: 'You can only confirm your own contact information',
  phoneDigits: 'Phone number must be 10 digits',
  phoneNeededToSignIn: 'You sign in with a code sent to your phone, so your phone number cannot be removed',
  contactEmailTaken: 'This email is already used by another account',
  documentLinkRequired: 'Please name a document link or an upload question',
  notSubmittable: 'Please complete every required question before submitting',
  alreadySubmitted: 'This questionnaire was already submitted',
  dropOffExpired: 'This link has expired',
  attachmentsTakeDocuments: 'Additional attachments take documents only',
  // QD §4: the additional attachments' own name
  additionalAttachments: 'Additional attachments',
  // QD §8 successes
  markedNotApplicable: 'Document marked as not applicable',
  markedCompletedDoc: 'Document marked as completed',
  markedProvidedElsewhere: 'Document marked as provided elsewhere',
  undone: 'Undo was successful',
  deletedOk: 'Deleted successfully',
  signatureNotNeeded: 'Signature marked as not needed',
  signatureRemoved: 'Signature removed',
  letterUpdated: 'Engagement letter updated',
  noteAdded: 'Note added successfully',
  noteDeleted: 'Note deleted successfully',
  questionMarkedCompleted: 'Question marked as completed',
  undoMarkedCompleted: 'Undo Marked Completed was successful',
  documentRemoved: 'Document removed successfully',
  documentsUploaded: 'Document(s) uploaded successfully',
  saved: 'Saved',
  submitted: 'Questionnaire submitted successfully',
  signed: 'Signed successfully',
  depositPaidOk: 'Deposit paid successfully',
  contactConfirmed: 'Contact information confirmed successfully',
  profileUpdated: 'Profile marked as updated',
} as const;
