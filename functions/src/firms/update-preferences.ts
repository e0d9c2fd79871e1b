/**
 * POST /firms/update_preferences (MD §7, FA §2.9 Firm Settings, partner only): the given preference flags and
 * texts are merged into the firm's, the theme's colours replaced one by one (null clears one), and the time zone,
 * the sign-in page's address (slug) and the vocabulary set when given. Only what is given is written. The firm is
 * always the caller's. Every change is in the activity log with the names of what changed.
 */
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { activityType } from '@ledgerline/shared/activity-types';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { newId } from '../platform/auth/secrets';
import { changeFirmSlug, getFirm, setFirmSettings } from './store';
import { firmSettingsText } from './texts';
import { vocabsOf } from './settings-view';

export const preferencesSaved = firmSettingsText.saved;

function merged<T extends Record<string, unknown>>(current: T, changes: Record<string, unknown> | undefined): T {
  if (!changes) return current;
  const next: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return next as T;
}

/** The names of what a request changes, for the activity log. */
function changedNames(input: {
  preferences?: Record<string, unknown>;
  theme?: Record<string, unknown>;
  time_zone?: string;
  slug?: string | null;
  firm_vocabs?: unknown[];
}): string {
  const changed = [
    ...Object.keys(input.preferences ?? {}),
    ...Object.keys(input.theme ?? {}).map((k) => `theme.${k}`),
    ...(['time_zone', 'slug', 'firm_vocabs'] as const).filter((k) => input[k] !== undefined),
  ];
  return changed.slice(0, 20).join(', ') + (changed.length > 20 ? ` and ${changed.length - 20} more` : '');
}

export const updatePreferences = handle(firmRoutes.updatePreferences, async (ctx) => {
  const { caller, input } = ctx;
  const firm = await getFirm(caller.firmId);
  if (!firm) throw new NotFound('firm');
  const preferences = merged((firm.preferences ?? {}) as Record<string, unknown>, input.preferences);
  const theme = merged((firm.theme ?? {}) as Record<string, unknown>, input.theme);
  // The slug first: a taken one (409) leaves everything else as it was.
  if (input.slug !== undefined) await changeFirmSlug(caller.firmId, firm.slug, input.slug, firmSettingsText.slugTaken);
  const firmVocabs = input.firm_vocabs?.map((v) => ({ ...v, id: v.id ?? newId() }));
  await setFirmSettings(caller.firmId, {
    ...(input.preferences ? { preferences } : {}),
    ...(input.theme ? { theme } : {}),
    time_zone: input.time_zone,
    firm_vocabs: firmVocabs,
  });
  await recordActivity({
    firmId: caller.firmId,
    action: 'firm_preferences_updated',
    title: 'Firm settings changed',
    typeId: activityType.detailChange,
    description: changedNames(input),
    actorUserId: caller.userId,
    userId: caller.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return {
    message: preferencesSaved,
    preferences,
    theme,
    time_zone: input.time_zone ?? firm.time_zone,
    slug: input.slug !== undefined ? input.slug : (firm.slug ?? null),
    firm_vocabs: firmVocabs ?? vocabsOf(firm),
  };
});
