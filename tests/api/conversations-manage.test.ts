import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

let tokens: Record<'partner' | 'full' | 'admin' | 'advisor' | 'client' | 'foreign', string>;
let ids: { advisor: string; full: string; partner: string; company: string };

beforeAll(async () => {
  const emails = {
    client: uniqueEmail('m-client'),
    full: uniqueEmail('m-full'),
    admin: uniqueEmail('m-admin'),
    advisor: uniqueEmail('m-adv'),
  };
  const firm = await makeFirm({
    users: [
      { email: emails.full, is_advisor: true, firm_access: 'full', password: demoPassword },
      { email: emails.admin, is_advisor: true, firm_access: 'admin', password: demoPassword },
      { email: emails.advisor, fname: 'Ada', lname: 'Advisor', is_advisor: true, password: demoPassword },
      { email: emails.client, password: demoPassword, assigned_advisor: 'partner', companies: [{ name: 'Manage Co' }] },
    ],
  });
  const foreign = await makeFirm({});
  const by = (email: string) => firm.users.find((u) => u.email === email)!;
  ids = {
    advisor: by(emails.advisor).id,
    full: by(emails.full).id,
    partner: firm.users[0].id,
    company: by(emails.client).companies[0].id,
  };
  tokens = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    full: (await signIn(emails.full)).firebase_token,
    admin: (await signIn(emails.admin)).firebase_token,
    advisor: (await signIn(emails.advisor)).firebase_token,
    client: (await signIn(emails.client)).firebase_token,
    foreign: (await signIn(foreign.partnerEmail)).firebase_token,
  };
});

async function newConversation(): Promise<string> {
  // Each test gets a fresh conversation: archive the current one by starting a new one with the partner.
  const current = (
    await api('/conversations/get_client_conversation', { token: tokens.client, query: { company_id: ids.company } })
  ).body.conversation.id;
  const res = await api('/conversations/update_conversation', {
    token: tokens.partner,
    body: { id: current, advisor_ids: [ids.partner], mode: 'new' },
  });
  expect(res.status).toBe(200);
  return res.body.id;
}

const send = (token: string, conversation_id: string, text: string, extra: Record<string, unknown> = {}) =>
  api('/conversations/send_message', { token, body: { conversation_id, text, ...extra } });
const open = (token: string, id: string, query: Record<string, string> = {}) =>
  api(`/v2/conversations/${id}`, { token, query });

describe('edit, unsend and delete', () => {
  it('the author edits a message: the text changes, is_edited is set, and the list preview follows', async () => {
    const id = await newConversation();
    const m = (await send(tokens.client, id, 'Draft text')).body.message;
    const res = await api('/conversations/edit_message', {
      token: tokens.client,
      body: { message_id: m.id, text: 'Final text' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ text: 'Final text', is_edited: true });
    expect((await open(tokens.partner, id)).body.last_message.text).toBe('Final text');
  });

  it('nobody else edits or deletes it, and empty text is refused with the spec’s words', async () => {
    const id = await newConversation();
    const m = (await send(tokens.client, id, 'Mine')).body.message;
    expect(
      (
        await api('/conversations/edit_message', {
          token: tokens.partner,
          body: { message_id: m.id, text: 'Hijacked' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api('/conversations/delete_message', { token: tokens.partner, body: { message_id: m.id } })).status,
    ).toBe(403);
    expect(
      (await api('/conversations/edit_message', { token: tokens.foreign, body: { message_id: m.id, text: 'x' } }))
        .status,
    ).toBe(404);
    const blank = await api('/conversations/edit_message', {
      token: tokens.client,
      body: { message_id: m.id, text: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Please enter a message');
  });

  it('within 30 seconds a message is unsent; it then reads “This message was deleted” for everyone', async () => {
    const id = await newConversation();
    const m = (await send(tokens.partner, id, 'Oops, wrong client')).body.message;
    const res = await api('/conversations/delete_message', { token: tokens.partner, body: { message_id: m.id } });
    expect(res.body).toEqual({ message: 'Message unsent successfully' });
    const seen = (await open(tokens.client, id)).body;
    expect(seen.messages.find((x: { id: string }) => x.id === m.id)).toMatchObject({
      text: 'This message was deleted',
      is_deleted: true,
    });
    expect(JSON.stringify(seen)).not.toContain('wrong client');
    expect(
      (await api('/conversations/edit_message', { token: tokens.partner, body: { message_id: m.id, text: 'back' } }))
        .status,
    ).toBe(409);
  });
});

describe('scheduled messages', () => {
  it('their time moves while in the future, not into the past; deleting one means it never arrives', async () => {
    const id = await newConversation();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const m = (await send(tokens.partner, id, 'Reminder for tomorrow', { scheduled_time: at })).body.message;
    const later = new Date(Date.now() + 7_200_000).toISOString();
    const moved = await api('/conversations/edit_scheduled_message', {
      token: tokens.partner,
      body: { message_id: m.id, scheduled_time: later },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.message.scheduled_time).toBe(later);
    const past = await api('/conversations/edit_scheduled_message', {
      token: tokens.partner,
      body: { message_id: m.id, scheduled_time: new Date(Date.now() - 1000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe('Please select a date in the future');

    expect(
      (await api('/conversations/delete_scheduled_message', { token: tokens.partner, body: { message_id: m.id } }))
        .body,
    ).toEqual({ message: 'Message deleted successfully' });
    expect((await open(tokens.partner, id)).body.scheduled_messages).toEqual([]);
    expect(
      (await api('/conversations/delete_scheduled_message', { token: tokens.partner, body: { message_id: m.id } }))
        .status,
    ).toBe(404);
  });

  it('a rescheduled message arrives once, at its new time', async () => {
    const id = await newConversation();
    const m = (
      await send(tokens.partner, id, 'Soon', { scheduled_time: new Date(Date.now() + 3_600_000).toISOString() })
    ).body.message;
    await api('/conversations/edit_scheduled_message', {
      token: tokens.partner,
      body: { message_id: m.id, scheduled_time: new Date(Date.now() + 1_500).toISOString() },
    });
    let delivered = 0;
    for (let i = 0; i < 40 && delivered === 0; i++) {
      await new Promise((r) => setTimeout(r, 250));
      delivered = (await open(tokens.client, id)).body.messages.filter(
        (x: { text: string }) => x.text === 'Soon',
      ).length;
    }
    expect(delivered).toBe(1);
    // Sent now: it can no longer be rescheduled or deleted as a scheduled message.
    expect(
      (
        await api('/conversations/edit_scheduled_message', {
          token: tokens.partner,
          body: { message_id: m.id, scheduled_time: new Date(Date.now() + 60_000).toISOString() },
        })
      ).status,
    ).toBe(409);
  });
});

describe('threads', () => {
  it('a thread’s replies are read with thread_id, and opening it marks it seen', async () => {
    const id = await newConversation();
    const parent = (await send(tokens.partner, id, 'Question about K-1')).body.message;
    await send(tokens.client, id, 'Answer one', { message_thread_id: parent.id });
    await send(tokens.client, id, 'Answer two', { message_thread_id: parent.id });
    const view = (await open(tokens.partner, id, { thread_id: parent.id })).body;
    expect(view.thread.replies.map((r: { text: string }) => r.text)).toEqual(['Answer one', 'Answer two']);
    expect(
      (
        await api('/conversations/update_thread_as_seen', {
          token: tokens.partner,
          query: { conversation_id: id, thread_id: parent.id },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api('/conversations/update_thread_as_seen', {
          token: tokens.foreign,
          query: { conversation_id: id, thread_id: parent.id },
        })
      ).status,
    ).toBe(404);
  });

  it('a scroll-to-unread-thread button is shown: the pane marks the threads with replies the reader has not opened', async () => {
    const id = await newConversation();
    const quiet = (await send(tokens.partner, id, 'No replies here')).body.message;
    const asked = (await send(tokens.partner, id, 'Question about K-1')).body.message;
    await send(tokens.client, id, 'The answer', { message_thread_id: asked.id });
    const unread = (body: { messages: { id: string; unread_thread?: boolean }[] }) =>
      body.messages.filter((m) => m.unread_thread).map((m) => m.id);
    expect(unread((await open(tokens.partner, id)).body)).toEqual([asked.id]);
    expect(unread((await open(tokens.partner, id)).body)).not.toContain(quiet.id);
    await api('/conversations/update_thread_as_seen', {
      token: tokens.partner,
      query: { conversation_id: id, thread_id: asked.id },
    });
    expect(unread((await open(tokens.partner, id)).body)).toEqual([]);
  });
});

describe('paging', () => {
  it('messages are paged in blocks with “Previous N messages” and “Latest N messages”: N is what the block holds', async () => {
    const id = await newConversation();
    for (const text of ['One', 'Two', 'Three', 'Four', 'Five']) await send(tokens.client, id, text);
    const latest = (await open(tokens.partner, id, { per_page: '3' })).body;
    expect(latest.messages.map((m: { text: string }) => m.text)).toEqual(['Three', 'Four', 'Five']);
    // Two remain before this page, not a page's worth.
    expect(latest.previous_count).toBe(2);
    const older = (await open(tokens.partner, id, { per_page: '3', before: latest.previous_cursor })).body;
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(['One', 'Two']);
    expect(older.previous_cursor).toBeNull();
    expect(older.previous_count).toBe(0);
    // Back to the latest: a full page of three.
    expect(older.latest_count).toBe(3);
    const full = (await open(tokens.partner, id, { per_page: '2' })).body;
    expect(full.previous_count).toBe(2);
  });
});

describe('participants', () => {
  it('a firm user not in the conversation adds themselves, then can send', async () => {
    const id = await newConversation();
    expect((await send(tokens.advisor, id, 'Hi')).status).toBe(403);
    expect((await api('/conversations/join', { token: tokens.advisor, body: { conversation_id: id } })).status).toBe(
      200,
    );
    expect((await send(tokens.advisor, id, 'Hi')).status).toBe(200);
    expect((await open(tokens.client, id)).body.advisor_names).toContain('Ada Advisor');
    expect((await api('/conversations/join', { token: tokens.advisor, body: { conversation_id: id } })).status).toBe(
      409,
    );
  });

  it('partner and full users change participants in place; admins, advisors and clients may not', async () => {
    const id = await newConversation();
    const body = { id, advisor_ids: [ids.partner, ids.advisor], mode: 'existing' };
    expect((await api('/conversations/update_conversation', { token: tokens.admin, body })).status).toBe(403);
    expect((await api('/conversations/update_conversation', { token: tokens.advisor, body })).status).toBe(403);
    expect((await api('/conversations/update_conversation', { token: tokens.client, body })).status).toBe(403);
    const res = await api('/conversations/update_conversation', { token: tokens.full, body });
    expect(res.body).toMatchObject({ id, message: 'Participants updated' });
    expect((await open(tokens.partner, id)).body.advisor_ids.sort()).toEqual([ids.partner, ids.advisor].sort());
    expect((await send(tokens.advisor, id, 'Now I am in')).status).toBe(200);
    const empty = await api('/conversations/update_conversation', {
      token: tokens.full,
      body: { ...body, advisor_ids: [] },
    });
    expect(empty.status).toBe(400);
    expect(
      (
        await api('/conversations/update_conversation', {
          token: tokens.full,
          body: { ...body, advisor_ids: ['not-a-user'] },
        })
      ).status,
    ).toBe(400);
  });

  it('starting a new conversation archives the old one: read-only, with the archived banner text', async () => {
    const old = await newConversation();
    await send(tokens.client, old, 'History');
    const res = await api('/conversations/update_conversation', {
      token: tokens.partner,
      body: { id: old, advisor_ids: [ids.full], mode: 'new' },
    });
    expect(res.status).toBe(200);
    expect(res.body.id).not.toBe(old);
    const archived = (await open(tokens.client, old)).body;
    expect(archived.archived).toBe(true);
    // FA §6: only admins still view its messages.
    expect(archived.messages).toEqual([]);
    expect((await open(tokens.partner, old)).body.messages.map((m: { text: string }) => m.text)).toContain('History');
    const refused = await send(tokens.client, old, 'Still here?');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'This conversation is archived because a new conversation has been created with different users. Messaging is disabled, please use the other conversation.',
    );
    expect((await send(tokens.client, res.body.id, 'Hello new thread')).status).toBe(200);
    // The entity's list shows the new one only.
    const list = await api('/conversations/company_conversations', {
      token: tokens.partner,
      query: { company_id: ids.company },
    });
    expect(list.body.conversations.map((c: { id: string }) => c.id)).toContain(res.body.id);
    expect(list.body.conversations.map((c: { id: string }) => c.id)).not.toContain(old);
  });
});
