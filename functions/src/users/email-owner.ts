/**
 * Who holds an email (FA §5.1 email check, §5.2 "A taken email blocks save and shows who owns it"): told only when
 * the holder is of the caller's firm and one the caller may see; another firm's person is never named.
 */
import { fullName } from '@ledgerline/shared/person-name';
import type { Caller } from '@ledgerline/shared/access';
import { userText } from '@ledgerline/shared/users';
import { AppError } from '../platform/errors';
import { mayManageClient } from './client-access';
import { getEmailClaim, getUser } from './store';

export interface EmailOwner {
  id: string;
  full_name: string;
}

/** 'Email is already taken...' (409), with `owner` when the caller may know them. */
export class EmailTaken extends AppError {
  constructor(owner: EmailOwner | null) {
    super(409, userText.emailTaken, { owner });
  }
}

/** null: the email is free. Otherwise who holds it (owner null when the caller may not know them). */
export async function emailHolder(
  caller: Caller,
  email: string,
): Promise<{ userId: string; owner: EmailOwner | null } | null> {
  const claim = await getEmailClaim(email);
  if (!claim) return null;
  if (claim.firmId !== caller.firmId) return { userId: claim.userId, owner: null };
  const user = await getUser(caller.firmId, claim.userId);
  const visible = user && (user.is_advisor || mayManageClient(caller, user));
  return {
    userId: claim.userId,
    owner: visible ? { id: user.userId, full_name: fullName(user) } : null,
  };
}
