/**
 * The cost bench's firm, written in-process straight into the local twins (the environment of startBenchServices):
 * a partner, `clients` clients who each own an entity with a sent organizer (a text question, an optional yes/no, an
 * upload question, an engagement letter to sign) and a conversation with the partner, and `bulk` more entities so the
 * staff lists read full pages. Lists read a page whatever the firm's size (keys designed for them), so a few hundred
 * entities show a list's cost as well as thousands would.
 */
import { questionRef, signatureRef } from '@ledgerline/shared/answering';

export const costPassword = 'Bench-Password-2026!';
export const costTaxYear = 2025;

export interface CostClient {
  email: string;
  companyId: string;
  questionnaireId: string;
  conversationId: string;
  refs: { wages: string; moved: string; notes: string; w2: string };
  signatureId: string;
}

export interface CostFirm {
  firmId: string;
  partnerEmail: string;
  clients: CostClient[];
}

/** An organizer as a firm sends it: income questions, an upload, the engagement letter, review. */
const organizer = {
  sections: [
    {
      id: 'income',
      name: 'Income',
      section_type: 3,
      questionnaire_questions: [
        { id: 'w2', text: 'Please upload your W-2', question_type: 'upload', options: [], order: 1, questions: [] },
        { id: 'wages', text: 'What were your wages?', question_type: 'text', options: [], order: 2, questions: [] },
        {
          id: 'moved',
          text: 'Did you move this year?',
          question_type: 'boolean',
          options: [],
          optional: true,
          order: 3,
          questions: [],
        },
        { id: 'notes', text: 'Anything else?', question_type: 'text', options: [], optional: true, order: 4 },
      ],
    },
    { id: 'letter', name: 'Engagement Letter', section_type: 2, custom_element: '<p>We agree to prepare it.</p>' },
    { id: 'review', name: 'Review and Submit', section_type: 4 },
  ],
};

export async function loadCostFirm(opts: { clients: number; bulk: number }): Promise<CostFirm> {
  const { createFirmWithPartner, createUser, createCompany } = await import('@ledgerline/functions/platform/provision');
  const { createQuestionnaire } = await import('@ledgerline/functions/questionnaires/store');
  const { askedCount } = await import('@ledgerline/functions/questionnaires/build');
  const { createConversation } = await import('@ledgerline/functions/conversations/store');
  const { TemplateContent } = await import('@ledgerline/shared/schemas/questionnaire-content');
  const { loadBulkClients } = await import('@ledgerline/infra/local/bulk-clients');

  const tag = Date.now().toString(36);
  const partnerEmail = `partner-${tag}@cost.test`;
  const { firmId, partner } = await createFirmWithPartner({
    firmName: 'Cost Bench CPAs',
    partner: { email: partnerEmail, fname: 'Pat', lname: 'Partner', isAdvisor: true, password: costPassword },
    preferences: { new_tax_return_delivery_enabled: true },
  });
  const content = TemplateContent.parse(organizer);
  const clients: CostClient[] = [];
  for (let i = 0; i < opts.clients; i++) {
    const n = String(i + 1).padStart(3, '0');
    const user = await createUser(firmId, {
      email: `client-${n}-${tag}@cost.test`,
      fname: 'Casey',
      lname: `Client ${n}`,
      isAdvisor: false,
      preferredSignInMethod: 'password',
      assignedAdvisorId: partner.userId,
      password: costPassword,
    });
    const { companyId } = await createCompany(firmId, {
      name: `Client ${n} Household`,
      entityType: 'Individual',
      ownerIds: [user.userId],
    });
    const q = await createQuestionnaire({
      firmId,
      companyId,
      name: `${costTaxYear} Tax Organizer`,
      tax_year: costTaxYear,
      due_date: '2099-04-15',
      sections: content.sections.map((s) => ({ id: s.id, name: s.name })),
      sent_at: new Date().toISOString(),
      content,
      content_version: 1,
      questions_total: askedCount(content.sections),
      questionnaire_type: 'template',
    });
    const conversation = await createConversation({
      firmId,
      advisorIds: [partner.userId],
      userIds: [user.userId],
      companyIds: [companyId],
    });
    const ref = (id: string) => questionRef(q.questionnaireId, id);
    clients.push({
      email: user.email,
      companyId,
      questionnaireId: q.questionnaireId,
      conversationId: conversation.conversationId,
      refs: { wages: ref('wages'), moved: ref('moved'), notes: ref('notes'), w2: ref('w2') },
      signatureId: signatureRef(q.questionnaireId, 'letter', user.userId),
    });
  }
  if (opts.bulk > 0)
    await loadBulkClients(firmId, { count: opts.bulk, entity_type: 'Individual', name_prefix: 'Household' });
  return { firmId, partnerEmail, clients };
}
