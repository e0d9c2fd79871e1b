import { describe, expect, it } from 'vitest';
import { conversationRoutes as routes } from '@ledgerline/shared/routes/conversations';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { api, call, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/**
 * current_user, the conversation list and opening a conversation start their reads beside the session check.
 * These prove the check still decides the answer: a session ended by logout or by a new password is refused
 * on its very next call, not when its identity token expires.
 */
async function firmWithConversation() {
  const client = uniqueEmail('revoke-client');
  const firm = await makeFirm({
    users: [
      {
        email: client,
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Revocation Household' }],
      },
    ],
  });
  const company = firm.users.find((u) => u.email === client)!.companies[0];
  const started = await call(
    routes.getClientConversation,
    { company_id: company.id },
    { token: (await signIn(client)).firebase_token },
  );
  expect(started.status).toBe(200);
  return { firm, client, conversationId: started.body.conversation.id as string };
}

/** The statuses of the three early-starting reads made with one token. */
async function readsWith(token: string, conversationId: string) {
  const answers = await Promise.all([
    call(sessionRoutes.currentUser, {}, { token }),
    call(routes.listConversations, {}, { token }),
    call(routes.getConversation, { id: conversationId }, { token }),
  ]);
  return answers.map((a) => a.status);
}

describe('a session ended on the server is refused on its next call', () => {
  it('after logout, current_user, the conversation list and a conversation answer 401; another session of the same user still works', async () => {
    const { firm, conversationId } = await firmWithConversation();
    const ended = await signIn(firm.partnerEmail);
    const kept = await signIn(firm.partnerEmail);
    expect(await readsWith(ended.firebase_token, conversationId)).toEqual([200, 200, 200]);

    const out = await api('/sessions/logout', { method: 'POST', token: ended.firebase_token });

    expect(out.status).toBe(200);
    expect(await readsWith(ended.firebase_token, conversationId)).toEqual([401, 401, 401]);
    expect(await readsWith(kept.firebase_token, conversationId)).toEqual([200, 200, 200]);
  });

  it('a new password ends the client’s other sessions at once: their next reads answer 401, the new token’s 200', async () => {
    const { client, conversationId } = await firmWithConversation();
    const otherDevice = await signIn(client);
    const thisDevice = await signIn(client);
    expect(await readsWith(otherDevice.firebase_token, conversationId)).toEqual([200, 200, 200]);

    const set = await api('/users/set_sign_in_method', {
      token: thisDevice.firebase_token,
      body: { sign_in_method: 'password', new_password: 'Brand-New-Pass-9!' },
    });

    expect(set.status).toBe(200);
    expect(await readsWith(otherDevice.firebase_token, conversationId)).toEqual([401, 401, 401]);
    expect(await readsWith(thisDevice.firebase_token, conversationId)).toEqual([401, 401, 401]);
    expect(await readsWith(set.body.firebase_token, conversationId)).toEqual([200, 200, 200]);
  });
});
