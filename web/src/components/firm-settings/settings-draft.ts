/**
 * Firm Settings' form as values (FA §2.9, §5.11): the draft made from what is saved, what the firm changed (only
 * that is sent), and what is not valid yet. Save is enabled only when something changed and all of it is valid.
 */
import type { FirmSettingsView, UpdatePreferencesBody } from '../../api/firm-settings';
import { preferenceGroups, type PreferenceField } from '../../texts/firmSettings';

export type ColourName = 'primary' | 'secondary' | 'accent';
export const colourNames: ColourName[] = ['primary', 'secondary', 'accent'];

export interface VocabDraft {
  /** Saved words keep their id; new ones get one from the server. */
  id?: string;
  /** The form's own key for a row, stable while it is edited. */
  rowKey: string;
  key_words: string;
  description: string;
}

export interface SettingsDraft {
  /** A switch's on/off, a text's or a number of days' text as typed. */
  preferences: Record<string, boolean | string>;
  theme: Record<ColourName, string>;
  time_zone: string;
  slug: string;
  vocabs: VocabDraft[];
}

const fields: PreferenceField[] = preferenceGroups.flatMap((g) => g.fields);
const hexColour = /^#[0-9a-fA-F]{6}$/;
/** The same rule as the server's (shared/src/schemas/firms.ts firmSlugPattern), for the message while typing. */
const slugPattern = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;

function savedValue(field: PreferenceField, stored: unknown): boolean | string {
  if (field.kind === 'switch') return stored === true;
  if (field.kind === 'days') return typeof stored === 'number' ? String(stored) : '';
  return typeof stored === 'string' ? stored : '';
}

export function draftOf(saved: FirmSettingsView): SettingsDraft {
  return {
    preferences: Object.fromEntries(fields.map((f) => [f.key, savedValue(f, saved.preferences[f.key])])),
    theme: {
      primary: saved.theme.primary ?? '',
      secondary: saved.theme.secondary ?? '',
      accent: saved.theme.accent ?? '',
    },
    time_zone: saved.time_zone ?? '',
    slug: saved.slug ?? '',
    vocabs: saved.firm_vocabs.map((v) => ({ ...v, rowKey: v.id })),
  };
}

const vocabList = (vocabs: VocabDraft[]) =>
  vocabs.map((v) => ({
    ...(v.id ? { id: v.id } : {}),
    key_words: v.key_words.trim(),
    description: v.description.trim(),
  }));

/** The request that writes what changed (empty when nothing did), and how many settings it changes. */
export function changesOf(saved: SettingsDraft, draft: SettingsDraft): { body: UpdatePreferencesBody; count: number } {
  const preferences: Record<string, boolean | string | number | null> = {};
  for (const f of fields) {
    const now = draft.preferences[f.key];
    const was = saved.preferences[f.key];
    if (f.kind === 'switch') {
      if (now !== was) preferences[f.key] = now === true;
      continue;
    }
    const text = String(now ?? '').trim();
    if (text === String(was ?? '').trim()) continue;
    preferences[f.key] = text === '' ? null : f.kind === 'days' ? Number(text) : text;
  }
  const theme: Partial<Record<ColourName, string | null>> = {};
  for (const c of colourNames) {
    const now = draft.theme[c].trim().toUpperCase();
    if (now !== saved.theme[c].trim().toUpperCase()) theme[c] = now === '' ? null : now;
  }
  const body: UpdatePreferencesBody = {};
  let count = Object.keys(preferences).length + Object.keys(theme).length;
  if (Object.keys(preferences).length) body.preferences = preferences;
  if (Object.keys(theme).length) body.theme = theme;
  if (draft.time_zone !== saved.time_zone) {
    body.time_zone = draft.time_zone;
    count++;
  }
  const slug = draft.slug.trim().toLowerCase();
  if (slug !== saved.slug) {
    body.slug = slug === '' ? null : slug;
    count++;
  }
  if (JSON.stringify(vocabList(draft.vocabs)) !== JSON.stringify(vocabList(saved.vocabs))) {
    body.firm_vocabs = vocabList(draft.vocabs);
    count++;
  }
  return { body, count };
}

export interface DraftProblems {
  colours: Partial<Record<ColourName, true>>;
  slug: boolean;
  days: Record<string, true>;
  /** Rows whose key words are empty. */
  vocabs: Record<string, true>;
}

export function problemsOf(draft: SettingsDraft): DraftProblems {
  const problems: DraftProblems = { colours: {}, slug: false, days: {}, vocabs: {} };
  for (const c of colourNames) {
    const v = draft.theme[c].trim();
    if (v !== '' && !hexColour.test(v)) problems.colours[c] = true;
  }
  const slug = draft.slug.trim().toLowerCase();
  problems.slug = slug !== '' && !slugPattern.test(slug);
  for (const f of fields) {
    if (f.kind !== 'days') continue;
    const v = String(draft.preferences[f.key] ?? '').trim();
    if (v !== '' && !(/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 365)) problems.days[f.key] = true;
  }
  for (const v of draft.vocabs) if (!v.key_words.trim()) problems.vocabs[v.rowKey] = true;
  return problems;
}

export const hasProblems = (p: DraftProblems) =>
  p.slug || Object.keys(p.colours).length > 0 || Object.keys(p.days).length > 0 || Object.keys(p.vocabs).length > 0;

/** The colour a theme field stands for, when it is a whole #RRGGBB (the preview and the swatch show it). */
export const validColour = (v: string): string | null => (hexColour.test(v.trim()) ? v.trim() : null);
