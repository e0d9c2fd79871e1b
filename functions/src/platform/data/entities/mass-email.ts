import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A mass email (MD §2, §5): what was written, to whom, and how far sending got. Its partition also holds one
 * result per recipient (MassEmailResult), written once: the recipients' outcomes and the counts here move
 * together, so a retried batch never counts a recipient twice.
 */
export const MassEmail = new LazyEntity(
  {
    model: { entity: 'mass_email', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      massEmailId: { type: 'string', required: true },
      sender_id: { type: 'string', required: true },
      subject: { type: 'string', required: true },
      body: { type: 'string', required: true },
      client_ids: { type: 'list', items: { type: 'string' }, required: true },
      status: { type: ['queued', 'sending', 'sent'] as const, required: true, default: 'queued' },
      total: { type: 'number', required: true },
      sent: { type: 'number', default: 0 },
      failed: { type: 'number', default: 0 },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      finished_at: { type: 'string' },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['firmId', 'massEmailId'], template: 'FIRM#${firmId}#MASS#${massEmailId}' },
        sk: { field: 'sk', composite: [], template: 'MASS' },
      },
    },
  },
  entityConfig,
);

export const MassEmailResult = new LazyEntity(
  {
    model: { entity: 'mass_email_result', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      massEmailId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      status: { type: ['sent', 'failed'] as const, required: true },
      name: { type: 'string', default: '' },
      email: { type: 'string' },
      reason: { type: 'string' },
      at: { type: 'string', required: true },
    },
    indexes: {
      byMassEmail: {
        pk: { field: 'pk', composite: ['firmId', 'massEmailId'], template: 'FIRM#${firmId}#MASS#${massEmailId}' },
        sk: { field: 'sk', composite: ['userId'], template: 'RCPT#${userId}' },
      },
    },
  },
  entityConfig,
);

export type MassEmailItem = EntityItem<typeof MassEmail>;
export type MassEmailResultItem = EntityItem<typeof MassEmailResult>;
