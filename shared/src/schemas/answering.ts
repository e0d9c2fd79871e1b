/**
 * The answering calls (QD §7 Questionnaires: answers, entries, sections, notes, signatures, deposit, submit,
 * contact) and the answered questionnaire they answer with (QD §3). Inputs use the spec's field names, camelCase
 * where the spec writes camelCase. Question and signature ids are the refs of ../answering.ts.
 */
import * as z from 'zod';
import { Id } from './common';
import { ContentSection, questionTypes, maxAnswerCharacters } from './questionnaire-content';
import { CollectRow } from './questionnaires-staff';
import { answeringText, contactEmailPattern, isIsoDate, parseQuestionRef, parseSignatureRef } from '../answering';
import { extractedSources, extractedStatuses } from '../extracted-documents';

const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'Must be true or false' })
  .transform((v) => v === true || v === 'true' || v === '1');

/**
 * A field of a call whose path names the questionnaire or question: optional here, so an id that is not the
 * caller's answers 404 before anything else is looked at (as every path id does); the handler then refuses a
 * missing one it needs with 400. An entity id, when given, must be the questionnaire's.
 */
const Later = <T extends z.ZodType>(schema: T) => schema.optional();

/** A question as the answering calls name it: '{questionnaireId}.{questionId}'. */
export const QuestionRef = z
  .string({ error: answeringText.questionNotFound })
  .trim()
  .refine((v) => parseQuestionRef(v) !== null, { error: answeringText.questionNotFound });

export const SignatureRef = z
  .string({ error: answeringText.signatureNotFound })
  .trim()
  .refine((v) => parseSignatureRef(v) !== null, { error: answeringText.signatureNotFound });

/** An answer's text: the question's own number_of_characters is checked by the API against the question. */
const AnswerText = z
  .string({ error: 'Answer must be text' })
  .max(maxAnswerCharacters * 4, answeringText.tooLong(maxAnswerCharacters * 4));

const AnswerBy = z
  .string()
  .trim()
  .refine((v) => v === '' || isIsoDate(v), { error: answeringText.answerLater.future })
  .nullish();

// ---------------------------------------------------------------------------------------------- answers

/** POST /questionnaires/answer_question. answer null (or '') clears; answer_by puts it off until that date. */
export const AnswerQuestionInput = z.object({
  id: QuestionRef,
  company_id: Id,
  answer: AnswerText.nullish(),
  answer_by: AnswerBy,
  /** A document dragged here from another question: it leaves that question's answer. */
  id_of_doc_moved_by_user: Id.nullish(),
});

/** Save bulk entry answers (path not shown): each cell of an entry is a question ref of the entries' column. */
export const BulkEntryAnswersInput = z.object({
  questionnaireId: Id,
  companyId: Id,
  questions: z
    .array(z.object({ id: z.string().trim().min(1).max(200), answer: AnswerText.nullish(), answer_by: AnswerBy }))
    .min(1)
    .max(200),
});

export const AddEntryInput = z.object({ companyId: Id, questionnaireQuestionId: QuestionRef });

/** POST /questionnaires/{id}/save_entries: id is the entries question's ref; every entry's cells by column id. */
export const SaveEntriesInput = z.object({
  // The path's id: one that names no question of the caller's is a 404 (the handler parses it), not a 400.
  id: z.string().trim().min(1).max(200),
  companyId: Later(Id),
  entries: z
    .array(
      z.object({
        entry_number: z.coerce.number().int().min(1).max(100000).optional(),
        answers: z.record(Id, AnswerText),
      }),
    )
    .max(200)
    .optional(),
});

export const RemoveEntryInput = z.object({
  companyId: Id,
  questionnaireQuestionId: QuestionRef,
  entryNumber: z.coerce.number().int().min(1).max(100000),
});

// ---------------------------------------------------------------------------------------------- sections

/** POST /questionnaires/save_section: the section the client is on (the questionnaire's status). */
export const SaveSectionInput = z.object({ company_id: Id, questionnaire_id: Id, section_id: Id });

/** Mark a section completed (path not shown): POST /questionnaires/{id}/mark_section_completed, id the questionnaire. */
export const MarkSectionCompletedInput = z.object({
  id: Id,
  companyId: Later(Id),
  setId: Later(Id),
  markedCompleted: Later(Flag),
});

// ---------------------------------------------------------------------------------------------- notes

export const AddCommentInput = z.object({
  questionId: QuestionRef,
  companyId: Id,
  text: z
    .string({ error: 'Note is required' })
    .trim()
    .min(1, 'Note is required')
    .max(5000, 'Note must be at most 5000 characters'),
  /** The spec's screens send the author; the API takes the caller's own id and ignores any other. */
  userId: Id.nullish(),
});

export const ToggleCommentInput = z.object({ noteId: Id, companyId: Id, questionId: QuestionRef });

// ---------------------------------------------------------------------------------------------- signatures

export const SignAgreementInput = z.object({
  signature_id: SignatureRef,
  signature: z.string({ error: answeringText.signatureEmpty }).trim().min(1, answeringText.signatureEmpty).max(200),
  client_time: z.string().trim().max(100).nullish(),
  user_agent: z.string().max(1000).nullish(),
});

export const SignatureInput = z.object({ signature_id: SignatureRef });

/** Mark a signature not needed (path not shown): POST /questionnaires/mark_signature_not_needed; undo with false. */
export const SignatureNotNeededInput = z.object({ signature_id: SignatureRef, not_needed: Flag.default(true) });

/** Update engagement letter (path not shown): POST /questionnaires/{id}/update_engagement_letter, id the questionnaire. */
export const UpdateEngagementLetterInput = z.object({
  id: Id,
  company_id: Later(Id),
  section_id: Later(Id),
  customElement: Later(z.string().max(100000, 'The engagement letter must be at most 100,000 characters')),
});

// ---------------------------------------------------------------------------------------------- deposit, submit

export const QuestionnaireOfCompany = z.object({ questionnaire_id: Id, company_id: Id });
export const CheckoutAnswer = z.object({ checkout_url: z.string() });
export const VerifyCheckoutInput = QuestionnaireOfCompany.extend({ session_id: z.string().trim().min(1).max(300) });
export const VerifyCheckoutAnswer = z.object({ deposit_status: z.string(), message: z.string() });

export const SubmitInput = z.object({ id: Id, questionnaireId: Id.optional(), companyId: Later(Id) });
export const SubmitAnswer = z.object({
  message: z.string(),
  /** QD §4 Submission: the client's next open questionnaire, when there is one. */
  next_questionnaire: z.object({ questionnaire_id: z.string(), name: z.string(), hash_id: z.string() }).nullable(),
});

export const MarkProfileUpdatedInput = z.object({ id: Id, company_id: Later(Id) });

/** Confirm contact info (path not shown): POST /questionnaires/confirm_contact_info. */
export const ConfirmContactInput = z.object({
  questionnaireId: Id,
  companyId: Id,
  userId: Id.nullish(),
  email: z
    .string({ error: answeringText.emailRequired })
    .trim()
    .min(1, answeringText.emailRequired)
    .max(254, answeringText.invalidEmail)
    .regex(contactEmailPattern, answeringText.invalidEmail),
  preferred_contact_method: z.enum(['email', 'sms', 'both']).default('email'),
  phoneNumber: z.string().trim().max(20).nullish(),
  street: z.string().trim().max(200).nullish(),
  zip: z.string().trim().max(20).nullish(),
  city: z.string().trim().max(100).nullish(),
  state: z.string().trim().max(100).nullish(),
  country: z.string().trim().max(100).nullish(),
});

/** POST /users/download_user_document: a document an upload question's answer names. */
export const DownloadUserDocumentInput = z.object({
  company_id: Id,
  link: z.string().trim().min(1).max(2000).optional(),
  question_id: QuestionRef.optional(),
});
export const DocumentLinkAnswer = z.object({ link: z.string() });

export const MessageAnswer = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------- the answered view

export const Note = z.object({
  id: z.string(),
  /** 'author: body' (QD §3). */
  text: z.string(),
  removed: z.boolean(),
  from_firm_user: z.boolean(),
  user_id: z.string(),
  created_at: z.string(),
});

export const Signature = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  section_id: z.string(),
  /** The typed signature, or null until signed. */
  signature: z.string().nullable(),
  state: z.enum(['unsigned', 'signed', 'not_needed']),
  signed_at: z.string().nullable(),
  client_time: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});

export const Entry = z.object({ entry_number: z.number().int(), answers: z.record(z.string(), z.string()) });

/**
 * QD §3 Question extracted_documents: what recognition made of one document the upload answer names (the document
 * by id, so a screen can show the status on that document's chip). An upload that was split is listed with its own
 * status: its pieces are the review's, not the answer's.
 */
export const QuestionExtraction = z.object({
  document_id: z.string(),
  source: z.enum(extractedSources),
  status: z.enum(extractedStatuses),
});
export type QuestionExtraction = z.infer<typeof QuestionExtraction>;

export interface AnsweredQuestion {
  /** The question's ref ('{questionnaireId}.{questionId}'). */
  id: string;
  content_id: string;
  section_id: string;
  text: string;
  question_type: (typeof questionTypes)[number];
  options: string[];
  optional: boolean;
  order: number;
  number_of_characters: number | null;
  disable_answer_later: boolean;
  disable_not_applicable: boolean;
  follow_up_question_id: string | null;
  trigger_for_follow_up_question: string | null;
  /** '1.', '1.1', '1.1.1' */
  number: string;
  /** Shown: a section's own question, or a follow-up whose parent's answer matches its trigger. */
  triggered: boolean;
  answer: string | null;
  answer_by: string | null;
  answered_by_firm: boolean;
  status: 'completed' | 'pending' | 'incomplete' | 'error';
  filtered_questionnaire_comments: z.infer<typeof Note>[];
  entries: z.infer<typeof Entry>[];
  prior_year_value: string | null;
  uploaded_last_year: boolean;
  /** An upload question's documents that have an extracted document, in the answer's order (none on others). */
  extracted_documents?: QuestionExtraction[];
  questions: AnsweredQuestion[];
}

export const AnsweredQuestion: z.ZodType<AnsweredQuestion> = z.lazy(() =>
  z.object({
    id: z.string(),
    content_id: z.string(),
    section_id: z.string(),
    text: z.string(),
    question_type: z.enum(questionTypes),
    options: z.array(z.string()),
    optional: z.boolean(),
    order: z.number(),
    number_of_characters: z.number().nullable(),
    disable_answer_later: z.boolean(),
    disable_not_applicable: z.boolean(),
    follow_up_question_id: z.string().nullable(),
    trigger_for_follow_up_question: z.string().nullable(),
    number: z.string(),
    triggered: z.boolean(),
    answer: z.string().nullable(),
    answer_by: z.string().nullable(),
    answered_by_firm: z.boolean(),
    status: z.enum(['completed', 'pending', 'incomplete', 'error']),
    filtered_questionnaire_comments: z.array(Note),
    entries: z.array(Entry),
    prior_year_value: z.string().nullable(),
    uploaded_last_year: z.boolean(),
    extracted_documents: z.array(QuestionExtraction).optional(),
    questions: z.array(AnsweredQuestion),
  }),
) as z.ZodType<AnsweredQuestion>;

export const AnsweredSection = ContentSection.omit({ questionnaire_questions: true }).extend({
  triggered: z.boolean(),
  marked_completed: z.boolean(),
  status: z.enum(['completed', 'pending', 'incomplete', 'error']),
  completed_count: z.number().int(),
  total_count: z.number().int(),
  /** An agreement section's letter is signed by someone: staff can no longer edit it. */
  letter_signed: z.boolean(),
  engagement_signatures: z.array(Signature),
  questionnaire_questions: z.array(AnsweredQuestion),
});
export type AnsweredSection = z.infer<typeof AnsweredSection>;

/** What the answering screens need beyond the content: who may change what, and the firm's switches. */
export const AnsweringContext = z.object({
  /** The caller is staff (admin-preview) or the entity's client. */
  viewer: z.enum(['client', 'staff']),
  user_readonly: z.boolean(),
  entity_readonly: z.boolean(),
  /** The firm's switches the screens follow (QD §3 Firm preferences used here). */
  first_section_required: z.boolean(),
  disable_provided_elsewhere: z.boolean(),
  require_one_signature_per_section: z.boolean(),
  hide_document_uploads_within_sections: z.boolean(),
  hide_signature_print_option: z.boolean(),
  /** Where the questionnaire's uploads go, '{year}' filled in. */
  upload_path: z.string(),
  /** Today in the firm's time zone (answer-later checks), YYYY-MM-DD. */
  today: z.string(),
  deposit_checkout_available: z.boolean(),
  contact_confirmed_at: z.string().nullable(),
  profile_updated_at: z.string().nullable(),
});

/** The questionnaire with its answers, notes, section states and signatures: the answering page and the preview. */
export const AnsweredQuestionnaire = CollectRow.extend({
  sections: z.array(AnsweredSection),
  reminder_email_subject: z.string().nullable(),
  reminder_email_message: z.string().nullable(),
  reminder_in_app_message: z.string().nullable(),
  reminder_sms_message: z.string().nullable(),
  earliest_remind_date: z.string().nullable(),
  relevant_questionnaire_id: z.string().nullable(),
  parent_entity_relevant_questionnaire_statuses: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      company_id: z.string(),
      company_name: z.string(),
      completed: z.boolean(),
    }),
  ),
  update_profile_section: z.boolean(),
  disclaimer: z.string().nullable(),
  /**
   * QD §4, §5 Uploads: the additional attachments, as an optional upload question outside the content: id is its
   * ref ('{questionnaireId}._attachments', answered with answer_question like an upload question, markers and
   * answer_by refused), content_id the reserved id, answer the documents' locations joined by the separator.
   * section_id is the section that shows it (the document checklist, else the last question section; '' when none
   * does); number is ''. Never counted in any section's counter nor in progress.
   */
  additional_attachments: AnsweredQuestion,
  /**
   * QD §3: a document split from one of its uploads is Processed (needs Review) (review_required or
   * identify_succeeded), so staff have a split to review.
   */
  has_split_documents_to_review: z.boolean().optional(),
  answering: AnsweringContext,
});
export type AnsweredQuestionnaire = z.infer<typeof AnsweredQuestionnaire>;

/** GET /questionnaires/get_questionnaire: the answering page's and the advisor preview's questionnaire. */
export const QuestionnaireAnswer = z.object({ questionnaire: AnsweredQuestionnaire });

/** What a change answers: the questionnaire as it is now, so the screen shows the server's truth. */
export const AnsweringResult = z.object({
  message: z.string(),
  questionnaire: AnsweredQuestionnaire,
  /** Bulk entry answers: the entries question after the change (QD §7 'may return parent_question'). */
  parent_question: AnsweredQuestion.optional(),
});
export type AnsweringResult = z.infer<typeof AnsweringResult>;
