import * as z from 'zod';
import { hasControlCharacter } from '../control-characters';
import { Id } from './common';
import { FirmPreferences, FirmTheme } from './users';
import { TimeZone } from './users-write';

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

/** A short text of one line: a name or a label. */
const Label = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is at most ${max} characters`)
    .refine((v) => !hasControlCharacter(v), `${what} is not valid`);

/** FA §3.4 firm_vocabs: a firm's own words for things, each with what it means. */
export const FirmVocab = z.object({ id: z.string(), key_words: z.string(), description: z.string() });
const VocabInput = z
  .object({
    id: Id.optional(),
    key_words: Label('Key words', 200),
    description: z.string().trim().max(2000, 'A description is at most 2000 characters').default(''),
  })
  .strict();

/**
 * A firm's slug names its branded sign-in page (/signin?firm=<slug>): 3 to 40 lower-case letters, digits and
 * single hyphens, starting and ending with a letter or digit.
 */
export const firmSlugPattern = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;
export const badSlugText = 'A firm address is 3 to 40 lower-case letters, digits or single hyphens';
const Slug = z.string().trim().toLowerCase().regex(firmSlugPattern, badSlugText);

/**
 * POST /firms/update_preferences (MD §7, FA §7.5): flags and texts to change, the theme's colours, and the firm's
 * own fields Firm Settings edits (time zone, sign-in address, vocabulary). Only what is given changes.
 */
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
    /** FA §3.4 time_zone: a name of the US list or an IANA zone. */
    time_zone: TimeZone.optional(),
    /** The branded sign-in page's address; null: none. */
    slug: Slug.nullable().optional(),
    /** FA §3.4 firm_vocabs: the whole list (it is short). */
    firm_vocabs: z.array(VocabInput).max(100, 'At most 100 words').optional(),
  })
  .refine(
    (v) => [v.preferences, v.theme, v.time_zone, v.slug, v.firm_vocabs].some((x) => x !== undefined),
    'Nothing to update',
  );
export type UpdatePreferencesInput = z.infer<typeof UpdatePreferencesInput>;
export const FirmSettings = z.object({
  message: z.string(),
  preferences: z.record(z.string(), z.unknown()),
  theme: z.record(z.string(), z.unknown()),
  time_zone: z.string().nullish(),
  slug: z.string().nullish(),
  firm_vocabs: z.array(FirmVocab),
});

/** GET /firms/settings (FA §2.9): everything Firm Settings edits on the firm itself, logo and favicon as links. */
export const FirmSettingsView = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string().nullable(),
  time_zone: z.string().nullish(),
  preferences: z.record(z.string(), z.unknown()),
  theme: FirmTheme,
  firm_vocabs: z.array(FirmVocab),
  medium_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
});

/** FA §3.4 firm_groups: create and rename take a name; path routes check it after the group is found. */
export const FirmGroupView = z.object({ id: z.string(), name: z.string() });
export const FirmGroupNameInput = z.object({ name: Label('A group name', 100) });
export const FirmGroupPath = z.object({ id: z.string().max(200), name: FirmGroupNameInput.shape.name.optional() });
export const FirmGroupSaved = z.object({ firm_group: FirmGroupView, firm_groups: z.array(FirmGroupView) });
export const FirmGroupRemoved = z.object({ firm_groups: z.array(FirmGroupView) });

/** FA §3.4 firm custom status: the firm's label, the client's label and the client's instruction. */
export const CustomStatusInput = z.object({
  firm_user_display_status: Label('The firm display text', 100),
  client_display_status: Label('The client display text', 100),
  client_instruction: z.string().trim().max(2000, 'An instruction is at most 2000 characters').nullish(),
});
/** Only the given fields change, once the status is found (another firm's id answers 404 first). */
export const CustomStatusPath = CustomStatusInput.partial().extend({ id: z.string().max(200) });
export const CustomStatusSaved = z.object({
  firm_custom_status: FirmCustomStatus,
  firm_custom_statuses: z.array(FirmCustomStatus),
});
export const CustomStatusRemoved = FirmCustomStatusList;

/** FA §3.4 medium_url and favicon_url: images uploaded through a presigned link, then confirmed. */
export const brandingKinds = ['logo', 'favicon'] as const;
export const brandingTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/x-icon'] as const;
export const maxBrandingBytes = 2 * 1024 * 1024;
export const BrandingUploadInput = z.object({
  kind: z.enum(brandingKinds, { error: 'Choose logo or favicon' }),
  content_type: z.enum(brandingTypes, { error: 'A logo or favicon is a PNG, JPEG, GIF, WebP or ICO image' }),
  size_bytes: z
    .number({ error: 'The image’s size is required' })
    .int()
    .min(1, 'The image is empty')
    .max(maxBrandingBytes, 'A logo or favicon is at most 2 MB'),
});
export const BrandingUploadLink = z.object({
  upload_key: z.string(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expires_at: z.string(),
});
export const BrandingConfirmInput = z.object({
  kind: z.enum(brandingKinds, { error: 'Choose logo or favicon' }),
  upload_key: z.string().min(1).max(300),
});
export const BrandingImages = z.object({ medium_url: z.string().nullable(), favicon_url: z.string().nullable() });

/**
 * GET /firms/get_firm_theme_by_slug?slug&alias (FA §7.5): the public branding of a firm's sign-in page. slug is
 * the firm's; alias is the host of the firm's address (acme.example.com), whose first label is taken as the slug.
 */
export const ThemeBySlugQuery = z.object({
  slug: z.string().max(200).optional(),
  alias: z.string().max(300).optional(),
});
export const FirmThemeBySlug = z.object({
  name: z.string(),
  favicon_url: z.string().nullable(),
  medium_url: z.string().nullable(),
  theme: FirmTheme,
  url: z.string(),
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
