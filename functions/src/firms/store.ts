/**
 * The firms domain's reads and writes: the firm record and its settings, its slug, its people for pickers, its
 * groups and its custom statuses.
 */
import { newId } from '../platform/auth/secrets';
import { Firm, type FirmItem } from '../platform/data/entities/firm';
import { FirmSlug } from '../platform/data/entities/firm-slug';
import { MailDomainClaim } from '../platform/data/entities/mail-domain-claim';
import { isConditionFailure } from '../platform/data/transact';
import { Conflict } from '../platform/errors';
import { FirmCustomStatus, type FirmCustomStatusItem } from '../platform/data/entities/firm-custom-status';
import { FirmGroup } from '../platform/data/entities/firm-group';
import { FirmEntityType } from '../platform/data/entities/firm-entity-type';
import { User, type UserItem } from '../platform/data/entities/user';

export async function getFirm(firmId: string): Promise<FirmItem | null> {
  return (await Firm.get({ firmId }).go({ consistent: true })).data ?? null;
}

/** What Firm Settings writes on the firm itself; absent fields are left as they are. */
export interface FirmSettingsChange {
  preferences?: Record<string, unknown>;
  theme?: Record<string, unknown>;
  time_zone?: string;
  firm_vocabs?: { id: string; key_words: string; description: string }[];
  logo_key?: string;
  favicon_key?: string;
}

export async function setFirmSettings(firmId: string, change: FirmSettingsChange) {
  const set = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as FirmSettingsChange;
  if (Object.keys(set).length === 0) return;
  await Firm.patch({ firmId }).set(set).go();
}

export async function setFirmPreferences(
  firmId: string,
  preferences: Record<string, unknown>,
  theme: Record<string, unknown>,
) {
  await setFirmSettings(firmId, { preferences, theme });
}

/** The firm a slug names, or null. */
export async function firmIdBySlug(slug: string): Promise<string | null> {
  return (await FirmSlug.get({ slug }).go()).data?.firmId ?? null;
}

/**
 * Gives the firm a new slug (null: none): the new one is claimed first, on condition that no firm has it (409
 * otherwise), then the firm names it and the old claim goes. A failure between the steps leaves at most an unused
 * claim of this firm's, never two firms with one slug.
 */
export async function changeFirmSlug(firmId: string, from: string | undefined, to: string | null, takenText: string) {
  if (to === (from ?? null)) return;
  if (to) {
    try {
      await FirmSlug.create({ slug: to, firmId }).go();
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
      // The firm's own earlier claim (left by an interrupted change) is still its own.
      if ((await firmIdBySlug(to)) !== firmId) throw new Conflict(takenText);
    }
    await Firm.patch({ firmId }).set({ slug: to }).go();
  } else {
    await Firm.patch({ firmId }).remove(['slug']).go();
  }
  if (from)
    await FirmSlug.delete({ slug: from })
      .where((a, op) => op.eq(a.firmId, firmId))
      .go()
      .catch(ignoreCondition);
}

function ignoreCondition(e: unknown) {
  if (!isConditionFailure(e)) throw e;
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

export async function getFirmCustomStatus(firmId: string, statusId: string): Promise<FirmCustomStatusItem | null> {
  return (await FirmCustomStatus.get({ firmId, statusId }).go({ consistent: true })).data ?? null;
}

export interface CustomStatusFields {
  firm_user_display_status: string;
  client_display_status: string;
  client_instruction?: string | null;
}

export async function createCustomStatus(firmId: string, f: CustomStatusFields): Promise<string> {
  const statusId = newId();
  await FirmCustomStatus.create({
    firmId,
    statusId,
    firm_user_display_status: f.firm_user_display_status,
    client_display_status: f.client_display_status,
    ...(f.client_instruction ? { client_instruction: f.client_instruction } : {}),
  }).go();
  return statusId;
}

/** Changes the given fields; an empty instruction removes it. */
export async function updateCustomStatus(firmId: string, statusId: string, f: Partial<CustomStatusFields>) {
  const set: { firm_user_display_status?: string; client_display_status?: string; client_instruction?: string } = {};
  if (f.firm_user_display_status !== undefined) set.firm_user_display_status = f.firm_user_display_status;
  if (f.client_display_status !== undefined) set.client_display_status = f.client_display_status;
  if (f.client_instruction) set.client_instruction = f.client_instruction;
  const clear = f.client_instruction === null || f.client_instruction === '';
  if (Object.keys(set).length === 0 && !clear) return;
  const patch = FirmCustomStatus.patch({ firmId, statusId }).set(set);
  await (clear ? patch.remove(['client_instruction']) : patch).go();
}

/** Questionnaires that carried it keep its id; every screen reads statuses by id and shows none for a missing one. */
export async function deleteCustomStatus(firmId: string, statusId: string) {
  await FirmCustomStatus.delete({ firmId, statusId }).go();
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

export async function createFirmGroup(firmId: string, name: string): Promise<string> {
  const groupId = newId();
  await FirmGroup.create({ firmId, groupId, name }).go();
  return groupId;
}

export async function renameFirmGroup(firmId: string, groupId: string, name: string) {
  await FirmGroup.patch({ firmId, groupId }).set({ name }).go();
}

export async function deleteFirmGroup(firmId: string, groupId: string) {
  await FirmGroup.delete({ firmId, groupId }).go();
}

// ---------------------------------------------------------------------------------------------
// The firm's own mail domain (a claim per domain across firms, the state on the firm)

/**
 * Claims a sending domain for the firm, on condition that no firm has it: answers false when another firm does
 * (the firm's own earlier claim, left by an interrupted change, is still its own).
 */
export async function claimMailDomain(firmId: string, domain: string): Promise<boolean> {
  try {
    await MailDomainClaim.create({ domain, firmId }).go();
    return true;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    return (await MailDomainClaim.get({ domain }).go({ consistent: true })).data?.firmId === firmId;
  }
}

/** Lets the domain go, if the firm holds it. */
export async function releaseMailDomain(firmId: string, domain: string): Promise<void> {
  await MailDomainClaim.delete({ domain })
    .where((a, op) => op.eq(a.firmId, firmId))
    .go()
    .catch(ignoreCondition);
}

/** Writes the firm's mail domain state (null: none). */
export async function setFirmMailDomain(firmId: string, value: Record<string, unknown> | null): Promise<void> {
  if (value) await Firm.patch({ firmId }).set({ mail_domain: value }).go();
  else await Firm.patch({ firmId }).remove(['mail_domain']).go();
}
