import * as z from 'zod';
import { FirmPreferences, FirmTheme } from './users';

/** A firm user as pickers show them (Manage Participants, assigned firm user). */
export const FirmUser = z.object({
  id: z.string(),
  fname: z.string(),
  lname: z.string(),
  full_name: z.string(),
  email: z.string(),
  firm_access: z.enum(['partner', 'admin', 'full', 'group']).nullable(),
  firm_group_id: z.string().nullable(),
  paying: z.boolean(),
});
export const FirmUserList = z.object({ users: z.array(FirmUser) });

/** A firm's custom questionnaire status as the client dashboard shows it (MD §3); staff also get their own label. */
export const FirmCustomStatus = z.object({
  id: z.string(),
  client_display_status: z.string(),
  client_instruction: z.string().nullable(),
  firm_user_display_status: z.string().optional(),
});
export const FirmCustomStatusList = z.object({ firm_custom_statuses: z.array(FirmCustomStatus) });
/** Any other value than the caller's own firm id answers 404, so the path is not validated further. */
export const FirmIdPath = z.object({ id: z.string() });

const PreferenceKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'Unknown preference name');
const PreferenceValue = z.union(
  [z.boolean(), z.number().finite(), z.string().max(20_000), z.array(z.string().max(20_000)).max(50), z.null()],
  { error: 'Invalid preference value' },
);
const Colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colours are written #RRGGBB')
  .nullable();

/** POST /firms/update_preferences (MD §7, FA §7.5): flags and texts to change, and the theme's colours. */
export const UpdatePreferencesInput = z
  .object({
    preferences: z
      .record(PreferenceKey, PreferenceValue)
      .refine((p) => Object.keys(p).length <= 100, 'Too many preferences at once')
      .optional(),
    theme: z
      .object({ primary: Colour.optional(), secondary: Colour.optional(), accent: Colour.optional() })
      .strict()
      .optional(),
  })
  .refine((v) => v.preferences !== undefined || v.theme !== undefined, 'Nothing to update');
export type UpdatePreferencesInput = z.infer<typeof UpdatePreferencesInput>;
export const FirmSettings = z.object({
  message: z.string(),
  preferences: z.record(z.string(), z.unknown()),
  theme: z.record(z.string(), z.unknown()),
});

/** GET /firms/all_entity_types and /firms/all_firms_entity_types: type names, built-in ones first (FA §3.2). */
export const EntityTypeList = z.object({ entity_types: z.array(z.string()) });

/** A firm group as pickers and the group filter show it (FA §3.4 firm_groups). */
export const FirmGroupChoice = z.object({ id: z.string(), name: z.string() });
/**
 * GET /firms/current_user_firm (FA §3.4, §7.5): the caller's firm as staff screens need it, with its groups by name
 * (a group-limited user: only their own group).
 */
export const CurrentUserFirm = z.object({
  id: z.string(),
  name: z.string(),
  time_zone: z.string().nullish(),
  preferences: FirmPreferences,
  theme: FirmTheme.nullish(),
  firm_groups: z.array(FirmGroupChoice),
});
