/**
 * The filing-season bench's sessions: what a client and a staff member do in one visit, as the web client's
 * screens call the API (web/src/api, web/src/hooks, the answering and upload components), from sign-in to
 * sign-out. A virtual user runs sessions back to back, picking a client session or a staff session by weight.
 */
import { joinAnswer } from '@ledgerline/shared/answering';
import { answeringRoutes } from '@ledgerline/shared/routes/answering';
import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { entityRoutes } from '@ledgerline/shared/routes/entities';
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import type { SeasonApi } from './season-calls';
import { type SeasonClient, type SeasonFirm, seasonPassword, seasonYear } from './season-firm';

/** Filing season: far more clients at work than staff. Four client sessions to one staff session. */
export const clientSessionWeight = 0.8;

/** A small but real PDF, as a phone's scan of a W-2 would be uploaded (a few KB). */
const w2Pdf = new TextEncoder().encode(
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n${'% W-2 wage statement scan\n'.repeat(120)}trailer<</Root 1 0 R>>\n%%EOF\n`,
);

let uploads = 0;

async function signIn(api: SeasonApi, email: string) {
  api.token = null;
  const signed = await api.call(sessionRoutes.verifyPassword, { username: email, password: seasonPassword });
  if (!('firebase_token' in signed) || !signed.firebase_token) throw new Error(`sign-in ${email} asked for more`);
  api.token = signed.firebase_token;
}

/**
 * A client: signs in, the dashboard (current user, the year's questionnaires, tax returns, the firm's statuses),
 * opens the organizer, answers three questions, uploads a W-2 through the presigned flow and answers the upload
 * question with it, signs the engagement letter (signing again changes nothing), signs out.
 */
export async function clientSession(api: SeasonApi, firm: SeasonFirm, client: SeasonClient): Promise<void> {
  await signIn(api, client.email);
  await api.call(sessionRoutes.currentUser, {});
  await api.call(questionnaireRoutes.getQuestionnairesForYear, { company_id: client.companyId, year: seasonYear });
  await api.call(taxReturnRoutes.getTaxReturnsIndex, { company_id: client.companyId });
  await api.call(firmRoutes.firmCustomStatuses, { id: firm.firmId });
  const { questionnaire } = await api.call(questionnaireRoutes.getQuestionnaire, {
    company_id: client.companyId,
    id: client.questionnaireId,
  });
  const company_id = client.companyId;
  await api.call(answeringRoutes.answerQuestion, { company_id, id: client.refs.wages, answer: '84,250' });
  await api.call(answeringRoutes.answerQuestion, { company_id, id: client.refs.moved, answer: 'No' });
  await api.call(answeringRoutes.answerQuestion, { company_id, id: client.refs.notes, answer: 'New baby in May' });

  const link = await api.call(documentRoutes.getTemporaryUploadLink, {
    company_id,
    content_type: 'application/pdf',
    size_bytes: w2Pdf.length,
  });
  await api.put(link.upload_link, link.headers, w2Pdf);
  const filed = await api.call(documentRoutes.processDocument, {
    company_id,
    id: link.id,
    // A name of its own each time: the same name twice in a folder is refused as a duplicate (QD §5).
    document_name: `W-2 ${++uploads}.pdf`,
    path: questionnaire.answering.upload_path,
    questionnaire_id: client.questionnaireId,
    tax_year: seasonYear,
  });
  await api.call(answeringRoutes.answerQuestion, {
    company_id,
    id: client.refs.w2,
    answer: joinAnswer([filed.document_location]),
    answer_by: null,
  });
  await api.call(answeringRoutes.signAgreement, {
    signature_id: client.signatureId,
    signature: client.name,
    client_time: new Date().toLocaleString('en-US'),
    user_agent: 'Mozilla/5.0 (season bench)',
  });
  await api.call(sessionRoutes.logout, {});
}

/**
 * A staff member: signs in, the tax returns table, Collect, the Entities directory, the conversation list, opens
 * a conversation (joining it when not in it yet) and answers in it, sends the 1040 organizer to one entity, signs out.
 */
export async function staffSession(api: SeasonApi, email: string, pick: () => SeasonClient): Promise<void> {
  await signIn(api, email);
  await api.call(sessionRoutes.currentUser, {});
  await api.call(taxReturnRoutes.getPaginatedTaxReturns, { page: 1, per_page: 20, year: seasonYear });
  await api.call(questionnaireRoutes.listQuestionnaires, { year: seasonYear });
  await api.call(entityRoutes.listEntities, {});
  const { conversations } = await api.call(conversationRoutes.listConversations, {});
  // One of the staff member's own conversations when the first page shows one; else they join one to answer it.
  const own = conversations.filter((c) => c.is_member);
  const conversation = (own.length ? own : conversations)[
    Math.floor(Math.random() * (own.length || conversations.length))
  ];
  if (conversation) {
    await api.call(conversationRoutes.getConversation, { id: conversation.id });
    if (!conversation.is_member)
      await api.call(conversationRoutes.joinConversation, { conversation_id: conversation.id });
    await api.call(conversationRoutes.sendMessage, {
      conversation_id: conversation.id,
      text: 'Thanks, we have your W-2. We will send the draft this week.',
    });
  }
  await api.call(questionnaireRoutes.sendQuestionnaires, {
    tax_year: seasonYear,
    questionnaire_template_id: 'builtin-individual-1040',
    company_ids: [pick().companyId],
    due_date: '2099-04-15',
  });
  await api.call(sessionRoutes.logout, {});
}
