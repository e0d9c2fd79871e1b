import { describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail, waitForMail, mailTo } from '../support/api';

/**
 * Through the real queue and sweeper: the notice is due 30 seconds after sending (the unsend window), so
 * this waits that long once, for the message that stays, and checks the unsent one said nothing.
 */
describe('a new message reaches an offline client by email once, after the unsend window', () => {
  it('mails about the message that stayed, not about the one unsent', { timeout: 60_000 }, async () => {
    const client = uniqueEmail('outreach-client');
    const firm = await makeFirm({
      firm_name: 'Notice & Co',
      users: [
        {
          email: client,
          fname: 'Nia',
          lname: 'Client',
          password: demoPassword,
          assigned_advisor: 'partner',
          companies: [{ name: 'Nia Household' }],
        },
      ],
    });
    const company = firm.users.find((u) => u.email === client)!.companies[0];
    const clientToken = (await signIn(client)).firebase_token;
    const partnerToken = (await signIn(firm.partnerEmail)).firebase_token;
    const conversation = await api('/conversations/get_client_conversation', {
      token: clientToken,
      query: { company_id: company.id },
    });
    const conversationId = conversation.body.conversation.id;

    const unsent = await api('/conversations/send_message', {
      token: partnerToken,
      body: { conversation_id: conversationId, text: 'Oops, wrong client' },
    });
    expect(unsent.status).toBe(200);
    expect(
      (
        await api('/conversations/delete_message', {
          token: partnerToken,
          body: { message_id: unsent.body.message.id },
        })
      ).status,
    ).toBe(200);
    const kept = await api('/conversations/send_message', {
      token: partnerToken,
      body: { conversation_id: conversationId, text: 'Your return is ready to review' },
    });
    expect(kept.status).toBe(200);

    const mail = await waitForMail(client, (m) => m.subject === 'New message from Notice & Co', 50_000);
    expect(mail.text).toContain(`/inbox/${company.hash_id}/${conversationId}`);
    expect(mail.text).not.toContain('Your return is ready');
    await new Promise((r) => setTimeout(r, 1500));
    expect((await mailTo(client)).filter((m) => m.subject.startsWith('New message'))).toHaveLength(1);
  });
});
