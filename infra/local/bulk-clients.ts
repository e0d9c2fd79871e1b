/**
 * Local only: many clients, each owning one entity, written in batches and put on the directory index at once
 * (indexNewDirectoryItems), as the directory bench loads its firms. For tests and benches that need thousands of
 * entities (a bulk send to 2,000) without paying for thousands of single creations.
 */
import { newId } from '@ledgerline/functions/platform/auth/secrets';
import { Company } from '@ledgerline/functions/platform/data/entities/company';
import { Membership } from '@ledgerline/functions/platform/data/entities/membership';
import { User } from '@ledgerline/functions/platform/data/entities/user';
import { indexNewDirectoryItems } from '@ledgerline/functions/platform/directory';
import { entityImage, userImage } from '@ledgerline/functions/platform/directory-images';

export interface BulkClients {
  count: number;
  entity_type: string;
  /** Entity names are '{name_prefix} 0001' and up. */
  name_prefix: string;
}

const chunk = 500;

export async function loadBulkClients(firmId: string, spec: BulkClients): Promise<number> {
  const tag = newId().slice(0, 8).toLowerCase();
  const start = Date.now() - spec.count * 1000;
  for (let from = 0; from < spec.count; from += chunk) {
    const users = [];
    const companies = [];
    for (let i = from; i < Math.min(spec.count, from + chunk); i++) {
      const n = String(i + 1).padStart(4, '0');
      const user = {
        firmId,
        userId: newId(),
        uid: newId(),
        email: `bulk-${n}-${tag}@bulk.test`,
        fname: 'Bulk',
        lname: `Client ${n}`,
        preferred_contact_method: 'email' as const,
        is_advisor: false,
        readonly_access: false,
        paying: true,
        enabled_2fa: false,
        set_password_required: false,
        preferred_sign_in_method: 'link' as const,
        created_at: new Date(start + i * 1000).toISOString(),
      };
      users.push(user);
      companies.push({
        firmId,
        companyId: newId(),
        hash_id: newId().slice(0, 12),
        name: `${spec.name_prefix} ${n}`,
        entity_type: spec.entity_type,
        inactive: false,
        readonly_access: false,
        primary_user_id: user.userId,
        owner_ids: [user.userId],
        created_at: new Date(start + i * 1000).toISOString(),
      });
    }
    await User.put(users).go({ concurrent: 4 });
    await Company.put(companies).go({ concurrent: 4 });
    await Membership.put(companies.map((c) => ({ firmId, userId: c.primary_user_id, companyId: c.companyId }))).go({
      concurrent: 4,
    });
    const people = new Map(users.map((u) => [u.userId, u]));
    await indexNewDirectoryItems(
      firmId,
      'user',
      users.map((u) => userImage(u as never)!),
    );
    await indexNewDirectoryItems(
      firmId,
      'entity',
      companies.map((c) => entityImage(c as never, (people.get(c.primary_user_id) ?? null) as never)),
    );
  }
  return spec.count;
}
