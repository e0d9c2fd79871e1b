/**
 * The client confirms their contact data in a questionnaire (QD §5 Contact confirmation): email, phone, how they want
 * to be contacted and the entity's address. A phone, when given, is 10 digits; SMS needs a phone; a new email must be
 * nobody else's. Confirming stamps the questionnaire (contact_confirmed_at); reviewing the profile section stamps
 * profile_updated_at.
 */
import type { Caller } from '@ledgerline/shared/access';
import { activityType } from '@ledgerline/shared/activity-types';
import { answeringText } from '@ledgerline/shared/answering';
import { answeringRoutes } from '@ledgerline/shared/routes/answering';
import type { ConfirmContactInput } from '@ledgerline/shared/schemas/answering';
import { isTemporaryEmail } from '@ledgerline/shared/users';
import type * as z from 'zod';
import { recordActivity } from '../platform/activity';
import type { UserItem } from '../platform/data/entities/user';
import { syncDirectoryUser } from '../platform/directory';
import { Conflict, Forbidden, Invalid, NotFound } from '../platform/errors';
import { handle } from '../platform/handle';
import { openQuestionnaire } from './open';
import {
  emailClaimOf,
  getUserConsistent,
  stampQuestionnaire,
  writeCompanyAddress,
  writeUserContact,
  type UserField,
  type UserSet,
} from './store/contact';

type Input = z.infer<typeof ConfirmContactInput>;
const addressFields = ['street', 'zip', 'city', 'state', 'country'] as const;
type AddressField = (typeof addressFields)[number];

/** The contact methods of the dialog, as the user record names them. */
const contactMethods = { email: 'email', sms: 'sms', both: 'email_and_sms' } as const;

export interface ContactChange {
  user: { set: UserSet; remove: UserField[]; email?: string };
  address: { set: Partial<Record<AddressField, string>>; remove: AddressField[] };
  /** What changed, for the activity log. */
  fields: string[];
}

/**
 * QD §5: what confirming changes, or the first rule it breaks ({message, field}). An absent field keeps its value;
 * an empty one clears it.
 */
export function contactChange(
  user: Pick<UserItem, 'email' | 'phone_number' | 'preferred_contact_method' | 'preferred_sign_in_method'>,
  company: Partial<Record<AddressField, string>>,
  input: Omit<Input, 'questionnaireId' | 'companyId' | 'userId'>,
): ContactChange | { problem: string; field: string } {
  const change: ContactChange = { user: { set: {}, remove: [] }, address: { set: {}, remove: [] }, fields: [] };

  let phone = user.phone_number ?? null;
  if (input.phoneNumber !== undefined) {
    const given = input.phoneNumber?.trim() ?? '';
    const digits = given.replace(/\D/g, '');
    if (given && digits.length !== 10) return { problem: answeringText.phoneDigits, field: 'phoneNumber' };
    if (!digits && phone && user.preferred_sign_in_method === 'sms')
      return { problem: answeringText.phoneNeededToSignIn, field: 'phoneNumber' };
    if ((digits || null) !== phone) {
      if (digits) change.user.set.phone_number = digits;
      else change.user.remove.push('phone_number');
      change.fields.push('phone');
    }
    phone = digits || null;
  }

  if (input.preferred_contact_method !== 'email' && !phone)
    return { problem: answeringText.smsNeedsPhone, field: 'preferred_contact_method' };
  const method = contactMethods[input.preferred_contact_method];
  if (method !== (user.preferred_contact_method ?? 'email')) {
    change.user.set.preferred_contact_method = method;
    change.fields.push('preferred contact method');
  }

  const email = input.email.trim().toLowerCase();
  if (email !== user.email) {
    if (isTemporaryEmail(email)) return { problem: answeringText.invalidEmail, field: 'email' };
    change.user.email = email;
    change.fields.push('email');
  }

  for (const f of addressFields) {
    if (input[f] === undefined) continue;
    const value = input[f]?.trim() ?? '';
    if (value === (company[f] ?? '')) continue;
    if (value) change.address.set[f] = value;
    else change.address.remove.push(f);
    change.fields.push(f);
  }
  return change;
}

async function checkEmailFree(caller: Caller, email: string | undefined): Promise<void> {
  if (email === undefined) return;
  const claim = await emailClaimOf(email);
  if (claim && !(claim.firmId === caller.firmId && claim.userId === caller.userId))
    throw new Conflict(answeringText.contactEmailTaken);
}

export const confirmContactInfo = handle(
  answeringRoutes.confirmContactInfo,
  async ({ caller, input, ip, requestId }) => {
    if (input.userId && input.userId !== caller.userId) throw new Forbidden(answeringText.notYourContact);
    const { q, company } = await openQuestionnaire(caller, input.questionnaireId, input.companyId, 'change');
    const user = await getUserConsistent(caller.firmId, caller.userId);
    if (!user) throw new NotFound('user');
    const change = contactChange(user, company, input);
    if ('problem' in change) throw new Invalid(change.problem, { [change.field]: change.problem });

    await checkEmailFree(caller, change.user.email);
    const userChanges =
      change.user.email !== undefined || Object.keys(change.user.set).length > 0 || change.user.remove.length > 0;
    if (userChanges) {
      await writeUserContact(user, change.user, () => new Conflict(answeringText.contactEmailTaken));
      await syncDirectoryUser(caller.firmId, caller.userId);
    }
    await writeCompanyAddress(company, change.address.set, change.address.remove);
    await stampQuestionnaire(q, 'contact_confirmed_at', new Date().toISOString());
    await recordActivity({
      firmId: caller.firmId,
      action: 'profile_updated',
      title: 'Contact information confirmed',
      description: change.fields.length ? `Changed: ${change.fields.join(', ')}` : 'No changes',
      typeId: activityType.detailChange,
      actorUserId: caller.userId,
      userId: caller.userId,
      companyId: q.companyId,
      questionnaireId: q.questionnaireId,
      ip,
      requestId,
    });
    return { message: answeringText.contactConfirmed };
  },
);

export const markProfileUpdated = handle(answeringRoutes.markProfileUpdated, async ({ caller, input }) => {
  const { q } = await openQuestionnaire(caller, input.id, input.company_id, 'change');
  await stampQuestionnaire(q, 'profile_updated_at', new Date().toISOString());
  return { message: answeringText.profileUpdated };
});
