/**
 * Out of office (MD §2 banner, §3; FA §7.3 PATCH /out_of_office/{userId}). Turning it on starts a new period
 * (a fresh period id), so the automatic reply goes once per conversation per period.
 */
import type { Caller } from '@ledgerline/shared/access';
import type { OutOfOfficeInput } from '@ledgerline/shared/schemas/advisors';
import { outOfOfficeText, outOfOfficeView } from '@ledgerline/shared/out-of-office';
import { activityType } from '@ledgerline/shared/activity-types';
import type { RequestContext } from '../platform/http';
import { signedIn } from '../platform/http';
import { Forbidden, Invalid, NotFound } from '../platform/errors';
import { newId } from '../platform/auth/secrets';
import { recordActivity } from '../platform/activity';
import { User, type UserItem } from '../platform/data/entities/user';

/** Partners and admins set anyone's; everyone else their own. */
export function mayChangeOutOfOffice(caller: Pick<Caller, 'userId' | 'firmAccess'>, userId: string): boolean {
  return caller.userId === userId || caller.firmAccess === 'partner' || caller.firmAccess === 'admin';
}

/**
 * Editing the message or the end of a period that is still on keeps the period (no second automatic reply);
 * turning it on again, a new start, or a period whose end has passed starts a new one.
 */
function samePeriod(target: UserItem, input: Pick<OutOfOfficeInput, 'out_of_office_start'>, now = new Date()): boolean {
  if (!target.out_of_office || !target.out_of_office_period) return false;
  const newStart = input.out_of_office_start ? new Date(input.out_of_office_start).toISOString() : null;
  if ((target.out_of_office_start ?? null) !== newStart) return false;
  return !target.out_of_office_end || Date.parse(target.out_of_office_end) > now.getTime();
}

async function updateOutOfOffice(ctx: RequestContext<OutOfOfficeInput>) {
  const caller = signedIn(ctx);
  const input = ctx.input;
  const target = (await User.get({ firmId: caller.firmId, userId: input.userId }).go()).data;
  if (!target || target.deleted_at) throw new NotFound('user', 'User not found');
  if (!mayChangeOutOfOffice(caller, input.userId)) throw new Forbidden('You can only change your own out of office');
  if (caller.readonly) throw new Forbidden('This account is read-only, so it cannot change settings.');
  if (!target.is_advisor) throw new Forbidden(outOfOfficeText.notStaff);
  if (input.out_of_office === undefined) throw new Invalid(outOfOfficeText.onOrOff, { out_of_office: outOfOfficeText.onOrOff });
  const key = { firmId: caller.firmId, userId: input.userId };
  let updated;
  if (input.out_of_office) {
    const clear = [...(input.out_of_office_start ? [] : ['out_of_office_start' as const]), ...(input.out_of_office_end ? [] : ['out_of_office_end' as const])];
    const set = User.patch(key).set({
      out_of_office: true,
      out_of_office_message: input.out_of_office_message!,
      out_of_office_period: samePeriod(target, input) ? target.out_of_office_period! : newId(),
      ...(input.out_of_office_start ? { out_of_office_start: new Date(input.out_of_office_start).toISOString() } : {}),
      ...(input.out_of_office_end ? { out_of_office_end: new Date(input.out_of_office_end).toISOString() } : {}),
    });
    updated = await (clear.length ? set.remove(clear) : set).go({ response: 'all_new' });
  } else {
    updated = await User.patch(key).set({ out_of_office: false }).go({ response: 'all_new' });
  }
  await recordActivity({
    firmId: caller.firmId, action: 'out_of_office_updated', title: input.out_of_office ? 'Out of office turned on' : 'Out of office turned off', typeId: activityType.detailChange,
    description: input.out_of_office ? [input.out_of_office_start && `from ${input.out_of_office_start}`, input.out_of_office_end && `until ${input.out_of_office_end}`].filter(Boolean).join(' ') : '',
    actorUserId: caller.userId, userId: input.userId, ip: ctx.ip, requestId: ctx.requestId,
  });
  return { message: outOfOfficeText.updated, user_id: input.userId, out_of_office: outOfOfficeView(updated.data as UserItem) };
}

export const outOfOfficeOperations = { updateOutOfOffice };
