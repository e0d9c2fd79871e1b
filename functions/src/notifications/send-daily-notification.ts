import { notificationRoutes } from '@ledgerline/shared/routes/notifications';
import { handle } from '../platform/handle';
import { notificationText } from '@ledgerline/shared/notifications';
import { NotFound } from '../platform/errors';
import * as store from './store';
import { sendDigest } from './digest';

export const sendDailyNotification = handle(notificationRoutes.sendDailyNotification, async (ctx) => {
  const { caller } = ctx;
  const user = await store.getUser(caller.firmId, caller.userId);
  if (!user) throw new NotFound('user');
  const count = await sendDigest(caller.firmId, user);
  return { message: count > 0 ? notificationText.dailySent : notificationText.dailyNothing, count };
});
