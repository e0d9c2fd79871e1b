/**
 * GET /firms/get_firm_theme_by_slug?slug&alias (FA §7.5, public): the branding of a firm's sign-in page, which the
 * SPA opens as /signin?firm=<slug>. slug is the firm's own (set in Firm Settings); alias is the host of an address
 * of the firm (acme.portal.example), whose first label is taken as the slug. An unknown one answers 404.
 */
import { firmSlugPattern } from '@ledgerline/shared/schemas/firms';
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { env } from '../platform/env';
import { NotFound } from '../platform/errors';
import { handle } from '../platform/handle';
import { brandingLinks, themeOf } from './settings-view';
import { firmIdBySlug, getFirm } from './store';
import { firmSettingsText } from './texts';

/** The slug a request names, or null when it names none that could exist. */
export function slugOf(input: { slug?: string; alias?: string }): string | null {
  const raw = input.slug?.trim() || input.alias?.trim().split('.')[0] || '';
  const slug = raw.toLowerCase();
  return firmSlugPattern.test(slug) ? slug : null;
}

/** The firm's sign-in page. */
export const signInUrl = (slug: string) => `${env.APP_URL}/signin?firm=${encodeURIComponent(slug)}`;

export const themeBySlug = handle(firmRoutes.firmThemeBySlug, async ({ input }) => {
  const slug = slugOf(input);
  const firmId = slug ? await firmIdBySlug(slug) : null;
  const firm = firmId ? await getFirm(firmId) : null;
  // A firm whose address changed since the claim was read names another slug now.
  if (!slug || !firm || firm.slug !== slug) throw new NotFound('firm', firmSettingsText.unknownSlug);
  return { name: firm.name, theme: themeOf(firm), url: signInUrl(slug), ...(await brandingLinks(firm)) };
});
