/** Reading a firm user's out of office from current_user, whose answer may predate it: missing means off. */
import type { OutOfOfficeView } from '../../api/advisors';
import type { CurrentUserInfo } from '../../api/types';

export const outOfOfficeOff: OutOfOfficeView = {
  out_of_office: false,
  out_of_office_message: null,
  out_of_office_start: null,
  out_of_office_end: null,
  away_now: false,
};

/** A firm user's out of office as current_user carries it; older data has none, which means off. */
export function outOfOfficeOf(user: CurrentUserInfo): OutOfOfficeView {
  const view = (user as CurrentUserInfo & { out_of_office?: OutOfOfficeView | null }).out_of_office;
  return view ? { ...outOfOfficeOff, ...view } : outOfOfficeOff;
}
