import { scheduleDailyDigest } from './daily-digest-schedule';
import { randomBytes } from 'node:crypto';
import { db } from './data/service';
import { Conflict } from './errors';
import { hashPassword, newId } from './auth/secrets';
import { mustCommit } from './data/transact';
import { entityTypeKey } from './data/entities/firm-entity-type';
import { syncDirectoryEntity, syncDirectoryUser } from './directory';
import { firstOwnerIds } from './company-owners';
import type { FirmAccess } from '@ledgerline/shared/access';

export const emailTakenMessage = 'Email is already taken. Learn how to resolve this issue here';

export interface NewUser {
  email: string;
  fname: string;
  lname: string;
  isAdvisor: boolean;
  firmAccess?: FirmAccess;
  firmGroupId?: string;
  phoneNumber?: string;
  /** How the person hears of new messages when not signed in. */
  preferredContactMethod?: 'email' | 'sms' | 'email_and_sms';
  password?: string;
  preferredSignInMethod?: 'password' | 'email' | 'sms' | 'link';
  enabled2fa?: boolean;
  readonly?: boolean;
  active?: boolean;
  setPasswordRequired?: boolean;
  /** The client's assigned firm user (staff), who joins the client's conversations. */
  assignedAdvisorId?: string;
  /** Made soft-deleted (test firms and imports of deleted clients). */
  deletedAt?: string;
}

/** Short, URL-safe, unguessable hash used in entity URLs (/admin/{companyHash}). */
export function newCompanyHash(): string {
  return randomBytes(9).toString('base64url');
}

/** A new person's item (ids, folded email, hashed password): for writes that add more to the same transaction. */
export async function userRecord(firmId: string, u: NewUser) {
  return {
    firmId,
    userId: newId(),
    uid: newId(),
    email: u.email.trim().toLowerCase(),
    fname: u.fname,
    lname: u.lname,
    phone_number: u.phoneNumber,
    ...(u.preferredContactMethod ? { preferred_contact_method: u.preferredContactMethod } : {}),
    is_advisor: u.isAdvisor,
    firm_access: u.isAdvisor ? u.firmAccess : undefined,
    firm_group_id: u.firmGroupId,
    assigned_advisor_id: u.isAdvisor ? undefined : u.assignedAdvisorId,
    readonly_access: u.readonly ?? false,
    paying: u.active ?? true,
    enabled_2fa: u.enabled2fa ?? false,
    set_password_required: u.setPasswordRequired ?? false,
    preferred_sign_in_method: u.preferredSignInMethod ?? (u.password ? 'password' : 'link'),
    password_hash: u.password ? await hashPassword(u.password) : undefined,
    deleted_at: u.deletedAt,
  } as const;
}

/** A firm and its first partner, written together: either both exist or neither does. */
export async function createFirmWithPartner(f: {
  firmName: string;
  partner: NewUser;
  preferences?: Record<string, unknown>;
  /** Connected services (the demo and the dev factory only: the connecting flows write it in a real firm). */
  integrations?: Record<string, unknown>;
  /** A name of the US list or an IANA zone; the firm entity's default (Pacific Time) when absent. */
  timeZone?: string;
}) {
  const firmId = newId();
  const partner = await userRecord(firmId, { ...f.partner, isAdvisor: true, firmAccess: 'partner' });
  await mustCommit(
    db.transaction
      .write(({ firm, user, emailClaim }) => [
        firm
          .create({
            firmId,
            name: f.firmName,
            preferences: f.preferences ?? {},
            integrations: f.integrations ?? {},
            time_zone: f.timeZone,
          })
          .commit(),
        emailClaim.create({ email: partner.email, firmId, userId: partner.userId }).commit(),
        user.create(partner).commit(),
      ])
      .go(),
    () => new Conflict(emailTakenMessage),
  );
  await scheduleDailyDigest(firmId, f.timeZone);
  return { firmId, partner };
}

/** A user of an existing firm, with the email claimed in the same transaction. */
export async function createUser(firmId: string, u: NewUser) {
  const record = await userRecord(firmId, u);
  await mustCommit(
    db.transaction
      .write(({ user, emailClaim }) => [
        emailClaim.create({ email: record.email, firmId, userId: record.userId }).commit(),
        user.create(record).commit(),
      ])
      .go(),
    () => new Conflict(emailTakenMessage),
  );
  // The client directory's rows (staff are not listed: nothing to write for them).
  if (!record.is_advisor) await syncDirectoryUser(firmId, record.userId);
  return record;
}

/** An entity owned by the given users; the first owner is its primary contact. */
export async function createCompany(
  firmId: string,
  c: {
    name: string;
    entityType: string;
    ownerIds: string[];
    inactive?: boolean;
    readonly?: boolean;
    /** Made soft-deleted (test firms). */
    deletedAt?: string;
  },
) {
  const companyId = newId();
  const hash_id = newCompanyHash();
  await mustCommit(
    db.transaction
      .write(({ company, membership, firmEntityType }) => [
        // The firm's types in use (GET /firms/all_firms_entity_types) count every entity, in the same write.
        firmEntityType
          .update({ firmId, key: entityTypeKey(c.entityType) })
          .set({ entity_type: c.entityType.trim() })
          .add({ count: 1 })
          .commit(),
        company
          .create({
            firmId,
            companyId,
            hash_id,
            name: c.name,
            entity_type: c.entityType,
            inactive: c.inactive ?? false,
            readonly_access: c.readonly ?? false,
            primary_user_id: c.ownerIds[0],
            ...firstOwnerIds(c.ownerIds),
            deleted_at: c.deletedAt,
          })
          .commit(),
        ...c.ownerIds.map((userId) => membership.create({ firmId, userId, companyId }).commit()),
      ])
      .go(),
    () => new Conflict('This entity already exists'),
  );
  // The Entities page's rows.
  await syncDirectoryEntity(firmId, companyId);
  return { companyId, hash_id };
}

export async function createFirmGroup(firmId: string, name: string) {
  const groupId = newId();
  await db.entities.firmGroup.create({ firmId, groupId, name }).go();
  return groupId;
}
