/**
 * POST /users/update_overview_setting (FA §3.4, §7.2): the caller's own Collect overview setting,
 * last_activity_should_include_all_activity. It is the caller's, so no id is taken.
 */
import { userRoutes } from '@ledgerline/shared/routes/users';
import { userOwnText } from '@ledgerline/shared/users';
import { handle } from '../platform/handle';
import { setUserFields } from './store';

export const updateOverviewSetting = handle(userRoutes.updateOverviewSetting, async ({ caller, input }) => {
  const value = input.last_activity_should_include_all_activity;
  await setUserFields(caller.firmId, caller.userId, { last_activity_should_include_all_activity: value });
  return { message: userOwnText.overviewSaved, last_activity_should_include_all_activity: value };
});
