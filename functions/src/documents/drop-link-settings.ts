/**
 * GET and POST /firms/drop_link (FA §2.9 Drop Link dialog, §5.11): the link staff copy and who a drop notifies.
 * The link is made fresh on each read (7 days from then); saving needs at least one active firm user.
 */
import type { Caller } from '@ledgerline/shared/access';
import { dropLinkOwnText, dropLinkText } from '@ledgerline/shared/drop-links';
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { env } from '../platform/env';
import { Forbidden, NotFound, Unprocessable } from '../platform/errors';
import { handle } from '../platform/handle';
import { issueDropToken } from './drop-link-token';
import { isActiveStaff } from './drop-link-rules';
import * as store from './store';

/** The firm, when its drop link is on (FA §3.4 drop_link_enabled); Forbidden otherwise. */
export async function dropLinkFirm(firmId: string) {
  const firm = await store.getFirm(firmId);
  if (!firm) throw new NotFound('firm', dropLinkOwnText.invalidLink);
  const preferences = (firm.preferences ?? {}) as Record<string, unknown>;
  if (preferences.drop_link_enabled !== true) throw new Forbidden(dropLinkOwnText.disabled);
  return { firm, hideSignIn: preferences.hide_sign_in_button_on_drop_link === true };
}

async function settingsOf(caller: Caller) {
  const { firm, hideSignIn } = await dropLinkFirm(caller.firmId);
  const { token, expiresAt } = await issueDropToken(firm.firmId, firm.name);
  const link = `${env.APP_URL}/drop-link?${new URLSearchParams({ id: token, signin: hideSignIn ? '0' : '1' })}`;
  const saved = await store.getDropLinkSettings(caller.firmId);
  return {
    link,
    expires_at: expiresAt.toISOString(),
    firm_user_ids_to_receive_drop_link_notification: saved?.notify_user_ids ?? [],
    hide_sign_in_button_on_drop_link: hideSignIn,
  };
}

export const getDropLink = handle(documentRoutes.getDropLink, ({ caller }) => settingsOf(caller));

export const saveDropLink = handle(documentRoutes.saveDropLink, async ({ caller, input }) => {
  await dropLinkFirm(caller.firmId);
  const ids = [...new Set(input.firm_user_ids_to_receive_drop_link_notification)];
  const people = await store.getPeople(caller.firmId, ids);
  if (people.length !== ids.length || !people.every(isActiveStaff))
    throw new Unprocessable(dropLinkOwnText.notFirmUser);
  await store.saveDropLinkSettings(caller.firmId, ids, caller.userId);
  return { message: dropLinkText.saved, ...(await settingsOf(caller)) };
});
