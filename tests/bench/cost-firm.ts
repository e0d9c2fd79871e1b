/**
 * The cost bench's firm, written in-process straight into the local twins (the environment of startBenchServices):
 * a partner, `clients` clients who each own an entity with a sent organizer (a text question, an optional yes/no, an
 * upload question, an engagement letter to sign) and a conversation with the partner, and `bulk` more entities so the
 * staff lists read full pages. Lists read a page whatever the firm's size (keys designed for them), so a few hundred
 * entities show a list's cost as well as thousands would.
 */
import type { ClientEntity } from './bench-firm-items';
import { createClientEntity, createClientUser, loadBulkEntities, organizerContent } from './bench-firm-items';

export const costPassword = 'Bench-Password-2026!';
export const costTaxYear = 2025;

export interface CostClient extends ClientEntity {
  email: string;
  conversationId: string;
}

export interface CostFirm {
  firmId: string;
  partnerEmail: string;
  clients: CostClient[];
}

export async function loadCostFirm(opts: { clients: number; bulk: number }): Promise<CostFirm> {
  const { createFirmWithPartner } = await import('@ledgerline/functions/platform/provision');
  const { createConversation } = await import('@ledgerline/functions/conversations/store');

  const tag = Date.now().toString(36);
  const partnerEmail = `partner-${tag}@cost.test`;
  const { firmId, partner } = await createFirmWithPartner({
    firmName: 'Cost Bench CPAs',
    partner: { email: partnerEmail, fname: 'Pat', lname: 'Partner', isAdvisor: true, password: costPassword },
    preferences: { new_tax_return_delivery_enabled: true },
  });
  const content = await organizerContent({ optional: true, questions: [] }, '<p>We agree to prepare it.</p>');
  const clients: CostClient[] = [];
  for (let i = 0; i < opts.clients; i++) {
    const n = String(i + 1).padStart(3, '0');
    const user = await createClientUser(firmId, {
      n,
      email: `client-${n}-${tag}@cost.test`,
      advisorId: partner.userId,
      password: costPassword,
    });
    const entity = await createClientEntity(firmId, { n, ownerId: user.userId, taxYear: costTaxYear, content });
    const conversation = await createConversation({
      firmId,
      advisorIds: [partner.userId],
      userIds: [user.userId],
      companyIds: [entity.companyId],
    });
    clients.push({ ...entity, email: user.email, conversationId: conversation.conversationId });
  }
  await loadBulkEntities(firmId, opts.bulk);
  return { firmId, partnerEmail, clients };
}
