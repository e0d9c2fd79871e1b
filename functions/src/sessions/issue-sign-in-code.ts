import { newVerificationCode } from '../platform/auth/secrets';
import * as store from './store';
import { codeLifetimeSeconds } from './rules';
import { countSend } from './sign-in';

/**
 * A new single-use code for signing in (or for a two-factor challenge), counted against the user's send limits
 * and stored before it is sent, whichever way it goes out.
 */
export async function issueSignInCode(user: store.UserItem, challenge: { grantId: string } | null) {
  await countSend(user);
  const code = newVerificationCode();
  const purpose = challenge ? 'mfa' : 'signin';
  await store.putVerificationCode({
    firmId: user.firmId,
    userId: user.userId,
    purpose,
    code,
    challengeId: challenge?.grantId,
    lifetimeSeconds: codeLifetimeSeconds,
  });
  return { code, purpose } as const;
}
