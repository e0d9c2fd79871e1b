/**
 * What the cost and filing-season benches' firms are made of, written in-process straight into the local twins (the
 * environment of startBenchServices): an organizer as a firm sends it (income questions, an upload, the engagement
 * letter, review), each client (a person signing in with a password, their entity with that organizer sent) and the
 * bulk entities that fill the staff's lists. Each bench keeps its own wording of
 * the `moved` question and the letter: its figures were measured with them, and the content's size is in them.
 * The product's modules are imported when called, once the twins' environment is set.
 */
import { questionRef, signatureRef } from '@ledgerline/shared/answering';
import type { TemplateContent } from '@ledgerline/shared/schemas/questionnaire-content';

export interface ClientEntity {
  companyId: string;
  questionnaireId: string;
  /** The questions a session answers, as question refs. */
  refs: { wages: string; moved: string; notes: string; w2: string };
  /** The owner's own signature of the engagement letter. */
  signatureId: string;
}

/**
 * The organizer with the bench's own parts: what its yes/no question 'Did you move this year?' has besides (whether
 * it is optional, its follow-ups, as a template's JSON) and its letter's text.
 */
export async function organizerContent(moved: Record<string, unknown>, letter: string): Promise<TemplateContent> {
  const { TemplateContent } = await import('@ledgerline/shared/schemas/questionnaire-content');
  return TemplateContent.parse({
    sections: [
      {
        id: 'income',
        name: 'Income',
        section_type: 3,
        questionnaire_questions: [
          { id: 'w2', text: 'Please upload your W-2', question_type: 'upload', options: [], order: 1, questions: [] },
          { id: 'wages', text: 'What were your wages?', question_type: 'text', options: [], order: 2, questions: [] },
          { id: 'moved', text: 'Did you move this year?', question_type: 'boolean', options: [], order: 3, ...moved },
          { id: 'notes', text: 'Anything else?', question_type: 'text', options: [], optional: true, order: 4 },
        ],
      },
      { id: 'letter', name: 'Engagement Letter', section_type: 2, custom_element: letter },
      { id: 'review', name: 'Review and Submit', section_type: 4 },
    ],
  });
}

/**
 * Client number `n`, who signs in with a password (given here, or set by the bench afterwards) and is assigned to
 * `advisorId`.
 */
export async function createClientUser(
  firmId: string,
  c: { n: string; email: string; advisorId: string; password?: string },
) {
  const { createUser } = await import('@ledgerline/functions/platform/provision');
  return createUser(firmId, {
    email: c.email,
    fname: 'Casey',
    lname: `Client ${c.n}`,
    isAdvisor: false,
    preferredSignInMethod: 'password',
    assignedAdvisorId: c.advisorId,
    password: c.password,
  });
}

/** Client number `n`'s household entity, owned by `ownerId`, with the organizer sent for `taxYear`. */
export async function createClientEntity(
  firmId: string,
  c: { n: string; ownerId: string; taxYear: number; content: TemplateContent },
): Promise<ClientEntity> {
  const { createCompany } = await import('@ledgerline/functions/platform/provision');
  const { createQuestionnaire } = await import('@ledgerline/functions/questionnaires/store');
  const { askedCount } = await import('@ledgerline/functions/questionnaires/build');
  const { companyId } = await createCompany(firmId, {
    name: `Client ${c.n} Household`,
    entityType: 'Individual',
    ownerIds: [c.ownerId],
  });
  const q = await createQuestionnaire({
    firmId,
    companyId,
    name: `${c.taxYear} Tax Organizer`,
    tax_year: c.taxYear,
    due_date: '2099-04-15',
    sections: c.content.sections.map((s) => ({ id: s.id, name: s.name })),
    sent_at: new Date().toISOString(),
    content: c.content,
    content_version: 1,
    questions_total: askedCount(c.content.sections),
    questionnaire_type: 'template',
  });
  const ref = (id: string) => questionRef(q.questionnaireId, id);
  return {
    companyId,
    questionnaireId: q.questionnaireId,
    refs: { wages: ref('wages'), moved: ref('moved'), notes: ref('notes'), w2: ref('w2') },
    signatureId: signatureRef(q.questionnaireId, 'letter', c.ownerId),
  };
}

/** `count` more entities (with their clients), so the staff's lists read full pages. */
export async function loadBulkEntities(firmId: string, count: number): Promise<void> {
  if (count <= 0) return;
  const { loadBulkClients } = await import('@ledgerline/infra/local/bulk-clients');
  await loadBulkClients(firmId, { count, entity_type: 'Individual', name_prefix: 'Household' });
}
