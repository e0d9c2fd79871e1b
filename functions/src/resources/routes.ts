import { resourceRoutes } from '@ledgerline/shared/routes/resources';
import type { Handlers } from '../platform/handle';
import { createFirm } from './create-firm';

/** Each resources route's handler, by the operation its declaration names. */
export const resourceHandlers: Handlers<typeof resourceRoutes> = {
  createFirm,
};
