/**
 * GET /integrations/check_sharepoint_integration and /integrations/check_stripe_integration: whether the firm has
 * connected the service, as its record says (the connecting flows write `integrations`; a firm that connected
 * nothing answers false, and the screens then offer to connect instead of exporting or charging).
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { handle } from '../platform/handle';
import * as store from './store';

async function connected(firmId: string, service: 'sharepoint' | 'stripe'): Promise<boolean> {
  const integrations = ((await store.getFirm(firmId))?.integrations ?? {}) as Record<string, unknown>;
  const connection = integrations[service];
  return typeof connection === 'object' && connection !== null;
}

export const checkSharepointIntegration = handle(documentRoutes.checkSharepointIntegration, async ({ caller }) => ({
  connected: await connected(caller.firmId, 'sharepoint'),
}));

export const checkStripeIntegration = handle(documentRoutes.checkStripeIntegration, async ({ caller }) => ({
  connected: await connected(caller.firmId, 'stripe'),
}));
