/**
 * The filing-season bench's firm, loaded in-process straight into the local twins (the environment of
 * startBenchServices): 10 staff, `clients` clients who each own an entity with a sent organizer (questions, an
 * upload question and an engagement letter to sign), a draft tax return and a conversation with their assigned
 * staff member, and `bulk` more entities (with their clients) so the directory and lists are not trivially small.
 * Clients share one password hash made once: hashing a few hundred passwords would only slow the set-up.
 */
import type { ClientEntity } from './bench-firm-items';
import { createClientEntity, createClientUser, loadBulkEntities, organizerContent } from './bench-firm-items';

export const seasonPassword = 'Bench-Password-2026!';
export const seasonYear = 2025;
const staffCount = 10;

export interface SeasonClient extends ClientEntity {
  email: string;
  name: string;
}

export interface SeasonFirm {
  firmId: string;
  staffEmails: string[];
  clients: SeasonClient[];
}

/** The yes/no question's follow-up, asked when the client answers Yes. */
const movedTo = {
  id: 'movedto',
  text: 'Where to?',
  question_type: 'text',
  options: [],
  order: 1,
  trigger_for_follow_up_question: 'Yes',
  questions: [],
};

/** Runs `work` on each item, `width` at a time. */
async function eachLimited<T>(items: T[], width: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

export async function loadSeasonFirm(opts: {
  clients: number;
  bulk: number;
  progress?: (line: string) => void;
}): Promise<SeasonFirm> {
  const { createFirmWithPartner, createUser } = await import('@ledgerline/functions/platform/provision');
  const { hashPassword } = await import('@ledgerline/functions/platform/auth/secrets');
  const { User } = await import('@ledgerline/functions/platform/data/entities/user');
  const { createTaxReturn } = await import('@ledgerline/functions/tax_returns/store/provision');
  const { createConversation } = await import('@ledgerline/functions/conversations/store');

  const tag = Date.now().toString(36);
  const staffEmails = Array.from({ length: staffCount }, (_, i) => `staff-${i + 1}-${tag}@season.test`);
  const { firmId, partner } = await createFirmWithPartner({
    firmName: 'Season Bench CPAs',
    partner: { email: staffEmails[0]!, fname: 'Pat', lname: 'Partner', isAdvisor: true, password: seasonPassword },
    preferences: { new_tax_return_delivery_enabled: true },
  });
  const staffIds = [partner.userId];
  for (const email of staffEmails.slice(1)) {
    const made = await createUser(firmId, {
      email,
      fname: 'Sam',
      lname: `Staff ${staffIds.length + 1}`,
      isAdvisor: true,
      firmAccess: 'full',
      password: seasonPassword,
    });
    staffIds.push(made.userId);
  }

  opts.progress?.(`${staffIds.length} staff made`);
  const passwordHash = await hashPassword(seasonPassword);
  const content = await organizerContent({ questions: [movedTo] }, '<p>We agree to prepare your return.</p>');
  const clients: SeasonClient[] = [];
  await eachLimited(
    Array.from({ length: opts.clients }, (_, i) => i),
    8,
    async (i) => {
      const n = String(i + 1).padStart(4, '0');
      const advisorId = staffIds[i % staffIds.length]!;
      const user = await createClientUser(firmId, { n, email: `client-${n}-${tag}@season.test`, advisorId });
      await User.patch({ firmId, userId: user.userId }).set({ password_hash: passwordHash }).go();
      const entity = await createClientEntity(firmId, { n, ownerId: user.userId, taxYear: seasonYear, content });
      const { companyId } = entity;
      await createTaxReturn(firmId, companyId, { taxYear: seasonYear, name: 'Form 1040', draftStatus: 'draft' });
      await createConversation({ firmId, advisorIds: [advisorId], userIds: [user.userId], companyIds: [companyId] });
      clients[i] = { ...entity, email: user.email, name: `Casey Client ${n}` };
    },
  );
  opts.progress?.(`${clients.length} clients made`);
  await loadBulkEntities(firmId, opts.bulk);
  return { firmId, staffEmails, clients };
}
