/**
 * Bulk-loads a firm's conversations for the search bench (issue 12): like conversation-data.ts, written as the
 * store would leave them but with batch writes, and with the search index the store keeps beside them: each
 * conversation's name words (ConversationWord) and each message's words (MessageWord), made by the product's
 * own word functions. Messages are short, varied sentences; every other one says 'organizer' (the common word)
 * and exactly two say 'amortization' (the rare one), whatever the firm's size. The signed-in client is in the
 * first `clientConversations` conversations, so their inbox is the same size in every firm.
 */
import { createCompany, createFirmWithPartner, createUser } from '@ledgerline/functions/platform/provision';
import { newId } from '@ledgerline/functions/platform/auth/secrets';
import { Conversation } from '@ledgerline/functions/platform/data/entities/conversation';
import { ConversationMember } from '@ledgerline/functions/platform/data/entities/conversation-member';
import { CompanyConversation } from '@ledgerline/functions/platform/data/entities/company-conversation';
import { ConversationWord, MessageWord } from '@ledgerline/functions/platform/data/entities/conversation-word';
import { Company } from '@ledgerline/functions/platform/data/entities/company';
import { Membership } from '@ledgerline/functions/platform/data/entities/membership';
import { Message, paneLane } from '@ledgerline/functions/platform/data/entities/message';
import { User } from '@ledgerline/functions/platform/data/entities/user';
import { pairMembers, putAll } from './conversation-data';
import { messageWords, searchWords } from '@ledgerline/functions/platform/search-words';
import { attachmentMarker } from '@ledgerline/shared/conversations';

export const searchPassword = 'Bench-Password-2026!';
export const commonWord = 'organizer';
export const rareWord = 'amortization';
export const clientConversations = 10;

export interface SearchFirm {
  firmId: string;
  partnerEmail: string;
  clientEmail: string;
  conversationIds: string[];
  /** Rows written to the search index (name words + message words). */
  indexRows: number;
}

/** Every other message says the common word; messages are short chat lines (~5 words: ~100,000 index rows for 20,000). */
const withCommon = [
  'Organizer uploaded, please review.',
  'Is the organizer complete now?',
  'The organizer still needs your W-2.',
  'Thanks, organizer received.',
];
const without = [
  'Payroll totals for Q2?',
  'December bank statements attached.',
  'Extension filed, thank you.',
  'Please sign the engagement letter.',
  'Estimated payment due September 15.',
];
const rareText = 'Question about the amortization schedule.';

const textOf = (c: number, m: number, rare: boolean) =>
  rare ? rareText : m % 2 === 0 ? withCommon[(c + m) % withCommon.length]! : without[(c * 3 + m) % without.length]!;

export async function loadSearchFirm(
  label: string,
  conversations: number,
  messagesEach: number,
  onProgress: (done: number) => void = () => {},
): Promise<SearchFirm> {
  const tag = `${label}-${Date.now()}`;
  const partnerEmail = `partner-search-${tag}@bench.test`;
  const { firmId, partner } = await createFirmWithPartner({
    firmName: `Bench search ${label}`,
    partner: {
      email: partnerEmail,
      fname: 'Pat',
      lname: 'Partner',
      isAdvisor: true,
      firmAccess: 'partner',
      password: searchPassword,
    },
  });
  const clientEmail = `client-search-${tag}@bench.test`;
  const signedClient = await createUser(firmId, {
    email: clientEmail,
    fname: 'Casey',
    lname: 'Bench',
    isAdvisor: false,
    password: searchPassword,
  });
  const signedCompany = await createCompany(firmId, {
    name: 'Casey Bench',
    entityType: 'Individual',
    ownerIds: [signedClient.userId],
  });
  // The two rare messages: one in the client's inbox, one outside it.
  const rareAt = new Set([`1:1`, `${Math.floor(conversations / 2)}:1`]);

  const start = Date.now() - 365 * 24 * 3600_000;
  const conversationIds: string[] = [];
  let indexRows = 0;
  const chunk = 200;
  for (let c0 = 0; c0 < conversations; c0 += chunk) {
    const users = [],
      companies = [],
      memberships = [],
      convs = [],
      members = [],
      links = [],
      messages = [],
      convWords = [],
      msgWords = [];
    for (let c = c0; c < Math.min(conversations, c0 + chunk); c++) {
      const signed = c < clientConversations;
      const userId = signed ? signedClient.userId : newId();
      const companyId = signed ? signedCompany.companyId : newId();
      const clientName = signed ? ['Casey', 'Bench'] : [`Client${c}`, 'Bench'];
      const companyName = signed ? 'Casey Bench' : `Entity ${c}`;
      if (!signed) {
        users.push({
          firmId,
          userId,
          uid: newId(),
          email: `c${c}-${tag}@bench.test`,
          fname: clientName[0],
          lname: clientName[1],
          is_advisor: false,
        });
        companies.push({
          firmId,
          companyId,
          hash_id: newId(),
          name: companyName,
          entity_type: 'Individual',
          primary_user_id: userId,
        });
        memberships.push({ firmId, userId, companyId });
      }
      const conversationId = newId();
      conversationIds.push(conversationId);
      let last = { message_id: '', text: '', created_at: '', user_id: '' };
      for (let m = 0; m < messagesEach; m++) {
        const fromFirm = m % 2 === 0;
        const sent_at = new Date(start + c * 60_000 + m * 1000).toISOString();
        const messageId = newId();
        const text = textOf(c, m, rareAt.has(`${c}:${m}`));
        const author = fromFirm ? partner.userId : userId;
        messages.push({
          firmId,
          conversationId,
          messageId,
          lane: paneLane,
          sent_at,
          text,
          user_id: author,
          user_name: fromFirm ? 'Pat Partner' : clientName.join(' '),
          is_firm_user: fromFirm,
        });
        for (const word of messageWords(text, attachmentMarker))
          msgWords.push({ firmId, word, conversationId, messageId });
        last = { message_id: messageId, text, created_at: sent_at, user_id: author };
      }
      const at = last.created_at || new Date(start + c * 60_000).toISOString();
      const words = searchWords(['Pat', 'Partner', ...clientName, companyName]);
      for (const word of words) convWords.push({ firmId, word, conversationId });
      convs.push({
        firmId,
        conversationId,
        advisor_ids: [partner.userId],
        user_ids: [userId],
        relevant_company_ids: [companyId],
        last_message: last,
        last_message_at: at,
        search_words: words,
      });
      members.push(...pairMembers({ firmId, conversationId, partnerId: partner.userId, userId, companyId }, at, c % 3));
      links.push({ firmId, companyId, conversationId, last_message_at: at });
    }
    indexRows += convWords.length + msgWords.length;
    await Promise.all([
      putAll(User as never, users),
      putAll(Company as never, companies),
      putAll(Membership as never, memberships),
      putAll(Conversation as never, convs),
      putAll(ConversationMember as never, members),
      putAll(CompanyConversation as never, links),
    ]);
    await Promise.all([
      putAll(Message as never, messages),
      putAll(ConversationWord as never, convWords),
      putAll(MessageWord as never, msgWords),
    ]);
    onProgress(Math.min(conversations, c0 + chunk));
  }
  return { firmId, partnerEmail, clientEmail, conversationIds, indexRows };
}
