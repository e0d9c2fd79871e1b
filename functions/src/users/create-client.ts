/**
 * POST /users/create_client_from_api (FA §3.3 "Create user with entity", §5.1): a client with their first entity.
 * The user, the entity, the ownership and the email's claim are one transaction, so of two creates with one email
 * exactly one succeeds and the other hears 'Email is already taken...' (409). A blank email gets a temporary one
 * (has_temp_email). Staff only; group-limited staff make clients of their own group.
 */
import { userRoutes } from '@ledgerline/shared/routes/users';
import { userText } from '@ledgerline/shared/users';
import { chooseEntityType } from '@ledgerline/shared/entity-types';
import { handle } from '../platform/handle';
import { Conflict, Forbidden, Invalid } from '../platform/errors';
import { newId } from '../platform/auth/secrets';
import { newCompanyHash } from '../platform/provision';
import { temporaryEmail } from '../platform/temporary-email';
import { recordActivity } from '../platform/activity';
import { syncDirectoryEntity, syncDirectoryUser } from '../platform/directory';
import { userProfile } from '../platform/user-profile';
import { entityNameFor, entityNameProblem, groupForNewClient } from './client-rules';
import { checkAssignableAdvisor, checkFirmGroup } from './assignment-checks';
import { createClientWithEntity, getFirm, getUserConsistent } from './store';
import { firmFlagText } from '@ledgerline/shared/firm-flags';

export const createClient = handle(userRoutes.createClient, async (ctx) => {
  const { caller, input } = ctx;
  const prefs = ((await getFirm(caller.firmId))?.preferences ?? {}) as Record<string, unknown>;
  const group = groupForNewClient(caller, input.firmGroupId, prefs);
  if (group.forbidden) throw new Forbidden(group.forbidden);
  if (group.invalid) throw new Invalid(group.invalid, { firmGroupId: group.invalid });
  // FA §3.4 external_entity_id_allowed: an external id only while the firm allows them.
  if (input.externalEntityId?.trim() && prefs.external_entity_id_allowed !== true)
    throw new Forbidden(firmFlagText.externalEntityIdOff);
  // The one rule for an entity's type: the firm's types, as POST /companies and imports have it.
  const type = chooseEntityType(input.entityType, prefs);
  if ('problem' in type) throw new Invalid(type.problem, { entityType: type.problem });
  const name = entityNameFor(type.type, input.companyName, input.fname, input.lname);
  const nameProblem = entityNameProblem(name);
  if (nameProblem) throw new Invalid(nameProblem, { companyName: nameProblem });
  await checkFirmGroup(caller.firmId, group.groupId, 'firmGroupId');
  await checkAssignableAdvisor(caller.firmId, input.assignedAdvisorId, group.groupId, 'assignedAdvisorId');

  const firmId = caller.firmId;
  const userId = newId();
  const companyId = newId();
  const hashId = newCompanyHash();
  const email = input.email || temporaryEmail();
  const blank = (v: string | undefined) => v || undefined;
  await createClientWithEntity(
    {
      firmId,
      userId,
      uid: newId(),
      email,
      has_temp_email: !input.email,
      fname: input.fname,
      lname: input.lname,
      preferred_name: blank(input.preferredName),
      phone_number: blank(input.phoneNumber),
      work_phone_number: blank(input.workPhoneNumber),
      work_phone_extension: blank(input.workPhoneExtenstion),
      preferred_contact_method: input.preferredContactMethod,
      time_zone: input.timeZone,
      external_user_id: blank(input.externalUserId),
      for_testing: input.forTesting ?? input.for_testing ?? false,
      is_advisor: false,
      firm_group_id: group.groupId ?? '',
      assigned_advisor_id: input.assignedAdvisorId,
      default_company_id: companyId,
    },
    {
      firmId,
      companyId,
      hash_id: hashId,
      name,
      entity_type: type.type,
      primary_user_id: userId,
      business_email: blank(input.businessEmail),
      other_email: blank(input.otherEmail),
      street: blank(input.street),
      city: blank(input.city),
      state: blank(input.state),
      zip: blank(input.zip),
      country: blank(input.country),
      external_entity_id: blank(input.externalEntityId),
      tax_return_id: blank(input.taxReturnId),
      tax_software: blank(input.taxSoftware),
    },
    () => new Conflict(userText.emailTaken),
  );
  await syncDirectoryUser(firmId, userId);
  await syncDirectoryEntity(firmId, companyId);
  await recordActivity({
    firmId,
    action: 'user_created',
    title: 'Client created',
    description: `${input.fname} ${input.lname} with the entity ${name}`,
    actorUserId: caller.userId,
    userId,
    companyId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  const user = (await getUserConsistent(firmId, userId))!;
  const { user: view } = await userProfile(firmId, user);
  return { error: null, user: view, company_id: companyId, company_hash_id: hashId };
});
