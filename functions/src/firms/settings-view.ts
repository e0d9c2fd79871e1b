/** The firm's settings as Firm Settings and the branded sign-in page read them (FA §2.9, §3.4, §7.5). */
import { presignDownload } from '../platform/adapters/files';
import type { FirmItem } from '../platform/data/entities/firm';

/** Links to the logo and favicon live this long: a page reads them again on each load. */
const imageLinkSeconds = 60 * 60;

export interface FirmVocabView {
  id: string;
  key_words: string;
  description: string;
}

export function vocabsOf(firm: Pick<FirmItem, 'firm_vocabs'>): FirmVocabView[] {
  const list = Array.isArray(firm.firm_vocabs) ? (firm.firm_vocabs as Partial<FirmVocabView>[]) : [];
  return list
    .filter((v) => typeof v?.id === 'string' && typeof v.key_words === 'string')
    .map((v) => ({ id: v.id as string, key_words: v.key_words as string, description: v.description ?? '' }));
}

/** FA §3.4 theme: its three colours, each a #RRGGBB or null. */
export function themeOf(firm: Pick<FirmItem, 'theme'>) {
  const t = (firm.theme ?? {}) as Record<string, unknown>;
  const colour = (v: unknown) => (typeof v === 'string' ? v : null);
  return { primary: colour(t.primary), secondary: colour(t.secondary), accent: colour(t.accent) };
}

/** FA §3.4 medium_url and favicon_url: short-lived links to the kept images, or null when the firm has none. */
export async function brandingLinks(firm: Pick<FirmItem, 'logo_key' | 'favicon_key'>) {
  const [medium_url, favicon_url] = await Promise.all(
    [firm.logo_key, firm.favicon_key].map((key) => (key ? presignDownload(key, undefined, imageLinkSeconds) : null)),
  );
  return { medium_url: medium_url ?? null, favicon_url: favicon_url ?? null };
}
