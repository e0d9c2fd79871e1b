import * as z from 'zod';
import { entityOwnText } from '../companies';
import { Id } from './common';

export const CompanyByHashQuery = z.object({
  hash_id: z
    .string({ error: 'Entity is missing' })
    .trim()
    .min(1, 'Entity is missing')
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid entity'),
});

export const CompanyView = z.object({
  id: z.string(),
  hash_id: z.string(),
  name: z.string(),
  entity_type: z.string(),
  inactive: z.boolean(),
  readonly_access: z.boolean(),
});
/**
 * An entity address's entity, with the caller's firm-role permissions on it (README "Firm roles and permissions"):
 * null when roles do not decide for the caller; the screens offer only what these allow.
 */
export const CompanyByHash = z.object({
  company: CompanyView.extend({ my_permissions: z.array(z.string()).nullable() }),
});

// ------------------------------------------------------------------------------ entity read, create, edit (FA §7.4)

const emailShape = z.email();
/** An optional email: blank clears it; anything else must be valid. */
const OptionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Invalid email address')
  .refine((v) => v === '' || emailShape.safeParse(v).success, 'Invalid email address');
const Text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
/** FA §5.1: phone-like fields are stored as digits only. */
const Digits = z
  .string()
  .max(20, 'At most 20 characters')
  .transform((v) => v.replace(/\D/g, ''));
const Ein = z
  .string()
  .trim()
  .max(20, 'At most 20 characters')
  .regex(/^[0-9-]*$/, 'The EIN may hold digits and dashes only');
const Name = z.string().trim().max(200, 'At most 200 characters');
const PersonName = z.string().trim().max(80, 'At most 80 characters');
const EntityType = z.string({ error: 'Entity type is required' }).trim().max(80, 'At most 80 characters');

/** FA §3.2's editable fields of an entity; every one optional (a PATCH names what changes, '' clears). */
const EntityFields = {
  name: Name.optional(),
  entity_type: EntityType.optional(),
  business_email: OptionalEmail.optional(),
  other_email: OptionalEmail.optional(),
  street: Text(200).optional(),
  city: Text(100).optional(),
  state: Text(100).optional(),
  zip: Text(20).optional(),
  country: Text(100).optional(),
  ein: Ein.optional(),
  fax: Digits.optional(),
  external_entity_id: Text(100).optional(),
  tax_return_id: Text(100).optional(),
};

export const CompanyIdPath = z.object({ id: Id });

/**
 * A body field a route on an entity requires: here only its shape. That it is there is checked once the entity in
 * the address is found, so another firm's ids answer 404 whatever the body holds (the security suite calls every
 * such route with an empty body); the handler refuses a missing one with the message in `requiredText`.
 */
const Later = <T extends z.ZodType>(schema: T) => schema.optional();
export const requiredText = {
  firstName: entityOwnText.firstNameRequired,
  lastName: entityOwnText.lastNameRequired,
  owners: entityOwnText.ownersRequired,
  newPrimary: 'Choose the new primary contact',
  entityEmailUser: 'Choose the owner whose email the entity takes',
  firmUser: 'Choose a firm user, or none',
  specialRole: 'Choose client_manager_id or cpa_id',
} as const;

/** POST /companies (FA §3.3 'Create entity'): a new entity for an existing client, `user_id`. */
export const CreateCompanyInput = z.object({
  ...EntityFields,
  entity_type: EntityType,
  firstName: PersonName.optional(),
  lastName: PersonName.optional(),
  user_id: Id,
});
export type CreateCompanyInput = z.infer<typeof CreateCompanyInput>;

/** PATCH /companies/{id}: staff edit (Edit Entity Information: Details and Settings). */
export const UpdateCompanyInput = z.object({
  id: Id,
  ...EntityFields,
  inactive: z.boolean().optional(),
  readonly_access: z.boolean().optional(),
});
export type UpdateCompanyInput = z.infer<typeof UpdateCompanyInput>;

/** PUT /companies/{id}: a client's own update of their entity's contact fields. */
export const UpdateCompanyProfileInput = z.object({
  id: Id,
  business_email: EntityFields.business_email,
  other_email: EntityFields.other_email,
  street: EntityFields.street,
  city: EntityFields.city,
  state: EntityFields.state,
  zip: EntityFields.zip,
  country: EntityFields.country,
  fax: EntityFields.fax,
});
export type UpdateCompanyProfileInput = z.infer<typeof UpdateCompanyProfileInput>;

export const CompanyOwner = z.object({
  id: z.string(),
  full_name: z.string(),
  /** null when the person has only a temporary email (FA §5.1). */
  email: z.string().nullable(),
  is_primary: z.boolean(),
  paying: z.boolean(),
});

/** GET /companies/{id}: the entity with FA §3.2's fields. */
export const CompanyDetail = z.object({
  id: z.string(),
  hash_id: z.string(),
  name: z.string(),
  entity_type: z.string(),
  business_email: z.string(),
  other_email: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  ein: z.string(),
  fax: z.string(),
  external_entity_id: z.string(),
  tax_return_id: z.string(),
  inactive: z.boolean(),
  readonly_access: z.boolean(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
  owners: z.array(CompanyOwner),
  primary_contact: z.object({ id: z.string(), full_name: z.string(), email: z.string().nullable() }).nullable(),
  primary_user_id: z.string().nullable(),
  user_ids: z.array(z.string()),
  /** The primary owner's assigned firm user (FA §5.4): the same for all of that person's entities. */
  assigned_advisor_id: z.string().nullable(),
  /** The primary owner's firm group (the entity's group for the assignment picker, FA §5.4), or null. */
  firm_group_id: z.string().nullable(),
  client_manager_id: z.string().nullable(),
  cpa_id: z.string().nullable(),
  spouse_user_id: z.string().nullable(),
  entity_tags: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The entity's latest live conversation (for a client: the latest one they are in), or null. */
  relevant_conversation_id: z.string().nullable(),
});
export type CompanyDetail = z.infer<typeof CompanyDetail>;
export const CompanyAnswer = z.object({ company: CompanyDetail });
export const CompanySaved = z.object({ message: z.string(), company: CompanyDetail });
export const Done = z.object({ message: z.string() });

// ------------------------------------------------------------------------------------------------------ owners

/** FA §3.3 'New owner' (companyId is the path's id). */
export const CreateNewOwnerInput = z.object({
  id: Id,
  firstName: Later(PersonName),
  lastName: Later(PersonName),
  email: OptionalEmail.optional(),
  phoneNumber: Digits.refine((p) => p === '' || p.length === 10, 'Phone number must be 10 digits').optional(),
  /** The new person's assigned firm user; the primary owner's when absent. */
  advisor: Id.nullish(),
  copyPreviousMessages: z.boolean().default(false),
  transferPreviousMessages: z.boolean().default(false),
});
export type CreateNewOwnerInput = z.infer<typeof CreateNewOwnerInput>;

/** At most this many owners: one transaction adds and removes them with the entity. */
export const maxOwners = 40;

export const UpdateOwnersInput = z.object({
  id: Id,
  owner_ids: Later(z.array(Id).max(maxOwners, `At most ${maxOwners} owners`)),
  should_copy_over_previous_messages: z.boolean().default(false),
  should_transfer_over_previous_messages: z.boolean().default(false),
});
export type UpdateOwnersInput = z.infer<typeof UpdateOwnersInput>;

/** What an owner change did: the entity, and the conversation its owners now use (null when it has none). */
export const OwnersSaved = z.object({
  message: z.string(),
  company: CompanyDetail,
  conversation_id: z.string().nullable(),
});
export const NewOwnerSaved = OwnersSaved.extend({ user_id: z.string() });

export const ChangePrimaryContactInput = z.object({ id: Id, new_primary_contact_id: Later(Id) });

/** FA §7.4 'Update entity email' {companyId, userId}: the entity's email becomes this owner's. */
export const UpdateEntityEmailInput = z.object({ id: Id, user_id: Later(Id) });

// ------------------------------------------------------------------------------------------------------ spouse

/** FA §3.3 'Spouse'. */
export const CreateSpouseInput = z.object({
  id: Id,
  fname: Later(PersonName),
  lname: Later(PersonName),
  email: OptionalEmail.optional(),
  work_email: OptionalEmail.optional(),
  phone_number: Digits.refine((p) => p === '' || p.length === 10, 'Phone number must be 10 digits').optional(),
  is_taxpayer: z.boolean().default(false),
  needsAccess: z.boolean().default(true),
  assigned_advisor_id: Id.nullish(),
});
export type CreateSpouseInput = z.infer<typeof CreateSpouseInput>;

export const Spouse = z.object({
  id: z.string(),
  fname: z.string(),
  lname: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  work_email: z.string().nullable(),
  phone_number: z.string().nullable(),
  is_taxpayer: z.boolean(),
  needs_access: z.boolean(),
  assigned_advisor_id: z.string().nullable(),
});
export const SpouseAnswer = z.object({ spouse: Spouse.nullable() });
export const SpouseSaved = z.object({ message: z.string(), spouse: Spouse });

// ------------------------------------------------------------------------------------------------ pickers, default

const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** GET /companies/simple_index (FA §7.4 'Entity search in selectors'): page is 1-based (0 reads as 1). */
export const SimpleIndexQuery = z.object({
  search_term: z.string().trim().max(200, 'Search is too long').optional(),
  page: z.coerce
    .number({ error: 'Invalid page' })
    .int('Invalid page')
    .min(0, 'Invalid page')
    .max(1000, 'Invalid page')
    .default(1)
    .transform((p) => Math.max(1, p)),
  rows_per_page: z.coerce
    .number({ error: 'Invalid page size' })
    .int('Invalid page size')
    .min(1, 'Invalid page size')
    .max(50, 'Invalid page size')
    .default(10),
  descending: Flag.default(false),
});
export type SimpleIndexQuery = z.infer<typeof SimpleIndexQuery>;
export const SimpleCompany = z.object({ id: z.string(), hash_id: z.string(), name: z.string() });
export const SimpleIndex = z.object({ companies: z.array(SimpleCompany), has_more: z.boolean() });

export const UserCompanies = z.object({ companies: z.array(CompanyView) });
export const SetDefaultCompanyInput = z.object({ company_id: Id });
export const DefaultCompanySet = z.object({ message: z.string(), default_company_id: z.string() });

// ------------------------------------------------------------------------------------- assignment and special roles

/** FA §3.2 special roles an entity stores. */
export const specialRoles = ['client_manager_id', 'cpa_id'] as const;

/** PATCH /companies/{id}/update_client_assignment (FA §5.4): user_id null (or '-1', none) clears the assignment. */
export const UpdateClientAssignmentInput = z.object({
  id: Id,
  special_role: z.enum(['assigned_advisor_id']).optional(),
  user_id: Later(Id.nullable().transform((v) => (v === '-1' ? null : v))),
});
export type UpdateClientAssignmentInput = z.infer<typeof UpdateClientAssignmentInput>;

/** PATCH /companies/{id}/update_roles: one special role of the entity; user_id null (or '-1') clears it. */
export const UpdateRolesInput = z.object({
  id: Id,
  special_role: Later(z.enum(specialRoles, { error: requiredText.specialRole })),
  user_id: Later(Id.nullable().transform((v) => (v === '-1' ? null : v))),
});
export type UpdateRolesInput = z.infer<typeof UpdateRolesInput>;
