import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * Local only: a checkout session of the payments twin (adapters/payments-local.ts), what Stripe keeps of a Checkout
 * Session. It is the provider's, not a firm's, so its key names no firm. Never written in AWS.
 */
export const TwinCheckoutSession = new LazyEntity(
  {
    model: { entity: 'twin_checkout_session', version: '1', service: 'ledgerline' },
    attributes: {
      sessionId: { type: 'string', required: true },
      account_id: { type: 'string', required: true },
      amount_cents: { type: 'number', required: true },
      product_name: { type: 'string', required: true },
      payee: { type: 'string', required: true },
      success_url: { type: 'string', required: true },
      cancel_url: { type: 'string', required: true },
      reference: { type: 'string', required: true },
      payment_status: { type: ['unpaid', 'paid'] as const, required: true, default: 'unpaid' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['sessionId'], template: 'PAYMENTS_TWIN#${sessionId}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'CHECKOUT_SESSION', casing: 'none' },
      },
    },
  },
  entityConfig,
);
export type TwinCheckoutSessionItem = EntityItem<typeof TwinCheckoutSession>;
