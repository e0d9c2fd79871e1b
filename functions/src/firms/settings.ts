/** GET /firms/settings (FA §2.9, partner only): what Firm Settings edits on the firm itself. */
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { NotFound } from '../platform/errors';
import { handle } from '../platform/handle';
import { brandingLinks, themeOf, vocabsOf } from './settings-view';
import { getFirm } from './store';

export const firmSettings = handle(firmRoutes.firmSettings, async ({ caller }) => {
  const firm = await getFirm(caller.firmId);
  if (!firm) throw new NotFound('firm');
  return {
    id: firm.firmId,
    name: firm.name,
    slug: firm.slug ?? null,
    time_zone: firm.time_zone,
    preferences: (firm.preferences ?? {}) as Record<string, unknown>,
    theme: themeOf(firm),
    firm_vocabs: vocabsOf(firm),
    ...(await brandingLinks(firm)),
  };
});
