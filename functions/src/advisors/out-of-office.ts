import type { Caller } from '@ledgerline/shared/access';
import type { OutOfOfficeInput } from '@ledgerline/shared/schemas/advisors';
import type { UserItem } from '../platform/data/entities/user';

/** Partners and admins set anyone's; everyone else their own. */
export function mayChangeOutOfOffice(caller: Pick<Caller, 'userId' | 'firmAccess'>, userId: string): boolean {
  return caller.userId === userId || caller.firmAccess === 'partner' || caller.firmAccess === 'admin';
}

/**
 * Editing the message or the end of a period that is still on keeps the period (no second automatic reply);
 * turning it on again, a new start, or a period whose end has passed starts a new one.
 */
export function samePeriod(
  target: UserItem,
  input: Pick<OutOfOfficeInput, 'out_of_office_start'>,
  now = new Date(),
): boolean {
  if (!target.out_of_office || !target.out_of_office_period) return false;
  const newStart = input.out_of_office_start ? new Date(input.out_of_office_start).toISOString() : null;
  if ((target.out_of_office_start ?? null) !== newStart) return false;
  return !target.out_of_office_end || Date.parse(target.out_of_office_end) > now.getTime();
}
