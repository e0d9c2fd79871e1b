/**
 * GET and POST /companies/{id}/spouse (FA §3.3 'Spouse', §5.1): only an Individual entity has a spouse; first and
 * last names are required and an email, if given, must be valid and unused ('This email already exists'). The spouse
 * is a new client who owns the entity as its second owner, written in one transaction with their email claim (a
 * temporary one when none is given) and the entity's spouse mark. The spouse joins the entity's conversation as it
 * is, seeing its messages (a transfer, in update_owners' words).
 */
import { fullName } from '@ledgerline/shared/person-name';
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { entityOwnText, entityText, individualEntityType } from '@ledgerline/shared/companies';
import { handle } from '../platform/handle';
import { reply } from '../platform/http';
import { Conflict, Invalid } from '../platform/errors';
import { syncDirectoryUser } from '../platform/directory';
import { isTemporaryEmail } from '../platform/temporary-email';
import { openEntity } from './access';
import { blank, requireFields } from './required';
import { requiredText } from '@ledgerline/shared/schemas/companies';
import { newPerson } from './new-person';
import { setOwners } from './owners';
import { entityActivity } from './entity-activity';
import * as store from './store';

function spouseView(c: store.CompanyItem, u: store.UserItem) {
  return {
    id: u.userId,
    fname: u.fname ?? '',
    lname: u.lname ?? '',
    full_name: fullName(u),
    email: u.has_temp_email || isTemporaryEmail(u.email) ? null : u.email,
    work_email: u.work_email ?? null,
    phone_number: u.phone_number ?? null,
    is_taxpayer: c.spouse_is_taxpayer ?? false,
    needs_access: c.spouse_needs_access ?? true,
    assigned_advisor_id: u.assigned_advisor_id ?? null,
  };
}

/** The entity's spouse while they are still one of its owners. */
async function currentSpouse(c: store.CompanyItem) {
  if (!c.spouse_user_id) return null;
  const [user, owns] = await Promise.all([
    store.getUser(c.firmId, c.spouse_user_id),
    store.isOwner(c.firmId, c.spouse_user_id, c.companyId),
  ]);
  return user && owns && !user.deleted_at ? user : null;
}

export const getSpouse = handle(companyRoutes.getSpouse, async ({ caller, input }) => {
  const company = await openEntity(caller, input.id);
  const spouse = await currentSpouse(company);
  return { spouse: spouse ? spouseView(company, spouse) : null };
});

export const createSpouse = handle(companyRoutes.createSpouse, async (ctx) => {
  const { caller, input } = ctx;
  const company = await openEntity(caller, input.id);
  requireFields({
    fname: { missing: blank(input.fname), message: requiredText.firstName },
    lname: { missing: blank(input.lname), message: requiredText.lastName },
  });
  if ((company.entity_type ?? individualEntityType) !== individualEntityType)
    throw new Invalid(entityOwnText.spouseIndividualOnly, { entity_type: entityOwnText.spouseIndividualOnly });
  if (await currentSpouse(company)) throw new Conflict(entityOwnText.spouseExists);
  if (input.email && (await store.emailHolder(input.email)))
    throw new Invalid(entityText.emailExists, { email: entityText.emailExists });
  const person = await newPerson(caller, company, {
    fname: input.fname!,
    lname: input.lname!,
    email: input.email,
    workEmail: input.work_email,
    phoneNumber: input.phone_number,
    advisorId: input.assigned_advisor_id,
    advisorField: 'assigned_advisor_id',
  });
  // A spouse mark left by a spouse who is no longer an owner is replaced.
  const current = company.spouse_user_id ? await store.patchCompany(company, {}, ['spouse_user_id']) : company;
  await store.insertOwner(
    current,
    person,
    { isTaxpayer: input.is_taxpayer, needsAccess: input.needsAccess },
    {
      emailTaken: () => new Invalid(entityText.emailExists, { email: entityText.emailExists }),
      companyChanged: () => new Conflict(entityOwnText.spouseExists),
    },
  );
  await syncDirectoryUser(caller.firmId, person.userId);
  const saved = (await store.getCompany(caller.firmId, company.companyId)) ?? current;
  await setOwners(caller, saved, await store.ownerIdsOf(saved), 'transfer');
  await entityActivity(ctx, company.companyId, 'company_updated', 'Spouse added', { userId: person.userId });
  const spouse = (await store.getUser(caller.firmId, person.userId))!;
  return reply(201, { message: entityOwnText.spouseAdded, spouse: spouseView(saved, spouse) });
});
