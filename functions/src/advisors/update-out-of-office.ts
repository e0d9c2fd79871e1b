import { advisorRoutes } from '@ledgerline/shared/routes/advisors';
import { handle } from '../platform/handle';
import { outOfOfficeText, outOfOfficeView } from '@ledgerline/shared/out-of-office';
import { activityType } from '@ledgerline/shared/activity-types';
import { Forbidden, Invalid, NotFound } from '../platform/errors';
import { newId } from '../platform/auth/secrets';
import { recordActivity } from '../platform/activity';
import type { UserItem } from '../platform/data/entities/user';
import { clearOutOfOffice, getUser, setOutOfOffice } from './store';
import { mayChangeOutOfOffice, samePeriod } from './out-of-office';

export const updateOutOfOffice = handle(advisorRoutes.updateOutOfOffice, async (ctx) => {
  const { caller } = ctx;
  const input = ctx.input;
  const target = await getUser(caller.firmId, input.userId);
  if (!target || target.deleted_at) throw new NotFound('user', 'User not found');
  if (!mayChangeOutOfOffice(caller, input.userId)) throw new Forbidden('You can only change your own out of office');
  if (caller.readonly) throw new Forbidden('This account is read-only, so it cannot change settings.');
  if (!target.is_advisor) throw new Forbidden(outOfOfficeText.notStaff);
  if (input.out_of_office === undefined)
    throw new Invalid(outOfOfficeText.onOrOff, { out_of_office: outOfOfficeText.onOrOff });
  const key = { firmId: caller.firmId, userId: input.userId };
  let updated: Awaited<ReturnType<typeof clearOutOfOffice>>;
  if (input.out_of_office) {
    updated = await setOutOfOffice(key, {
      message: input.out_of_office_message!,
      period: samePeriod(target, input) ? target.out_of_office_period! : newId(),
      start: input.out_of_office_start ? new Date(input.out_of_office_start).toISOString() : null,
      end: input.out_of_office_end ? new Date(input.out_of_office_end).toISOString() : null,
    });
  } else {
    updated = await clearOutOfOffice(key);
  }
  await recordActivity({
    firmId: caller.firmId,
    action: 'out_of_office_updated',
    title: input.out_of_office ? 'Out of office turned on' : 'Out of office turned off',
    typeId: activityType.detailChange,
    description: input.out_of_office
      ? [
          input.out_of_office_start && `from ${input.out_of_office_start}`,
          input.out_of_office_end && `until ${input.out_of_office_end}`,
        ]
          .filter(Boolean)
          .join(' ')
      : '',
    actorUserId: caller.userId,
    userId: input.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return {
    message: outOfOfficeText.updated,
    user_id: input.userId,
    out_of_office: outOfOfficeView(updated.data as UserItem),
  };
});
