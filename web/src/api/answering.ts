/**
 * The answering calls (QD §7 Questionnaires: answers, entries, sections, notes, signatures, deposit, submit,
 * contact) and the answered questionnaire they answer with. Types come from the shared schemas (types only: no zod
 * in the bundle). Each change answers the questionnaire as it now is, which the page puts in its SWR cache.
 */
import type * as z from 'zod';
import type * as a from '@ledgerline/shared/schemas/answering';
import { answeringRoutes as r } from '@ledgerline/shared/routes/answering';
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { api, type CallOptions } from './client';

export type AnsweredQuestionnaire = z.infer<typeof a.AnsweredQuestionnaire>;
export type AnsweredSection = z.infer<typeof a.AnsweredSection>;
export type AnsweredQuestion = a.AnsweredQuestion;
export type AnsweringResult = z.infer<typeof a.AnsweringResult>;
export type QuestionNote = z.infer<typeof a.Note>;
export type SectionSignature = z.infer<typeof a.Signature>;
export type AnswerBody = z.input<typeof a.AnswerQuestionInput>;
export type ContactBody = z.input<typeof a.ConfirmContactInput>;

/** QD §2 Questionnaire modes: the client answering, staff previewing a client's questionnaire, or a template. */
export type AnsweringMode = 'client' | 'admin-preview' | 'admin-template';

/** Answer saves show their own message (QD §8 rolls back with it), so the client does not toast them. */
const quiet: CallOptions = { quiet: true };

export const answering = {
  get: (company_id: string, id: string) =>
    api.call(questionnaireRoutes.getQuestionnaire, { company_id, id }, { quiet: true }),
  answer: (body: AnswerBody) => api.call(r.answerQuestion, body, quiet),
  saveBulkEntryAnswers: (body: z.input<typeof a.BulkEntryAnswersInput>) =>
    api.call(r.saveBulkEntryAnswers, body, quiet),
  addEntry: (companyId: string, questionnaireQuestionId: string) =>
    api.call(r.addNewEntry, { companyId, questionnaireQuestionId }),
  saveEntries: (body: z.input<typeof a.SaveEntriesInput>) => api.call(r.saveEntries, body, quiet),
  removeEntry: (companyId: string, questionnaireQuestionId: string, entryNumber: number) =>
    api.call(r.removeEntry, { companyId, questionnaireQuestionId, entryNumber }),
  saveSection: (company_id: string, questionnaire_id: string, section_id: string) =>
    api.call(r.saveSection, { company_id, questionnaire_id, section_id }, { quiet: true }),
  markSectionCompleted: (id: string, companyId: string, setId: string, markedCompleted: boolean) =>
    api.call(r.markSectionCompleted, { id, companyId, setId, markedCompleted }),
  addNote: (questionId: string, companyId: string, text: string) =>
    api.call(r.addComment, { questionId, companyId, text }),
  removeNote: (noteId: string, companyId: string, questionId: string) =>
    api.call(r.toggleCommentRemoval, { noteId, companyId, questionId }),
  sign: (body: z.input<typeof a.SignAgreementInput>) => api.call(r.signAgreement, body),
  removeSignature: (signature_id: string) => api.call(r.removeSignature, { signature_id }),
  markSignatureNotNeeded: (signature_id: string, not_needed: boolean) =>
    api.call(r.markSignatureNotNeeded, { signature_id, not_needed }),
  updateEngagementLetter: (id: string, company_id: string, section_id: string, customElement: string) =>
    api.call(r.updateEngagementLetter, { id, company_id, section_id, customElement }),
  createCheckout: (questionnaire_id: string, company_id: string) =>
    api.call(r.createCheckoutSession, { questionnaire_id, company_id }),
  verifyCheckout: (questionnaire_id: string, company_id: string, session_id: string) =>
    api.call(r.verifyCheckoutSession, { questionnaire_id, company_id, session_id }),
  submit: (id: string, companyId: string) => api.call(r.submitQuestionnaire, { id, questionnaireId: id, companyId }),
  markProfileUpdated: (id: string, company_id: string) => api.call(r.markProfileUpdated, { id, company_id }),
  confirmContact: (body: ContactBody) => api.call(r.confirmContactInfo, body),
  documentLink: (company_id: string, link: string) => api.call(r.downloadUserDocument, { company_id, link }),
};
