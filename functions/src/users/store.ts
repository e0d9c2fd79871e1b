import { getItems } from '../platform/data/batch-get';
import { User, type UserItem } from '../platform/data/entities/user';

export type { UserItem };

export { getUser } from '../platform/read-user';

export {
  directoryCounts,
  directorySearchTerms,
  dim,
  matchesAllTerms,
  partOf,
  readDirectoryPartition,
  readDirectoryPartitions,
  reindexDirectoryFirm,
  reindexDirectoryUser,
  searchDirectory,
  type DirectoryListState,
  type ListedRow,
  type WordRow,
} from '../platform/directory';

/** A page of clients by id, in the ids' order (one BatchGet; ids whose user is gone are left out). */
export async function getUsersByIds(firmId: string, ids: string[]): Promise<UserItem[]> {
  const found = await getItems(
    User,
    ids.map((userId) => ({ firmId, userId })),
  );
  const byId = new Map(found.map((u) => [u.userId, u]));
  return ids.map((id) => byId.get(id)).filter((u): u is UserItem => u !== undefined);
}
