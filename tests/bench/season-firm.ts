/**
 * The filing-season bench's firm, loaded in-process straight into the local twins (the environment of
 * startBenchServices): 10 staff, `clients` clients who each own an entity with a sent organizer (questions, an
 * upload question and an engagement letter to sign), a draft tax return and a conversation with their assigned
 * staff member, and `bulk` more entities (with their clients) so the directory and lists are not trivially small.
 * Clients share one password hash made once: hashing a few hundred passwords would only slow the set-up.
 */
import { questionRef, signatureRef } from '@ledgerline/shared/answering';

export const seasonPassword = 'Bench-Password-2026!';
export const seasonYear = 2025;
const staffCount = 10;

export interface SeasonClient {
  email: string;
  name: string;
  companyId: string;
  questionnaireId: string;
  /** The questions a session answers, as question refs. */
  refs: { wages: string; moved: string; notes: string; w2: string };
  /** The client's own signature of the engagement letter. */
  signatureId: string;
}

export interface SeasonFirm {
  firmId: string;
  staffEmails: string[];
  clients: SeasonClient[];
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
          order: 3,
          questions: [
            {
              id: 'movedto',
              text: 'Where to?',
              question_type: 'text',
              options: [],
              order: 1,
              trigger_for_follow_up_question: 'Yes',
              questions: [],
            },
          ],
        },
        { id: 'notes', text: 'Anything else?', question_type: 'text', options: [], optional: true, order: 4 },
      ],
    },
    {
      id: 'letter',
      name: 'Engagement Letter',
      section_type: 2,
      custom_element: '<p>We agree to prepare your return.</p>',
    },
    { id: 'review', name: 'Review and Submit', section_type: 4 },
  ],
};

/** Runs `work` on each item, `width` at a time. */
async function eachLimited<T>(items: T[], width: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

export async function loadSeasonFirm(opts: {
  clients: number;
  bulk: number;
  progress?: (line: string) => void;
}): Promise<SeasonFirm> {
  const { createFirmWithPartner, createUser, createCompany } = await import('@ledgerline/functions/platform/provision');
  const { hashPassword } = await import('@ledgerline/functions/platform/auth/secrets');
  const { User } = await import('@ledgerline/functions/platform/data/entities/user');
  const { createQuestionnaire } = await import('@ledgerline/functions/questionnaires/store');
  const { askedCount } = await import('@ledgerline/functions/questionnaires/build');
  const { createTaxReturn } = await import('@ledgerline/functions/tax_returns/store/provision');
  const { createConversation } = await import('@ledgerline/functions/conversations/store');
  const { TemplateContent } = await import('@ledgerline/shared/schemas/questionnaire-content');
  const { loadBulkClients } = await import('@ledgerline/infra/local/bulk-clients');

  const tag = Date.now().toString(36);
  const staffEmails = Array.from({ length: staffCount }, (_, i) => `staff-${i + 1}-${tag}@season.test`);
  const { firmId, partner } = await createFirmWithPartner({
    firmName: 'Season Bench CPAs',
    partner: { email: staffEmails[0]!, fname: 'Pat', lname: 'Partner', isAdvisor: true, password: seasonPassword },
    preferences: { new_tax_return_delivery_enabled: true },
  });
  const staffIds = [partner.userId];
  for (const email of staffEmails.slice(1)) {
    const made = await createUser(firmId, {
      email,
      fname: 'Sam',
      lname: `Staff ${staffIds.length + 1}`,
      isAdvisor: true,
      firmAccess: 'full',
      password: seasonPassword,
    });
    staffIds.push(made.userId);
  }

  opts.progress?.(`${staffIds.length} staff made`);
  const passwordHash = await hashPassword(seasonPassword);
  const content = TemplateContent.parse(organizer);
  const clients: SeasonClient[] = [];
  await eachLimited(
    Array.from({ length: opts.clients }, (_, i) => i),
    8,
    async (i) => {
      const n = String(i + 1).padStart(4, '0');
      const advisorId = staffIds[i % staffIds.length]!;
      const user = await createUser(firmId, {
        email: `client-${n}-${tag}@season.test`,
        fname: 'Casey',
        lname: `Client ${n}`,
        isAdvisor: false,
        preferredSignInMethod: 'password',
        assignedAdvisorId: advisorId,
      });
      await User.patch({ firmId, userId: user.userId }).set({ password_hash: passwordHash }).go();
      const { companyId } = await createCompany(firmId, {
        name: `Client ${n} Household`,
        entityType: 'Individual',
        ownerIds: [user.userId],
      });
      const q = await createQuestionnaire({
        firmId,
        companyId,
        name: `${seasonYear} Tax Organizer`,
        tax_year: seasonYear,
        due_date: '2099-04-15',
        sections: content.sections.map((s) => ({ id: s.id, name: s.name })),
        sent_at: new Date().toISOString(),
        content,
        content_version: 1,
        questions_total: askedCount(content.sections),
        questionnaire_type: 'template',
      });
      await createTaxReturn(firmId, companyId, { taxYear: seasonYear, name: 'Form 1040', draftStatus: 'draft' });
      await createConversation({ firmId, advisorIds: [advisorId], userIds: [user.userId], companyIds: [companyId] });
      const ref = (id: string) => questionRef(q.questionnaireId, id);
      clients[i] = {
        email: user.email,
        name: `Casey Client ${n}`,
        companyId,
        questionnaireId: q.questionnaireId,
        refs: { wages: ref('wages'), moved: ref('moved'), notes: ref('notes'), w2: ref('w2') },
        signatureId: signatureRef(q.questionnaireId, 'letter', user.userId),
      };
    },
  );
  opts.progress?.(`${clients.length} clients made`);
  if (opts.bulk > 0)
    await loadBulkClients(firmId, { count: opts.bulk, entity_type: 'Individual', name_prefix: 'Household' });
  return { firmId, staffEmails, clients };
}
