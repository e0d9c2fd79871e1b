import { User, type UserItem } from './data/entities/user';

/** One person of the firm by id, or null: the read every domain's store offers as its `getUser`. */
export async function getUser(firmId: string, userId: string): Promise<UserItem | null> {
  return (await User.get({ firmId, userId }).go()).data ?? null;
}
