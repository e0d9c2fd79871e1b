import { NotFound } from '../platform/errors';
import * as store from './store';
import { assertActive } from './sign-in';
import { messages } from './rules';

/** The user a pre-sign-in call names by uid; unknown uids look like any other failure. */
export async function userByUid(uid: string) {
  const user = await store.findUserByUid(uid);
  if (!user) throw new NotFound('user', messages.unknownEmail);
  assertActive(user);
  return user;
}
