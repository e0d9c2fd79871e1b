/** GET /global_alert (FA §7.5): the platform-wide alert every screen shows, signed in or not. */
import { metaRoutes } from '@ledgerline/shared/routes/meta';
import { handle } from '../platform/handle';
import { readGlobalAlert } from './store';

export const getGlobalAlert = handle(metaRoutes.getGlobalAlert, async () => readGlobalAlert());
