import { describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

const messagingOff = 'Messaging is turned off for this firm.';
const adminsOnly = 'Only admins can view the messages of an archived conversation.';

/** A firm of the test's own: staff at each access level and a client with two entities. */
async function setup(label: string, preferences: Record<string, unknown> = {}) {
  const emails = {
    client: uniqueEmail(`${label}-client`),
    admin: uniqueEmail(`${label}-admin`),
    full: uniqueEmail(`${label}-full`),
    advisor: uniqueEmail(`${label}-adv`),
  };
  const firm = await makeFirm({
    preferences,
    users: [
      { email: emails.admin, is_advisor: true, firm_access: 'admin', password: demoPassword },
      { email: emails.full, is_advisor: true, firm_access: 'full', password: demoPassword },
      { email: emails.advisor, is_advisor: true, password: demoPassword },
      {
        email: emails.client,
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: `${label} Household` }, { name: `${label} LLC`, entity_type: 'Partnership' }],
      },
    ],
  });
  const [household, llc] = firm.users.find((u) => u.email === emails.client)!.companies;
  const token = async (email: string) => (await signIn(email)).firebase_token;
  return {
    household: household!,
    llc: llc!,
    partnerId: firm.users[0]!.id,
    partner: await token(firm.partnerEmail),
    admin: await token(emails.admin),
    full: await token(emails.full),
    advisor: await token(emails.advisor),
    client: await token(emails.client),
  };
}

const clientConversation = (token: string, companyId: string) =>
  api('/conversations/get_client_conversation', { token, query: { company_id: companyId } });
const send = (token: string, conversation_id: string, text: string, extra: Record<string, unknown> = {}) =>
  api('/conversations/send_message', { token, body: { conversation_id, text, ...extra } });
const setPreferences = (token: string, preferences: Record<string, unknown>) =>
  api('/firms/update_preferences', { token, body: { preferences } });

describe('firm preferences the conversations API enforces (FA §3.4)', () => {
  it('with communication disabled nothing is sent, edited, deleted, scheduled or started, and what was said can still be read', async () => {
    const s = await setup('off');
    const id = (await clientConversation(s.client, s.household.id)).body.conversation.id as string;
    const mine = (await send(s.client, id, 'Before the switch')).body.message;
    const theirs = (await send(s.partner, id, 'Firm reply')).body.message;
    expect((await setPreferences(s.partner, { communication_disabled: true })).status).toBe(200);

    const refused = [
      await send(s.client, id, 'A client message'),
      await send(s.partner, id, 'A firm message'),
      await send(s.partner, id, 'Later', { scheduled_time: new Date(Date.now() + 86_400_000).toISOString() }),
      await send(s.partner, id, 'Urgent', { message_tag: 'urgent' }),
      await api('/conversations/edit_message', { token: s.client, body: { message_id: mine.id, text: 'Edited' } }),
      await api('/conversations/delete_message', { token: s.partner, body: { message_id: theirs.id } }),
      await api('/conversations/join', { token: s.advisor, body: { conversation_id: id } }),
      await api('/conversations/update_conversation', {
        token: s.partner,
        body: { id, advisor_ids: [s.partnerId], mode: 'new' },
      }),
      await api('/conversations/generate_response', { token: s.partner, query: { conversation_id: id } }),
      // The client's inbox call finds or starts their conversation: it starts none now.
      await clientConversation(s.client, s.llc.id),
      await clientConversation(s.client, s.household.id),
    ];
    for (const res of refused)
      expect({ status: res.status, body: res.body }).toEqual({
        status: 403,
        body: { error: messagingOff },
      });
    const llcConversations = await api('/conversations/company_conversations', {
      token: s.partner,
      query: { company_id: s.llc.id },
    });
    expect(llcConversations.body.conversations).toEqual([]);

    const history = await api(`/v2/conversations/${id}`, { token: s.partner });
    expect(history.status).toBe(200);
    expect(history.body.messages.map((m: { text: string }) => m.text)).toEqual(['Before the switch', 'Firm reply']);

    // Turned back on, messaging works again.
    await setPreferences(s.partner, { communication_disabled: false });
    expect((await send(s.client, id, 'After the switch')).status).toBe(200);
  });

  it('with message tags disabled every message is general, whatever tag a stale screen sends', async () => {
    const s = await setup('tags-off', { message_tags_disabled: true });
    const id = (await clientConversation(s.client, s.household.id)).body.conversation.id as string;
    for (const tag of ['urgent', 'emergency', 'general']) {
      const res = await send(s.partner, id, `Tagged ${tag}`, { message_tag: tag });
      expect(res.status).toBe(200);
      expect(res.body.message.tag).toBe('general');
    }
    const scheduled = await send(s.partner, id, 'Scheduled urgent', {
      message_tag: 'emergency',
      scheduled_time: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(scheduled.body.message.tag).toBe('general');
    const messages = (await api(`/v2/conversations/${id}`, { token: s.client })).body.messages;
    expect(messages.map((m: { tag: string }) => m.tag)).toEqual(['general', 'general', 'general']);

    // With tags on, the tag is kept.
    await setPreferences(s.partner, { message_tags_disabled: false });
    expect((await send(s.partner, id, 'Now urgent', { message_tag: 'urgent' })).body.message.tag).toBe('urgent');
  });
});

describe('archived conversations (FA §6)', () => {
  it('only admins can still view messages of an archived conversation; others see it archived with no history', async () => {
    const s = await setup('archived');
    const old = (await clientConversation(s.client, s.household.id)).body.conversation.id as string;
    await send(s.client, old, 'A question about my return');
    await send(s.partner, old, 'An answer from the firm');
    const moved = await api('/conversations/update_conversation', {
      token: s.partner,
      body: { id: old, advisor_ids: [s.partnerId], mode: 'new' },
    });
    expect(moved.status).toBe(200);

    for (const token of [s.admin, s.partner]) {
      const res = await api(`/v2/conversations/${old}`, { token });
      expect(res.body.archived).toBe(true);
      expect(res.body.messages.map((m: { text: string }) => m.text)).toContain('An answer from the firm');
      expect(res.body.last_message.text).toBe('An answer from the firm');
    }
    for (const token of [s.client, s.advisor, s.full]) {
      const res = await api(`/v2/conversations/${old}`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ archived: true, messages: [], scheduled_messages: [], previous_cursor: null });
      // The list shows when it last spoke, not what was said.
      expect(res.body.last_message.text).toBe('');
    }
    const clientList = (await api('/v2/conversations', { token: s.client })).body.conversations;
    expect(clientList.find((c: { id: string }) => c.id === old).last_message.text).toBe('');

    const ddmmyyyy = (d: Date) =>
      `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
    const period = {
      id: old,
      start_date: ddmmyyyy(new Date(Date.now() - 7 * 86_400_000)),
      end_date: ddmmyyyy(new Date(Date.now() + 7 * 86_400_000)),
    };
    const exported = await api('/conversations/export_conversation', { token: s.full, query: period });
    expect({ status: exported.status, body: exported.body }).toEqual({ status: 403, body: { error: adminsOnly } });
    expect((await api('/conversations/export_conversation', { token: s.admin, query: period })).status).toBe(200);

    // The conversation that replaced it is open to everyone in it as before.
    const current = await api(`/v2/conversations/${moved.body.id}`, { token: s.client });
    expect(current.body.archived).toBe(false);
  });
});
