/**
 * GET /v2/users/search?name (FA §7.2): a few clients for pickers, on the directory's word rows (one bounded query
 * per listed state for the longest term, the other terms checked on the rows), never a read of the firm's people.
 * Active clients first, then by full name; group-limited staff find only their group's clients.
 */
import { userRoutes } from '@ledgerline/shared/routes/users';
import { handle } from '../platform/handle';
import { isGroupLimited } from '../platform/firm-groups';
import { dim, directorySearchTerms, matchesAllTerms } from '../platform/directory-keys';
import { searchDirectory } from '../platform/directory-read';
import { clientRow } from './list-users';
import { getUsersByIds } from './store';

/** Word rows read per state: a picker wants the best few, and a longer word narrows it. */
export const pickerSearchCap = 200;

export const searchUsers = handle(userRoutes.searchUsers, async ({ caller, input }) => {
  const terms = directorySearchTerms(input.name);
  const limited = isGroupLimited(caller);
  if (!terms.length || (limited && !caller.firmGroupId)) return { users: [] };
  const groupDim = limited ? dim.group(caller.firmGroupId!) : null;
  const { rows } = await searchDirectory(caller.firmId, 'user', ['active', 'inactive'], terms[0]!, pickerSearchCap);
  const found = rows
    .filter((r) => matchesAllTerms(r.words, terms) && (!groupDim || r.dims.includes(groupDim)))
    .sort(
      (a, b) =>
        Number(b.active !== false) - Number(a.active !== false) ||
        (a.sort.full_name ?? '').localeCompare(b.sort.full_name ?? ''),
    )
    .slice(0, input.limit);
  const users = await getUsersByIds(
    caller.firmId,
    found.map((r) => r.id),
  );
  return { users: users.filter((u) => !u.is_advisor && !u.deleted_at).map((u) => clientRow(u)) };
});
