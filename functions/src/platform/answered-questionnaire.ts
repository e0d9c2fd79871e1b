/**
 * Reads a questionnaire's answering parts (answers, notes, section states, signatures: one query each on its
 * partition) and makes the answered questionnaire the answering page and the staff preview show (QD §3), with the
 * context the screens follow: who is looking, what is read-only, the firm's switches, where uploads go; and what
 * recognition made of the documents its upload answers name.
 */
import type { Caller } from '@ledgerline/shared/access';
import { fullName } from '@ledgerline/shared/person-name';
import { todayIn } from '@ledgerline/shared/questionnaire-sending';
import type { AnsweredQuestionnaire, AnsweredSection } from '@ledgerline/shared/schemas/answering';
import type { ContentSection } from '@ledgerline/shared/schemas/questionnaire-content';
import { answeredAttachments } from './answered-attachments';
import { readAnsweredExtractions, uploadedDocumentIds, type AnsweredExtractions } from './answered-extractions';
import { emptyParts, answeredSections, extractedDocumentsOf, type AnsweringParts } from './answered-view';
import { ownerIdsOf } from './company-owners';
import { getItems } from './data/batch-get';
import type { CompanyItem } from './data/entities/company';
import type { FirmItem } from './data/entities/firm';
import type { QuestionnaireItem } from './data/entities/questionnaire';
import {
  QuestionnaireAnswer,
  QuestionnaireNote,
  QuestionnaireSectionState,
  QuestionnaireSignature,
} from './data/entities/questionnaire-answering';
import { User, type UserItem } from './data/entities/user';
import { firmFlagOn } from './firm-flags';
import { questionnaireDetail, type RelatedStatus } from './questionnaire-views';

/**
 * Strongly consistent: a change answers the questionnaire it just wrote (QD §4: the screen shows the server's
 * truth), and an eventually consistent query could miss that write.
 */
export async function readAnsweringParts(firmId: string, questionnaireId: string): Promise<AnsweringParts> {
  const key = { firmId, questionnaireId };
  const all = { pages: 'all', consistent: true } as const;
  const [answers, notes, sections, signatures] = await Promise.all([
    QuestionnaireAnswer.query.byQuestion(key).go(all),
    QuestionnaireNote.query.byQuestion(key).go(all),
    QuestionnaireSectionState.query.bySection(key).go(all),
    QuestionnaireSignature.query.bySigner(key).go(all),
  ]);
  const parts = emptyParts();
  for (const a of answers.data) parts.answers.set(a.questionId, a);
  parts.notes = notes.data;
  for (const s of sections.data) parts.sections.set(s.sectionId, s);
  parts.signatures = signatures.data;
  return parts;
}

export const contentSections = (q: QuestionnaireItem): ContentSection[] =>
  ((q.content as { sections?: ContentSection[] } | undefined)?.sections ?? []) as ContentSection[];

/**
 * Who signs an agreement section: every owner of the entity when the send asked for all owners' signatures,
 * otherwise its primary user (or its first owner).
 */
export async function signersOf(
  q: QuestionnaireItem,
  company: CompanyItem,
): Promise<{ userId: string; name: string }[]> {
  const owners = await ownerIdsOf(company);
  const ids = q.all_owner_signature_required
    ? owners
    : [
        company.primary_user_id && owners.includes(company.primary_user_id) ? company.primary_user_id : owners[0],
      ].filter((x): x is string => Boolean(x));
  if (ids.length === 0) return [];
  const users = await getItems(
    User,
    ids.map((userId) => ({ firmId: q.firmId, userId })),
  );
  const byId = new Map(users.map((u: UserItem) => [u.userId, u]));
  return ids.map((userId) => ({ userId, name: fullName(byId.get(userId)) || byId.get(userId)?.email || 'Client' }));
}

/** Where a questionnaire's uploads go: its document path with '{year}' filled in, or the tax year's folder. */
export function uploadPathOf(q: QuestionnaireItem): string {
  const path = q.document_path?.trim() || `/${q.tax_year}/Questionnaire Documents`;
  return path.replace(/\{year\}/g, String(q.tax_year));
}

export async function answeredSectionsOf(
  caller: Caller,
  q: QuestionnaireItem,
  company: CompanyItem,
  firm: FirmItem | null,
  parts?: AnsweringParts,
  /** Read beside the signers (one round trip for both); without it the questions show no extracted documents. */
  extractions?: Promise<AnsweredExtractions>,
): Promise<AnsweredSection[]> {
  const [p, signers, read] = await Promise.all([
    parts ?? readAnsweringParts(q.firmId, q.questionnaireId),
    contentSections(q).some((s) => s.section_type === 2) ? signersOf(q, company) : Promise.resolve([]),
    extractions,
  ]);
  return answeredSections(contentSections(q), p, {
    questionnaireId: q.questionnaireId,
    viewer: caller.isAdvisor ? 'staff' : 'client',
    signers,
    requireOneSignaturePerSection: firmFlagOn(firm, 'require_one_signature_per_section'),
    submitted: Boolean(q.submitted_at || q.completed),
    extractions: read?.byDocument,
  });
}

export async function answeredQuestionnaire(opts: {
  caller: Caller;
  q: QuestionnaireItem;
  company: CompanyItem;
  firm: FirmItem | null;
  primary: UserItem | null;
  related?: RelatedStatus[];
  parts?: AnsweringParts;
  now?: Date;
}): Promise<AnsweredQuestionnaire> {
  const { caller, q, company, firm } = opts;
  const parts = opts.parts ?? (await readAnsweringParts(q.firmId, q.questionnaireId));
  const reading = readAnsweredExtractions(
    q.firmId,
    q.companyId,
    uploadedDocumentIds(contentSections(q), parts.answers, q.companyId),
  );
  const sections = await answeredSectionsOf(caller, q, company, firm, parts, reading);
  const extractions = await reading;
  const stripe = (firm?.integrations as Record<string, unknown> | undefined)?.stripe;
  const attachments = answeredAttachments(q.questionnaireId, sections, parts);
  const detail = questionnaireDetail(
    q,
    company,
    opts.primary,
    opts.related ?? [],
    sections,
    { ...attachments, extracted_documents: extractedDocumentsOf(attachments.answer, extractions.byDocument) },
    {
      viewer: caller.isAdvisor ? 'staff' : 'client',
      user_readonly: !caller.isAdvisor && caller.readonly,
      entity_readonly: Boolean(company.readonly_access),
      first_section_required: firmFlagOn(firm, 'first_section_required'),
      disable_provided_elsewhere: firmFlagOn(firm, 'disable_provided_elsewhere'),
      require_one_signature_per_section: firmFlagOn(firm, 'require_one_signature_per_section'),
      hide_document_uploads_within_sections: firmFlagOn(firm, 'hide_document_uploads_within_sections'),
      hide_signature_print_option: firmFlagOn(firm, 'hide_signature_print_option'),
      upload_path: uploadPathOf(q),
      today: todayIn(opts.now ?? new Date(), firm?.time_zone),
      deposit_checkout_available: Boolean(q.deposit_amount) && typeof stripe === 'object' && stripe !== null,
      contact_confirmed_at: q.contact_confirmed_at ?? null,
      profile_updated_at: q.profile_updated_at ?? null,
    },
  );
  return { ...detail, has_split_documents_to_review: extractions.hasSplitDocumentsToReview };
}
