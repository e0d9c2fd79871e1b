/**
 * POST /firms/update_preferences (MD §7, FA §2.9 Firm Settings, partner only): the given preference flags and
 * texts are merged into the firm's, and the theme's colours replaced one by one (null clears one). The firm
 * is always the caller's. Every change is in the activity log with the names of what changed.
 */
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { activityType } from '@ledgerline/shared/activity-types';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { getFirm, setFirmPreferences } from './store';

export const preferencesSaved = 'Firm settings saved';

function merged<T extends Record<string, unknown>>(current: T, changes: Record<string, unknown> | undefined): T {
  if (!changes) return current;
  const next: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return next as T;
}

export const updatePreferences = handle(firmRoutes.updatePreferences, async (ctx) => {
  const { caller } = ctx;
  const firm = await getFirm(caller.firmId);
  if (!firm) throw new NotFound('firm');
  const preferences = merged((firm.preferences ?? {}) as Record<string, unknown>, ctx.input.preferences);
  const theme = merged((firm.theme ?? {}) as Record<string, unknown>, ctx.input.theme);
  await setFirmPreferences(caller.firmId, preferences, theme);
  const changed = [
    ...Object.keys(ctx.input.preferences ?? {}),
    ...Object.keys(ctx.input.theme ?? {}).map((k) => `theme.${k}`),
  ];
  await recordActivity({
    firmId: caller.firmId,
    action: 'firm_preferences_updated',
    title: 'Firm settings changed',
    typeId: activityType.detailChange,
    description: changed.slice(0, 20).join(', ') + (changed.length > 20 ? ` and ${changed.length - 20} more` : ''),
    actorUserId: caller.userId,
    userId: caller.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: preferencesSaved, preferences, theme };
});
