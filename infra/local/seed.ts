import { EmailClaim } from '@ledgerline/functions/platform/data/entities/email-claim';
import { User, type UserItem } from '@ledgerline/functions/platform/data/entities/user';
import { Company } from '@ledgerline/functions/platform/data/entities/company';
import { createCompany, createFirmGroup, createFirmWithPartner, createUser } from '@ledgerline/functions/firms/provision';
import { listFirmConversations } from '@ledgerline/functions/conversations/store';
import { demoFirmName, demoPartner, demoUsers } from './demo-data';
import { seedDemoConversations } from './demo-conversations';

/**
 * Creates the demo firm once; a second run finds the partner's email and leaves the people as they are.
 * Each feature's demo data is added when the firm has none of it yet, so an older .data gains it too.
 */
export async function seedDemoData(): Promise<'created' | 'present'> {
  const claim = (await EmailClaim.get({ email: demoPartner.email }).go()).data;
  let firmId = claim?.firmId;
  if (!firmId) {
    const made = await createFirmWithPartner({ firmName: demoFirmName, partner: demoPartner, preferences: { has_firm_groups: true } });
    firmId = made.firmId;
    const north = await createFirmGroup(firmId, 'North');
    await createFirmGroup(firmId, 'South');
    for (const u of demoUsers) {
      const user = await createUser(firmId, {
        ...u,
        firmGroupId: u.email === 'group@demo.test' ? north : undefined,
        // Clients' conversations start with their assigned firm user, as in a real firm.
        assignedAdvisorId: u.isAdvisor ? undefined : made.partner.userId,
      });
      for (const c of u.companies ?? []) await createCompany(firmId, { name: c.name, entityType: c.entityType, ownerIds: [user.userId], inactive: c.inactive });
    }
  }
  if ((await listFirmConversations(firmId, 1)).items.length === 0) await seedDemoConversations(await demoPeople(firmId));
  return claim ? 'present' : 'created';
}

async function demoPeople(firmId: string) {
  const users = (await User.query.byId({ firmId }).go({ pages: 'all' })).data as UserItem[];
  const companies = (await Company.query.byId({ firmId }).go({ pages: 'all' })).data;
  return { firmId, byEmail: new Map(users.map((u) => [u.email, u])), companies: new Map(companies.map((c) => [c.name, c.companyId])) };
}
