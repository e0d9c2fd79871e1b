/** The firms domain's reads and writes: the firm record, its people for pickers, its custom statuses. */
import { Firm, type FirmItem } from '../platform/data/entities/firm';
import { FirmCustomStatus, type FirmCustomStatusItem } from '../platform/data/entities/firm-custom-status';
import { FirmGroup } from '../platform/data/entities/firm-group';
import { FirmEntityType } from '../platform/data/entities/firm-entity-type';
import { User, type UserItem } from '../platform/data/entities/user';

export async function getFirm(firmId: string): Promise<FirmItem | null> {
  return (await Firm.get({ firmId }).go({ consistent: true })).data ?? null;
}

export async function setFirmPreferences(
  firmId: string,
  preferences: Record<string, unknown>,
  theme: Record<string, unknown>,
) {
  await Firm.patch({ firmId }).set({ preferences, theme }).go();
}

/** Every user of the firm (one partition), with the fields a firm-user picker needs. */
export async function listFirmPeople(firmId: string): Promise<UserItem[]> {
  const { data } = await User.query.byId({ firmId }).go({
    pages: 'all',
    attributes: [
      'userId',
      'fname',
      'lname',
      'preferred_name',
      'email',
      'is_advisor',
      'firm_access',
      'firm_group_id',
      'paying',
      'deleted_at',
    ],
  });
  return data as UserItem[];
}

export async function listFirmCustomStatuses(firmId: string): Promise<FirmCustomStatusItem[]> {
  return (await FirmCustomStatus.query.byFirm({ firmId }).go({ pages: 'all' })).data;
}

/** The entity types the firm's entities have: one small counter item per type (a handful), those above zero. */
export async function entityTypesInUse(firmId: string): Promise<string[]> {
  const { data } = await FirmEntityType.query.byFirm({ firmId }).go({ pages: 'all' });
  return data.filter((t) => (t.count ?? 0) > 0).map((t) => t.entity_type);
}

/** The firm's groups (a handful, one key: FIRM#id / GROUP#...). */
export async function listFirmGroups(firmId: string): Promise<{ groupId: string; name: string }[]> {
  const { data } = await FirmGroup.query.byFirm({ firmId }).go({ pages: 'all', attributes: ['groupId', 'name'] });
  return data as { groupId: string; name: string }[];
}

export async function getFirmGroup(firmId: string, groupId: string): Promise<{ groupId: string; name: string } | null> {
  return (await FirmGroup.get({ firmId, groupId }).go()).data ?? null;
}
