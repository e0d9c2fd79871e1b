import { useCurrentUser } from './useCurrentUser';

/**
 * Whether the signed-in user's firm has a preference flag (FA §3.4) stored as true: absent, null or anything else is
 * off, as the API reads it (functions/src/platform/firm-flags.ts). False until the user is loaded.
 */
export function useFirmFlag(flag: string): boolean {
  const { data: me } = useCurrentUser();
  return (me?.firm.preferences as Record<string, unknown> | undefined)?.[flag] === true;
}
