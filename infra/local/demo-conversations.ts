/**
 * The demo firm's conversations: a client's conversation with a thread, a waiting scheduled message and
 * unread messages on both sides; a multi-entity client's archived conversation and the one that replaced
 * it; and the read-only client's conversation. Written straight through the store, with past times, and
 * without notices: nobody should be emailed for demo history.
 */
import * as store from '@ledgerline/functions/conversations/store';
import { conversationJobs } from '@ledgerline/functions/conversations/jobs';
import { newId } from '@ledgerline/functions/platform/auth/secrets';
import { paneLane, threadLane, type MessageItem } from '@ledgerline/functions/platform/data/entities/message';
import type { UserItem } from '@ledgerline/functions/platform/data/entities/user';
import { scheduleDueItem } from '@ledgerline/functions/platform/scheduler';
import { ConversationMember } from '@ledgerline/functions/platform/data/entities/conversation-member';
import { addFile } from '@ledgerline/functions/documents/add-file';
import { documentKey } from '@ledgerline/functions/documents/rules';
import { putObject } from '@ledgerline/functions/platform/adapters/files';
import { attachmentsFolder, composeAttachmentText } from '@ledgerline/shared/conversations';
import { documentLocation } from '@ledgerline/shared/documents';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const hour = 3600_000;
const day = 24 * hour;

export interface DemoPeople {
  firmId: string;
  byEmail: Map<string, UserItem>;
  /** Entity ids by name. */
  companies: Map<string, string>;
}

type Line = {
  from: string;
  text: string;
  ago: number;
  tag?: 'general' | 'urgent' | 'emergency';
  replies?: { from: string; text: string; ago: number }[];
};

async function say(
  p: DemoPeople,
  conversation: { conversationId: string },
  companyIds: string[],
  line: { from: string; text: string; ago: number; tag?: Line['tag'] },
  parent: MessageItem | null = null,
  now = Date.now(),
): Promise<MessageItem> {
  const author = p.byEmail.get(line.from)!;
  const members = await store.listMembers(p.firmId, conversation.conversationId);
  return store.deliverMessage(
    {
      firmId: p.firmId,
      conversationId: conversation.conversationId,
      lane: parent ? threadLane(parent.messageId) : paneLane,
      sentAt: new Date(now - line.ago).toISOString(),
      text: line.text,
      userId: author.userId,
      userName: `${author.fname} ${author.lname}`.trim(),
      isFirmUser: author.is_advisor ?? false,
      tag: line.tag ?? 'general',
      threadId: parent?.messageId ?? null,
      hasReminder: false,
    },
    { members, companyIds, parent: parent ? ((await store.findMessage(p.firmId, parent.messageId)) ?? parent) : null },
  );
}

async function conversationWith(p: DemoPeople, staff: string[], clients: string[], companies: string[], lines: Line[]) {
  const ids = (emails: string[]) => emails.map((e) => p.byEmail.get(e)!.userId);
  const companyIds = companies.map((name) => p.companies.get(name)!);
  const oldest = Math.max(...lines.map((l) => l.ago), 0);
  const conversation = await store.createConversation({
    firmId: p.firmId,
    advisorIds: ids(staff),
    userIds: ids(clients),
    companyIds,
    now: new Date(Date.now() - oldest - hour),
  });
  for (const line of lines) {
    const message = await say(p, conversation, companyIds, line);
    for (const reply of line.replies ?? []) await say(p, conversation, companyIds, reply, message);
  }
  return conversation;
}

/** These people have read everything up to `until` (ms ago); later messages by others stay unread. */
async function readUpTo(p: DemoPeople, conversationId: string, emails: string[], until: number) {
  const seenAt = new Date(Date.now() - until).toISOString();
  const pane = (await store.listPane(p.firmId, conversationId, 100)).items;
  for (const email of emails) {
    const userId = p.byEmail.get(email)!.userId;
    await store.markSeen(p.firmId, conversationId, userId, seenAt);
    const unseen = pane.filter((m) => m.user_id !== userId && !m.is_log && m.sent_at > seenAt).length;
    if (unseen > 0) await ConversationMember.patch({ firmId: p.firmId, conversationId, userId }).set({ unseen }).go();
  }
}

/** A one-page PDF in the entity's /Attachments folder, as the Attach dialog leaves it; answers its location. */
async function demoAttachment(
  p: DemoPeople,
  companyName: string,
  uploadedBy: string,
  name: string,
  lines: string[],
): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => {
    page.drawText(line, { x: 72, y: 720 - i * 22, size: i === 0 ? 18 : 12, font });
  });
  const bytes = await pdf.save();
  const companyId = p.companies.get(companyName)!;
  const documentId = newId();
  const storageKey = documentKey(p.firmId, companyId, documentId);
  await putObject(storageKey, bytes, 'application/pdf');
  const uploader = p.byEmail.get(uploadedBy)!.userId;
  await addFile(
    {
      firmId: p.firmId,
      companyId,
      documentId,
      path: attachmentsFolder,
      document_name: name,
      content_type: 'application/pdf',
      size: bytes.length,
      storage_key: storageKey,
      uploaded_by: uploader,
    },
    uploader,
  );
  return documentLocation({ companyId, documentId, path: attachmentsFolder, name });
}

export async function seedDemoConversations(p: DemoPeople): Promise<number> {
  const w2 = await demoAttachment(p, 'Casey Client', 'client@demo.test', 'W-2 2025.pdf', [
    'Form W-2 Wage and Tax Statement 2025 (demo)',
    'Employee: Casey Client',
    'Wages, tips, other compensation: $68,450.00',
    'Federal income tax withheld: $7,912.00',
  ]);
  const int = await demoAttachment(p, 'Casey Client', 'client@demo.test', '1099-INT 2025.pdf', [
    'Form 1099-INT Interest Income 2025 (demo)',
    'Recipient: Casey Client',
    'Interest income: $42.17',
  ]);
  const casey = await conversationWith(
    p,
    ['partner@demo.test', 'advisor@demo.test'],
    ['client@demo.test'],
    ['Casey Client'],
    [
      {
        from: 'partner@demo.test',
        ago: 6 * day,
        text: 'Hi Casey, welcome to the client portal! Please upload your 2025 W-2 and any 1099 forms when you have them.',
      },
      {
        from: 'client@demo.test',
        ago: 5 * day,
        text: 'Thanks! I have my W-2. Do I also need to send the 1099-INT from my savings account? It is only $42 of interest.',
        replies: [
          {
            from: 'partner@demo.test',
            ago: 5 * day - 2 * hour,
            text: 'Yes please: every 1099 goes on the return, however small.',
          },
          { from: 'client@demo.test', ago: 5 * day - hour, text: 'Got it, I will add it.' },
        ],
      },
      { from: 'client@demo.test', ago: 4 * day, text: composeAttachmentText([w2, int]) },
      {
        from: 'advisor@demo.test',
        ago: 3 * day,
        text: 'We received your W-2 and 1099-INT, thank you. Your draft return should be ready for review next week.',
      },
      {
        from: 'client@demo.test',
        ago: 2 * hour,
        text: 'Great, thank you! One more question: can we file jointly this year?',
      },
      { from: 'client@demo.test', ago: hour, text: 'I got married in October.', tag: 'urgent' },
    ],
  );
  // Casey's last two messages are new to the firm; Casey has read everything.
  await readUpTo(p, casey.conversationId, ['partner@demo.test', 'advisor@demo.test'], 3 * day);
  await readUpTo(p, casey.conversationId, ['client@demo.test'], 0);

  // A scheduled message waiting for its time, as the Schedule dialog leaves it.
  const partner = p.byEmail.get('partner@demo.test')!;
  const messageId = newId();
  const due = new Date(Date.now() + 3 * day);
  due.setUTCHours(17, 0, 0, 0); // 09:00 in Pacific time
  await scheduleDueItem(
    conversationJobs.deliverScheduledMessage,
    { firmId: p.firmId, conversationId: casey.conversationId, messageId },
    { firmId: p.firmId, dueAt: due, id: `message-${messageId}` },
  );
  await store.storeScheduled({
    firmId: p.firmId,
    conversationId: casey.conversationId,
    messageId,
    scheduledTime: due.toISOString(),
    text: 'Reminder: your fourth-quarter estimated tax payment is due January 15.',
    userId: partner.userId,
    userName: 'Pat Partner',
    isFirmUser: true,
    tag: 'general',
    hasReminder: false,
  });

  // Morgan's S-Corporation: the first conversation was replaced when its participants changed.
  const scorp = ['Multi Holdings Inc.'];
  const old = await conversationWith(p, ['advisor@demo.test'], ['multi@demo.test'], scorp, [
    {
      from: 'advisor@demo.test',
      ago: 40 * day,
      text: 'Hi Morgan, I will be preparing the 1120-S for Multi Holdings this year.',
    },
    { from: 'multi@demo.test', ago: 39 * day, text: 'Sounds good. The payroll reports are with our bookkeeper.' },
  ]);
  const replacement = await conversationWith(p, ['full@demo.test', 'partner@demo.test'], ['multi@demo.test'], scorp, [
    {
      from: 'full@demo.test',
      ago: 20 * day,
      text: 'Hi Morgan, I am taking over the Multi Holdings return from Avery. Could you send the K-1 details for both shareholders?',
    },
    {
      from: 'full@demo.test',
      ago: 2 * day,
      text: 'Following up on the K-1 details: we need them to finish the return before the deadline.',
      tag: 'urgent',
    },
  ]);
  await store.archiveConversation(
    (await store.getConversation(p.firmId, old.conversationId))!,
    replacement.conversationId,
  );
  await readUpTo(p, replacement.conversationId, ['full@demo.test', 'partner@demo.test'], 0);

  const household = await conversationWith(
    p,
    ['partner@demo.test'],
    ['multi@demo.test'],
    ['Morgan Multi'],
    [
      {
        from: 'partner@demo.test',
        ago: 4 * day,
        text: 'Morgan, your personal organizer is ready in the portal whenever you are.',
      },
    ],
  );
  await readUpTo(p, household.conversationId, ['partner@demo.test'], 0);

  await conversationWith(
    p,
    ['partner@demo.test'],
    ['readonly@demo.test'],
    ['Rory Readonly'],
    [
      {
        from: 'partner@demo.test',
        ago: 8 * day,
        text: 'Hi Rory, your 2025 return has been filed. A copy is in your documents.',
      },
    ],
  );
  return 5;
}
