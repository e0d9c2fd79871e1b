import { EmailClaim } from '@ledgerline/functions/platform/data/entities/email-claim';
import { User, type UserItem } from '@ledgerline/functions/platform/data/entities/user';
import { Company } from '@ledgerline/functions/platform/data/entities/company';
import { Firm } from '@ledgerline/functions/platform/data/entities/firm';
import {
  createCompany,
  createFirmGroup,
  createFirmWithPartner,
  createUser,
} from '@ledgerline/functions/platform/provision';
import { listCompanyConversations, listFirmConversations } from '@ledgerline/functions/conversations/store';
import { getDropLinkSettings, saveDropLinkSettings } from '@ledgerline/functions/documents/store';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoTaxReturns } from './demo-tax-returns';
import { seedDemoSignatureRequests } from './demo-signature-requests';
import { demoFirmName, demoPartner, demoUsers } from './demo-data';
import { seedDemoConversations } from './demo-conversations';
import { seedDemoQuestionnaires } from './demo-questionnaires';
import { seedDemoDocuments } from './demo-documents';
import { scheduleDailyDigest } from '@ledgerline/functions/platform/daily-digest-schedule';
import { reindexDirectoryFirm } from '@ledgerline/functions/platform/directory';

/**
 * Creates the demo firm once; a second run finds the partner's email and leaves the people as they are.
 * Each feature's demo data is added when the firm has none of it yet, so an older .data gains it too.
 */
export async function seedDemoData(): Promise<'created' | 'present'> {
  const claim = (await EmailClaim.get({ email: demoPartner.email }).go()).data;
  let firmId = claim?.firmId;
  if (!firmId) {
    const made = await createFirmWithPartner({
      firmName: demoFirmName,
      partner: demoPartner,
      preferences: { has_firm_groups: true, ...demoFeaturePreferences },
      // QD §4 Deposit: deposits are paid through the local test checkout (the payments adapter's twin).
      integrations: { stripe: { account_id: 'acct_demo', connected_at: new Date().toISOString() } },
    });
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
      for (const c of u.companies ?? [])
        await createCompany(firmId, {
          name: c.name,
          entityType: c.entityType,
          ownerIds: [user.userId],
          inactive: c.inactive,
        });
    }
  }
  // Firms from before the digest existed get their first one scheduled (a repeat changes nothing).
  await scheduleDailyDigest(firmId, null);
  if (claim) await turnOnDemoFeatures(firmId);
  // A firm from before the directory's index gets its clients' and entities' rows (a repeat writes nothing).
  if (claim) {
    await reindexDirectoryFirm(firmId, 'user');
    await reindexDirectoryFirm(firmId, 'entity');
  }
  // The firm's people and entities do not change below: read them once.
  const people = await demoPeople(firmId);
  if ((await listFirmConversations(firmId, 1)).items.length === 0) await seedDemoConversations(people);
  await seedCaseyNotifications(people);
  await seedDemoQuestionnaires(firmId, people.companies, people.byEmail.get(demoPartner.email)?.userId ?? 'demo');
  await seedDemoTaxReturns(firmId, people.companies, people.owners);
  await seedDemoSignatureRequests(firmId, people.companies, people.byEmail.get(demoPartner.email)?.userId ?? 'demo');
  await seedDropLink(people);
  await seedDemoDocuments(people, demoPartner.email);
  return claim ? 'present' : 'created';
}

/**
 * Preferences the demo firm has on so its screens show (FA §2.2: /activities when all-activities is enabled, the
 * Drop Link action when the drop link is enabled).
 */
const demoFeaturePreferences = {
  all_activities_enabled: true,
  new_tax_return_delivery_enabled: true,
  signature_requests_enabled: true,
  drop_link_enabled: true,
  document_tags_enabled: true,
  scan_and_auto_flow_export_enabled: true,
  bulk_upload_processor: true,
  annotation_enabled: true,
};

/** An older .data's demo firm gains preferences added since it was made; the firm's other settings stay. */
async function turnOnDemoFeatures(firmId: string) {
  const firm = (await Firm.get({ firmId }).go()).data;
  const preferences = (firm?.preferences ?? {}) as Record<string, unknown>;
  if (!firm || Object.entries(demoFeaturePreferences).every(([k, v]) => preferences[k] === v)) return;
  await Firm.patch({ firmId })
    .set({ preferences: { ...preferences, ...demoFeaturePreferences } })
    .go();
}

async function seedCaseyNotifications(people: Awaited<ReturnType<typeof demoPeople>>) {
  const { firmId } = people;
  const caseyId = people.companies.get('Casey Client');
  const casey = caseyId ? (await Company.get({ firmId, companyId: caseyId }).go()).data : null;
  const conversation = caseyId ? (await listCompanyConversations(firmId, caseyId, 1)).items[0] : undefined;
  if (casey && conversation) await seedDemoNotifications(people, casey.hash_id, conversation.conversationId);
}

/** FA §2.9: the demo firm's drop link notifies the partner, saved once (a later choice in the dialog stays). */
async function seedDropLink(people: Awaited<ReturnType<typeof demoPeople>>) {
  const partner = people.byEmail.get(demoPartner.email);
  if (!partner || (await getDropLinkSettings(people.firmId))) return;
  await saveDropLinkSettings(people.firmId, [partner.userId], partner.userId);
}

async function demoPeople(firmId: string) {
  const users = (await User.query.byId({ firmId }).go({ pages: 'all' })).data as UserItem[];
  const companies = (await Company.query.byId({ firmId }).go({ pages: 'all' })).data;
  return {
    firmId,
    byEmail: new Map(users.map((u) => [u.email, u])),
    companies: new Map(companies.map((c) => [c.name, c.companyId])),
    /** Each entity's primary owner, by the entity's name (who signs its returns). */
    owners: new Map(
      companies.flatMap((c) => {
        const u = users.find((p) => p.userId === c.primary_user_id);
        return u ? [[c.name, { id: u.userId, fname: u.fname ?? '', lname: u.lname ?? '' }] as const] : [];
      }),
    ),
  };
}
