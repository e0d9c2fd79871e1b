/**
 * POST /companies/{id}/create_new_owner (FA §3.3 'New owner', §5.3): first and last name required, email valid if
 * given. An email of a client of this firm adds that client as an owner; an email that belongs to another firm is
 * refused with FA §8.2's 'Email is already taken...'; otherwise a new client is made (with a temporary email when
 * none is given) and owns the entity, all in one write. The entity's conversation follows as in update_owners
 * (copyPreviousMessages, transferPreviousMessages).
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { entityOwnText, entityText } from '@ledgerline/shared/companies';
import { handle } from '../platform/handle';
import { reply } from '../platform/http';
import { Conflict, Invalid, NotFound } from '../platform/errors';
import { syncDirectoryUser } from '../platform/directory';
import { historyMode } from '../platform/entity-conversations';
import { openEntity } from './access';
import { blank, requireFields } from './required';
import { requiredText } from '@ledgerline/shared/schemas/companies';
import { newPerson } from './new-person';
import { setOwners } from './owners';
import { entityActivity } from './entity-activity';
import { companyDetail } from './views';
import * as store from './store';

export const createNewOwner = handle(companyRoutes.createNewOwner, async (ctx) => {
  const { caller, input } = ctx;
  const company = await openEntity(caller, input.id);
  requireFields({
    firstName: { missing: blank(input.firstName), message: requiredText.firstName },
    lastName: { missing: blank(input.lastName), message: requiredText.lastName },
  });
  const owners = await store.ownerIdsOf(company);
  const mode = historyMode({ copy: input.copyPreviousMessages, transfer: input.transferPreviousMessages });
  const holder = input.email ? await store.emailHolder(input.email) : null;
  let userId: string;
  let created = false;
  // The entity as the owners' change starts from: as opened, or as the new person's write left it.
  let current = company;
  if (holder) {
    const existing = holder.firmId === caller.firmId ? await store.getUser(caller.firmId, holder.userId) : null;
    if (!existing || existing.deleted_at) throw new Conflict(entityText.emailTaken);
    if (existing.is_advisor)
      throw new Invalid(entityOwnText.firmUserNotOwner, { email: entityOwnText.firmUserNotOwner });
    if (owners.includes(existing.userId)) throw new Conflict(entityOwnText.alreadyOwner);
    userId = existing.userId;
  } else {
    const person = await newPerson(caller, company, {
      fname: input.firstName!,
      lname: input.lastName!,
      email: input.email,
      phoneNumber: input.phoneNumber,
      advisorId: input.advisor,
      advisorField: 'advisor',
    });
    await store.insertOwner(company, person, null, {
      emailTaken: () => new Conflict(entityText.emailTaken),
      companyChanged: () => new NotFound('company', entityOwnText.entityNotFound),
    });
    await syncDirectoryUser(caller.firmId, person.userId);
    userId = person.userId;
    created = true;
    current = (await store.getCompany(caller.firmId, company.companyId)) ?? company;
  }
  const result = await setOwners(caller, current, [...owners, userId], mode);
  await entityActivity(ctx, company.companyId, 'company_updated', 'Owner added', { userId });
  return reply(201, {
    message: created ? entityText.userCreated : entityText.ownersUpdated,
    user_id: userId,
    company: await companyDetail(caller, result.company),
    conversation_id: result.conversationId,
  });
});
