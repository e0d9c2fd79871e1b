import * as z from 'zod';
import { OutOfOfficeView } from './advisors';
import { Email, Id, RedirectPath } from './common';
import { QueryIdList, TagView } from './tags';
import { directoryListFields, directoryListPaging } from './directory';

export const passwordRules: { test: (p: string) => boolean; message: string }[] = [
  { test: (p) => p.length >= 10, message: 'Password must be greater than 10 characters' },
  { test: (p) => /[A-Z]/.test(p), message: 'Password must contain at least one uppercase letter' },
  { test: (p) => /[a-z]/.test(p), message: 'Password must contain at least one lowercase letter' },
  { test: (p) => /[0-9]/.test(p), message: 'Password must contain at least one number' },
  { test: (p) => /[#?!@$%^&*-]/.test(p), message: 'Password must contain at least one special character (#?!@$%^&*-)' },
];

/** The first rule a password breaks, or null. The screen and the server use the same list. */
export function passwordProblem(password: string): string | null {
  return passwordRules.find((r) => !r.test(password))?.message ?? null;
}

export const NewPassword = z
  .string()
  .max(1024, 'Password is too long')
  .superRefine((p, ctx) => {
    const problem = passwordProblem(p);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Ten digits once formatting is removed: (555) 123-4567. */
export const PhoneNumber = z
  .string({ error: 'Phone is required' })
  .max(14, 'Phone number must be 10 digits')
  .transform((p) => p.replace(/\D/g, ''))
  .refine((p) => p.length > 0, 'Phone is required')
  .refine((p) => p.length === 10, 'Phone number must be 10 digits');

export const SetSignInMethodInput = z.discriminatedUnion(
  'sign_in_method',
  [
    z.object({
      sign_in_method: z.literal('password'),
      new_password: NewPassword,
      phone_number: z.any().optional(),
      email: z.any().optional(),
    }),
    z.object({
      sign_in_method: z.literal('sms'),
      phone_number: PhoneNumber,
      new_password: z.any().optional(),
      email: z.any().optional(),
    }),
    z.object({
      sign_in_method: z.literal('email'),
      email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(Email),
      new_password: z.any().optional(),
      phone_number: z.any().optional(),
    }),
  ],
  { error: 'Choose email, password or sms' },
);

export const ChangeLoginMethodInput = z.object({ uid: Id.optional(), username: Email, redirect: RedirectPath });

export const CreateFirmInput = z.object({
  email: Email,
  firm_name: z.string().trim().min(1, 'Firm name is required').max(120),
  fname: z.string().trim().min(1, 'First name is required').max(80),
  lname: z.string().trim().min(1, 'Last name is required').max(80),
});

/**
 * GET /v2/users (FA §7.2): the client directory. The screens send page as page+1; rows_per_page -1 means all
 * (the Mass Email dialog's audience, MD §9). Hide flags as FA §3.3 names them.
 */
export const UserListQuery = z.object({
  ...directoryListFields,
  sort_by: z.enum(['created_at', 'fname', 'lname', 'full_name', 'email']).default('created_at'),
  assigned_advisor_id: Id.optional(),
  firm_group_id: Id.optional(),
  /** Contact tag ids (FA §3.3): clients with any of them. */
  selected_client_tags_filter: QueryIdList(50),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

export const ClientRow = z.object({
  id: z.string(),
  fname: z.string(),
  lname: z.string(),
  full_name: z.string(),
  preferred_name: z.string().nullable(),
  email: z.string(),
  phone_number: z.string().nullable(),
  assigned_advisor_id: z.string().nullable(),
  firm_group_id: z.string().nullable(),
  paying: z.boolean(),
  created_at: z.string(),
  /** The client's contact tags (FA §3.1), in name order. */
  contact_tags: z.array(TagView).optional(),
});
export const UserList = z.object({
  users: z.array(ClientRow).optional(),
  ids: z.array(z.string()).optional(),
  ...directoryListPaging,
});

export const UserIdQuery = z.object({ id: Id });

/** FA §3.4 preference flags the screens read; a firm may carry more. */
export const FirmPreferences = z
  .object({
    in_app_banner_enabled: z.boolean().optional(),
    in_app_banner_text: z.string().nullable().optional(),
    new_tax_return_delivery_enabled: z.boolean().optional(),
    communication_disabled: z.boolean().optional(),
    template_disabled_for_nonadmin: z.boolean().optional(),
    review_and_export_enabled: z.boolean().optional(),
    signature_requests_enabled: z.boolean().optional(),
    all_activities_enabled: z.boolean().optional(),
    drop_link_enabled: z.boolean().optional(),
    use_firm_roles: z.boolean().optional(),
    tour_enabled: z.boolean().optional(),
    hide_documents_view_from_clients: z.boolean().optional(),
    custom_html: z.string().nullable().optional(),
    /** FA §5.1: true refuses the Individual entity type on create (the spec names no key; shared/src/companies.ts). */
    individual_entity_type_disabled: z.boolean().optional(),
  })
  .catchall(z.unknown());

export const FirmTheme = z.object({
  primary: z.string().nullable().optional(),
  secondary: z.string().nullable().optional(),
  accent: z.string().nullable().optional(),
});

/** The signed-in user (GET /sessions/current_user) or the client a staff member previews (GET /users/{id}). */
export const UserProfile = z.object({
  user: z.object({
    id: z.string(),
    uid: z.string(),
    fname: z.string(),
    lname: z.string(),
    preferred_name: z.string().nullable(),
    full_name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    time_zone: z.string().nullish(),
    is_advisor: z.boolean(),
    firm_access: z.enum(['partner', 'admin', 'full', 'group']).nullable(),
    firm_group: z.string().nullable(),
    readonly_access: z.boolean(),
    paying: z.boolean(),
    enabled_2fa: z.boolean(),
    set_password_required: z.boolean(),
    preferred_sign_in_method: z.string().nullish(),
    default_company_id: z.string().nullable(),
    created_at: z.string().nullish(),
    out_of_office: OutOfOfficeView.optional(),
    /** Clients: their assigned firm user, for the dashboard's firm card. */
    assigned_advisor: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
    /** FA §3.1 fields the Edit user dialog shows (issue 13). */
    assigned_advisor_id: z.string().nullable().optional(),
    work_email: z.string().nullable().optional(),
    work_phone_number: z.string().nullable().optional(),
    work_phone_extension: z.string().nullable().optional(),
    preferred_contact_method: z.string().nullable().optional(),
    external_user_id: z.string().nullable().optional(),
    tax_return_name: z.string().nullable().optional(),
    for_testing: z.boolean().optional(),
    deleted_at: z.string().nullable().optional(),
    /** FA §3.1 preferences.has_temp_email: the email is one the server made up (the person has none). */
    preferences: z
      .object({
        has_temp_email: z.boolean(),
        /** FA §3.4 the user-level overview setting (POST /users/update_overview_setting). */
        last_activity_should_include_all_activity: z.boolean().optional(),
        /** Staff: the Guide's steps done (FA §2.2 /admin-guide). */
        guide_completed_steps: z.array(z.string()).optional(),
      })
      .optional(),
    /** GET /users/{id} of a client, read by staff: the client's contact tags (FA §5.6), in name order. */
    contact_tags: z.array(TagView).optional(),
  }),
  companies: z.array(
    z.object({
      id: z.string(),
      hash_id: z.string(),
      name: z.string(),
      entity_type: z.string().nullish(),
      inactive: z.boolean(),
      readonly_access: z.boolean(),
    }),
  ),
  has_active_entities: z.boolean(),
});

export const CurrentUser = UserProfile.extend({
  firm: z.object({
    id: z.string(),
    name: z.string(),
    time_zone: z.string().nullish(),
    preferences: FirmPreferences,
    theme: FirmTheme.nullish(),
  }),
});
