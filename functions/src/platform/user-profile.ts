/**
 * A person as the screens show them: the signed-in user (GET /sessions/current_user) and the user staff
 * preview (GET /users/{id}) have one shape, so the advisor preview renders what the client sees.
 */
import { fullName } from '@ledgerline/shared/person-name';
import { outOfOfficeView } from '@ledgerline/shared/out-of-office';
import type { UserItem } from './data/entities/user';
import { User } from './data/entities/user';
import { Company } from './data/entities/company';
import { companyIdsOfUser } from './company-owners';
import { getItem, getItems } from './data/batch-get';

export async function companiesOf(firmId: string, userId: string) {
  const companies = await getItems(
    Company,
    (await companyIdsOfUser(firmId, userId)).map((companyId) => ({ firmId, companyId })),
  );
  return companies.filter((c) => !c.deleted_at).sort((a, b) => a.name.localeCompare(b.name));
}

/** `companies` may be started by the caller beside other reads (a client's entities need only the user's id). */
export async function userProfile(firmId: string, user: UserItem, companies?: ReturnType<typeof companiesOf>) {
  const [owned, advisor] = user.is_advisor
    ? [[], null]
    : await Promise.all([
        companies ?? companiesOf(firmId, user.userId),
        user.assigned_advisor_id ? getItem(User, { firmId, userId: user.assigned_advisor_id }) : null,
      ]);
  const visible = owned.filter((c) => !c.inactive);
  return {
    user: {
      id: user.userId,
      uid: user.uid,
      fname: user.fname ?? '',
      lname: user.lname ?? '',
      preferred_name: user.preferred_name ?? null,
      full_name: fullName(user),
      email: user.email,
      phone_number: user.phone_number ?? null,
      time_zone: user.time_zone,
      is_advisor: user.is_advisor ?? false,
      firm_access: user.is_advisor ? (user.firm_access ?? null) : null,
      firm_group: user.firm_group_id ?? null,
      readonly_access: user.readonly_access ?? false,
      paying: user.paying ?? true,
      enabled_2fa: user.enabled_2fa ?? false,
      set_password_required: user.set_password_required ?? false,
      preferred_sign_in_method: user.preferred_sign_in_method,
      default_company_id: visible.some((c) => c.companyId === user.default_company_id)
        ? (user.default_company_id ?? null)
        : (visible[0]?.companyId ?? null),
      created_at: user.created_at ?? '',
      assigned_advisor_id: user.is_advisor ? null : (user.assigned_advisor_id ?? null),
      work_email: user.work_email ?? null,
      work_phone_number: user.work_phone_number ?? null,
      work_phone_extension: user.work_phone_extension ?? null,
      preferred_contact_method: user.preferred_contact_method ?? null,
      external_user_id: user.external_user_id ?? null,
      tax_return_name: user.tax_return_name ?? null,
      for_testing: user.for_testing ?? false,
      deleted_at: user.deleted_at ?? null,
      preferences: {
        has_temp_email: user.has_temp_email ?? false,
        // Staff only: the overview setting (FA §3.4) and the Guide's steps done (FA §2.2).
        ...(user.is_advisor
          ? {
              last_activity_should_include_all_activity: user.last_activity_should_include_all_activity ?? false,
              guide_completed_steps: [...(user.guide_completed_steps ?? [])].sort(),
            }
          : {}),
      },
      ...(user.is_advisor ? { out_of_office: outOfOfficeView(user) } : {}),
      // The client dashboard's firm card names the client's assigned firm user (MD §2).
      ...(user.is_advisor
        ? {}
        : {
            assigned_advisor: advisor && !advisor.deleted_at ? { id: advisor.userId, name: fullName(advisor) } : null,
          }),
    },
    // Clients see only active entities; an entity's inactive flag still travels for the staff screens later.
    companies: visible.map((c) => ({
      id: c.companyId,
      hash_id: c.hash_id,
      name: c.name,
      entity_type: c.entity_type,
      inactive: c.inactive ?? false,
      readonly_access: c.readonly_access ?? false,
    })),
    has_active_entities: Boolean(user.is_advisor) || visible.length > 0,
  };
}
