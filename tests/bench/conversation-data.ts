/**
 * Bulk-loads a firm's conversations for the bench: each with one client, one entity, the partner and
 * `messagesEach` messages, written as the store would leave them (members' inbox rows, entity links, the
 * last message) but with batch writes, since going through send_message 200,000 times would take hours.
 */
import { createCompany, createFirmWithPartner, createUser } from '@ledgerline/functions/platform/provision';
import { newId } from '@ledgerline/functions/platform/auth/secrets';
import { Conversation } from '@ledgerline/functions/platform/data/entities/conversation';
import { ConversationMember } from '@ledgerline/functions/platform/data/entities/conversation-member';
import { CompanyConversation } from '@ledgerline/functions/platform/data/entities/company-conversation';
import { Company } from '@ledgerline/functions/platform/data/entities/company';
import { Membership } from '@ledgerline/functions/platform/data/entities/membership';
import { Message, paneLane } from '@ledgerline/functions/platform/data/entities/message';
import { User } from '@ledgerline/functions/platform/data/entities/user';

export interface BenchFirm {
  firmId: string;
  partnerEmail: string;
  clientEmail: string;
  conversationIds: string[];
}

const password = 'Bench-Password-2026!';
export const benchPassword = password;

/** Writes in chunks of 500, four chunks at a time (ElectroDB splits each into 25-item batch writes, 2 at a time). */
export async function putAll<T>(
  entity: { put(items: T[]): { go(o?: object): Promise<{ unprocessed: unknown[] }> } },
  items: T[],
) {
  let next = 0;
  const worker = async () => {
    for (let i = next; i < items.length; i = next) {
      next += 500;
      const { unprocessed } = await entity.put(items.slice(i, i + 500)).go({ concurrency: 2 });
      if (unprocessed.length) throw new Error(`${unprocessed.length} items were not written`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

/** The inbox rows of a partner-and-client conversation: the partner has read it, the client has `unseen` unread. */
export function pairMembers(
  ids: { firmId: string; conversationId: string; partnerId: string; userId: string; companyId: string },
  at: string,
  unseen: number,
) {
  const { firmId, conversationId, companyId } = ids;
  const row = (userId: string, is_firm_user: boolean, unread: number) => ({
    firmId,
    conversationId,
    userId,
    is_firm_user,
    relevant_company_ids: [companyId],
    last_message_at: at,
    seen_at: at,
    unseen: unread,
  });
  return [row(ids.partnerId, true, 0), row(ids.userId, false, unseen)];
}

export async function loadFirm(
  label: string,
  conversations: number,
  messagesEach: number,
  onProgress: (done: number) => void = () => {},
): Promise<BenchFirm> {
  const tag = `${label}-${Date.now()}`;
  const partnerEmail = `partner-${tag}@bench.test`;
  const { firmId, partner } = await createFirmWithPartner({
    firmName: `Bench ${label}`,
    partner: { email: partnerEmail, fname: 'Pat', lname: 'Partner', isAdvisor: true, firmAccess: 'partner', password },
  });
  // One real client who signs in (for the client's list and the realtime measure); the rest are rows.
  const clientEmail = `client-${tag}@bench.test`;
  const signedClient = await createUser(firmId, {
    email: clientEmail,
    fname: 'Casey',
    lname: 'Bench',
    isAdvisor: false,
    password,
  });
  const signedCompany = await createCompany(firmId, {
    name: 'Casey Bench',
    entityType: 'Individual',
    ownerIds: [signedClient.userId],
  });

  const start = Date.now() - 365 * 24 * 3600_000;
  const conversationIds: string[] = [];
  const chunk = 100;
  for (let c0 = 0; c0 < conversations; c0 += chunk) {
    const users = [],
      companies = [],
      memberships = [],
      convs = [],
      members = [],
      links = [],
      messages = [];
    for (let c = c0; c < Math.min(conversations, c0 + chunk); c++) {
      const first = c === 0;
      const userId = first ? signedClient.userId : newId();
      const companyId = first ? signedCompany.companyId : newId();
      if (!first) {
        users.push({
          firmId,
          userId,
          uid: newId(),
          email: `c${c}-${tag}@bench.test`,
          fname: `Client${c}`,
          lname: 'Bench',
          is_advisor: false,
        });
        companies.push({
          firmId,
          companyId,
          hash_id: newId(),
          name: `Entity ${c}`,
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
        const text = `Message ${m} about the 2025 return of client ${c}: please review the attached organizer and reply.`;
        messages.push({
          firmId,
          conversationId,
          messageId,
          lane: paneLane,
          sent_at,
          text,
          user_id: fromFirm ? partner.userId : userId,
          user_name: fromFirm ? 'Pat Partner' : `Client${c} Bench`,
          is_firm_user: fromFirm,
        });
        last = { message_id: messageId, text, created_at: sent_at, user_id: fromFirm ? partner.userId : userId };
      }
      const at = last.created_at || new Date(start + c * 60_000).toISOString();
      convs.push({
        firmId,
        conversationId,
        advisor_ids: [partner.userId],
        user_ids: [userId],
        relevant_company_ids: [companyId],
        last_message: last,
        last_message_at: at,
        search_words: ['pat', 'partner', `client${c}`, 'bench', 'entity', `${c}`],
      });
      members.push(...pairMembers({ firmId, conversationId, partnerId: partner.userId, userId, companyId }, at, c % 3));
      links.push({ firmId, companyId, conversationId, last_message_at: at });
    }
    await putAll(User as never, users);
    await putAll(Company as never, companies);
    await putAll(Membership as never, memberships);
    await putAll(Conversation as never, convs);
    await putAll(ConversationMember as never, members);
    await putAll(CompanyConversation as never, links);
    await putAll(Message as never, messages);
    onProgress(Math.min(conversations, c0 + chunk));
  }
  return { firmId, partnerEmail, clientEmail, conversationIds };
}
