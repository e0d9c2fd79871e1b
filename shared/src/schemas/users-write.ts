/**
 * Creating and editing clients (FA §3.1, §3.3, §5.1, §5.2, §7.2): request and response schemas of the users
 * domain's writes. Create takes the camelCase payload of FA §3.3 ("Create user with entity", workPhoneExtenstion
 * spelled so); edit takes the snake_case field names of FA §3.1. In an edit an absent field is left as it is, and
 * '' or null clears a field that may be empty.
 */
import * as z from 'zod';
import { isTimeZone, usTimeZones } from '../time/zones';
import { defaultClientTimeZone, maxUsersByIds, userOwnText } from '../users';
import { Email, Id } from './common';
import { ClientRow, UserProfile } from './users';

const t = userOwnText;

const Name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(80, 'Names can have at most 80 characters');

const Text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** '' (or null) means none; anything else must be an email. */
export const OptionalEmail = z
  .union([z.string(), z.null()], { error: t.invalidEmail })
  .transform((v) => (v ?? '').trim().toLowerCase())
  .pipe(z.union([z.literal(''), z.string().max(254, t.invalidEmail).email(t.invalidEmail)]));

/** FA §5.1: masked (___) ___-____ on the screen, stored as digits only: 10 of them, or none. */
export const OptionalPhone = z
  .union([z.string().max(30, t.phoneDigits), z.null()], { error: t.phoneDigits })
  .transform((v) => (v ?? '').replace(/\D/g, ''))
  .refine((d) => d.length === 0 || d.length === 10, t.phoneDigits);

export const PhoneExtension = z
  .union([z.string().max(30, t.extensionDigits), z.null()], { error: t.extensionDigits })
  .transform((v) => (v ?? '').replace(/\D/g, ''))
  .refine((d) => d.length <= 10, t.extensionDigits);

/** A name of the US list (FA §9) or an IANA zone. */
export const TimeZone = z
  .string({ error: t.invalidTimeZone })
  .trim()
  .max(64, t.invalidTimeZone)
  .refine((z) => Object.hasOwn(usTimeZones, z) || (z.includes('/') && isTimeZone(z)), t.invalidTimeZone);

export const ContactMethod = z.enum(['email', 'sms', 'email_and_sms'], {
  error: 'Preferred contact method is email, sms or email_and_sms',
});

/** '' or null: no group. */
const OptionalGroupId = z
  .union([z.literal(''), Id, z.null()], { error: t.unknownFirmGroup })
  .transform((v) => v || null);

const Flag = z.boolean({ error: 'Expected true or false' });

/** A firm user's id: required, and an id's characters only. */
export const RequiredAdvisorId = z
  .string({ error: t.assignedAdvisorRequired })
  .trim()
  .min(1, t.assignedAdvisorRequired)
  .max(64, t.advisorNotAllowed)
  .regex(/^[A-Za-z0-9_-]+$/, t.advisorNotAllowed);

/** POST /users/create_client_from_api: FA §3.3 "Create user with entity", plus generate_temp_email and for_testing. */
export const CreateClientInput = z.object({
  fname: Name(t.fnameRequired),
  lname: Name(t.lnameRequired),
  email: OptionalEmail.optional(),
  assignedAdvisorId: RequiredAdvisorId,
  firmGroupId: OptionalGroupId.optional(),
  companyName: Text(200).optional(),
  entityType: z.string({ error: t.entityTypeRequired }).trim().min(1, t.entityTypeRequired).max(60),
  phoneNumber: OptionalPhone.optional(),
  workPhoneNumber: OptionalPhone.optional(),
  workPhoneExtenstion: PhoneExtension.optional(),
  preferredName: Text(80).optional(),
  preferredContactMethod: ContactMethod.optional(),
  timeZone: TimeZone.default(defaultClientTimeZone),
  businessEmail: OptionalEmail.optional(),
  otherEmail: OptionalEmail.optional(),
  street: Text(200).optional(),
  city: Text(100).optional(),
  state: Text(100).optional(),
  zip: Text(20).optional(),
  country: Text(100).optional(),
  externalEntityId: Text(100).optional(),
  externalUserId: Text(100).optional(),
  taxReturnId: Text(100).optional(),
  taxSoftware: Text(100).optional(),
  forTesting: Flag.optional(),
  for_testing: Flag.optional(),
  /** The Blank Email Confirmation was accepted: with no email the server makes a temporary one (it does anyway). */
  generate_temp_email: Flag.optional(),
});
export type CreateClientInput = z.infer<typeof CreateClientInput>;

export const UserView = UserProfile.shape.user;

export const CreateClientResult = z.object({
  error: z.string().nullable(),
  user: UserView,
  company_id: z.string(),
  company_hash_id: z.string(),
});

export const CheckEmailInput = z.object({ email: Email });
export const CheckEmailResult = z.object({
  is_available: z.boolean(),
  /** Who holds the email, when they are of the caller's firm (never another firm's person). */
  user: z.object({ id: z.string(), full_name: z.string() }).nullable(),
});

/** PATCH /users/{id}: FA §3.1 fields, and the Settings tab's toggles (FA §4.4). */
export const UpdateUserInput = z.object({
  id: Id,
  fname: Name(t.fnameRequired).optional(),
  lname: Name(t.lnameRequired).optional(),
  preferred_name: Text(80).nullish(),
  email: OptionalEmail.optional(),
  work_email: OptionalEmail.optional(),
  phone_number: OptionalPhone.optional(),
  work_phone_number: OptionalPhone.optional(),
  work_phone_extension: PhoneExtension.optional(),
  preferred_contact_method: ContactMethod.optional(),
  time_zone: TimeZone.optional(),
  external_user_id: Text(100).nullish(),
  firm_group_id: OptionalGroupId.optional(),
  assigned_advisor_id: RequiredAdvisorId.optional(),
  tax_return_name: Text(200).nullish(),
  enabled_2fa: Flag.optional(),
  readonly_access: Flag.optional(),
  paying: Flag.optional(),
  is_activating_all_entities: Flag.optional(),
  is_deactivating_all_entities: Flag.optional(),
});
export type UpdateUserInput = z.infer<typeof UpdateUserInput>;

/** A user as GET /users/{id} answers, with what the change did. */
export const UpdatedUser = UserProfile.extend({
  message: z.string(),
  /** Deactivation or activation effects too large for the request run in a job: GET /advisors/bulk_tasks/{id}. */
  task_id: z.string().nullable().optional(),
});

export const UserIdPath = z.object({ id: Id });
export const AssignTemporaryEmailInput = z.object({ user_id: Id });
export const DeleteClientInput = z.object({ id: Id });
export const MessageOnly = z.object({ message: z.string() });

export const UserSearchQuery = z.object({
  name: z.string().trim().max(200, 'Search is too long').default(''),
  limit: z.coerce.number({ error: 'Invalid limit' }).int().min(1).max(50).default(10),
});
export const UsersByIdsQuery = z.object({
  ids: z
    .preprocess(
      (v) => (typeof v === 'string' ? [v] : v),
      z.array(Id, { error: 'ids must be a list of user ids' }).max(maxUsersByIds, t.tooManyIds(maxUsersByIds)),
    )
    .default([]),
});
export const UserRows = z.object({ users: z.array(ClientRow) });

export const AssignedCompanies = z.object({
  companies: z.array(
    z.object({
      id: z.string(),
      hash_id: z.string(),
      name: z.string(),
      entity_type: z.string(),
      inactive: z.boolean(),
      is_primary: z.boolean(),
      /** The entity's email (FA §3.2): Edit user offers to follow a changed email where it was the old one. */
      business_email: z.string().nullable(),
    }),
  ),
});

export const OverviewSettingInput = z.object({ last_activity_should_include_all_activity: Flag });
export const OverviewSettingResult = z.object({
  message: z.string(),
  last_activity_should_include_all_activity: z.boolean(),
});
