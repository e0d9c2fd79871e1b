import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A Google or Microsoft account linked to a user (FA §7.2): one item per provider account (the provider and the
 * subject its ID tokens name), so an account is linked to one user only (a conditional create). A sign-in with it
 * starts from the provider's subject before any firm is known, so, like the email claim, its key names no firm;
 * the user's links are one query on the firm's and user's index. Subjects are case-sensitive, so keys keep case.
 */
export const LinkedAccount = new LazyEntity(
  {
    model: { entity: 'linked_account', version: '1', service: 'ledgerline' },
    attributes: {
      provider: { type: ['google', 'microsoft'] as const, required: true },
      /** The provider's `sub` for this account (stable, unlike the email). */
      subject: { type: 'string', required: true },
      /** The issuer that signed the ID token (Microsoft's names the account's tenant). */
      issuer: { type: 'string', required: true },
      firmId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      /** The account's email as the provider gave it when linked: what the screens show and unlink names. */
      email: { type: 'string', required: true },
      linked_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      last_sign_in_at: { type: 'string' },
    },
    indexes: {
      byAccount: {
        pk: {
          field: 'pk',
          composite: ['provider', 'subject'],
          template: 'LINKED#${provider}#${subject}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: [], template: 'LINKED_ACCOUNT', casing: 'none' },
      },
      byUser: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['firmId', 'userId'],
          template: 'FIRM#${firmId}#USER#${userId}#LINKED',
          casing: 'none',
        },
        sk: {
          field: 'gsi1sk',
          composite: ['provider', 'subject'],
          template: '${provider}#${subject}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
export type LinkedAccountItem = EntityItem<typeof LinkedAccount>;
