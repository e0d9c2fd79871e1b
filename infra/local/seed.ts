import { EmailClaim } from '@ledgerline/functions/platform/data/entities/email-claim';
import { createCompany, createFirmGroup, createFirmWithPartner, createUser } from '@ledgerline/functions/firms/provision';
import { demoFirmName, demoPartner, demoUsers } from './demo-data';

/** Creates the demo firm once; a second run finds the partner's email and leaves everything as it is. */
export async function seedDemoData(): Promise<'created' | 'present'> {
  if ((await EmailClaim.get({ email: demoPartner.email }).go()).data) return 'present';
  const { firmId, partner } = await createFirmWithPartner({ firmName: demoFirmName, partner: demoPartner, preferences: { has_firm_groups: true } });
  const north = await createFirmGroup(firmId, 'North');
  await createFirmGroup(firmId, 'South');
  for (const u of demoUsers) {
    const user = await createUser(firmId, { ...u, firmGroupId: u.email === 'group@demo.test' ? north : undefined });
    for (const c of u.companies ?? []) await createCompany(firmId, { name: c.name, entityType: c.entityType, ownerIds: [user.userId], inactive: c.inactive });
  }
  void partner;
  return 'created';
}
