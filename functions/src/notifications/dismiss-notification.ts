import { notificationRoutes } from '@ledgerline/shared/routes/notifications';
import { handle } from '../platform/handle';
import { notificationText } from '@ledgerline/shared/notifications';
import { NotFound } from '../platform/errors';
import { createdAtOf } from '../platform/notifications/ids';
import * as store from './store';

/** Dismissing twice is fine (the screen may race itself); another user's id, or none, is Not found. */
export const dismissNotification = handle(notificationRoutes.dismissNotification, async (ctx) => {
  const { caller } = ctx;
  const createdAt = createdAtOf(ctx.input.id);
  const outcome = createdAt ? await store.dismissOne(caller.firmId, caller.userId, ctx.input.id, createdAt) : 'missing';
  if (outcome === 'missing') throw new NotFound('notification', notificationText.notFound);
  return { message: notificationText.dismissed, dismissed: outcome === 'dismissed' ? 1 : 0 };
});
