import { describe, expect, it } from 'vitest';
import { api, codeIn, linkIn, makeFirm, uniqueEmail, waitForMail } from '../support/api';

describe('single use holds when requests race', () => {
  it('one code verified by 5 requests at once signs in exactly once', async () => {
    const email = uniqueEmail('race-code');
    const firm = await makeFirm({ users: [{ email, preferred_sign_in_method: 'email' }] });
    const uid = firm.users[1].uid;
    await api('/sessions/send_email_verification_code', { body: { uid } });
    const code = codeIn((await waitForMail(email)).text)!;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api('/sessions/verify_verification_code', { body: { uid, verification_code: code } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 401)).toBe(true);
  });

  it('one sign-in link exchanged by 5 requests at once starts exactly one session', async () => {
    const email = uniqueEmail('race-link');
    const firm = await makeFirm({ users: [{ email }] });
    await api('/sessions/send_auth_link', { body: { uid: firm.users[1].uid } });
    const link = linkIn((await waitForMail(email)).text, '/signin')!;
    const auth_token = new URL(link).searchParams.get('auth_token');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api('/sessions/exchange_for_firebase_token', { body: { auth_token } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });
});
