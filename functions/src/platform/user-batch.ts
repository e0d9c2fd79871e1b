import { User, type UserItem } from './data/entities/user';

type UserAttribute = keyof UserItem;

/**
 * Users of one firm by id, in batches of 100 read side by side; keys DynamoDB leaves unprocessed (throttling)
 * are asked again. Ids of no user of this firm are simply absent from the answer.
 */
export async function batchGetUsers(
  firmId: string,
  userIds: string[],
  attributes?: UserAttribute[],
): Promise<Map<string, UserItem>> {
  const found = new Map<string, UserItem>();
  let keys = [...new Set(userIds)].map((userId) => ({ firmId, userId }));
  for (let attempt = 0; keys.length > 0 && attempt < 6; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
    const { data, unprocessed } = await User.get(keys).go({
      concurrency: 10,
      ...(attributes ? { attributes: [...new Set(['userId', ...attributes])] as never } : {}),
    });
    for (const u of data as UserItem[]) found.set(u.userId, u);
    keys = unprocessed as { firmId: string; userId: string }[];
  }
  if (keys.length > 0) throw new Error(`${keys.length} users could not be read`);
  return found;
}
