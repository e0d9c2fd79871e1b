import { User, type UserItem } from '../platform/data/entities/user';

export type { UserItem };

/** Every person of the firm (its one user partition), with only the attributes asked for. */
export async function listFirmPeople<A extends keyof UserItem>(firmId: string, attributes: readonly A[]) {
  const { data } = await User.query.byId({ firmId }).go({ pages: 'all', attributes: [...attributes] });
  return data as UserItem[];
}

export { getUser } from '../platform/read-user';
