import { auth } from './auth';
import { getSession, signOut } from './session';

/**
 * The Sign out control: sign out in every tab at once, then end the server session with the old token
 * (best effort; the page has already moved on).
 */
export function signOutEverywhere(): void {
  const token = getSession()?.firebase_token;
  signOut();
  if (token) void auth.logout(token);
}
