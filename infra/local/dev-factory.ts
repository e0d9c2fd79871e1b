import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import {
  createCompany,
  createFirmGroup,
  createFirmWithPartner,
  createUser,
} from '@ledgerline/functions/platform/provision';
import { firmAccessLevels } from '@ledgerline/shared/access';
import { createFirmCustomStatus, createQuestionnaire } from '@ledgerline/functions/questionnaires/store';
import { loadBulkClients } from './bulk-clients';
import { askedCount } from '@ledgerline/functions/questionnaires/build';
import { TemplateContent } from '@ledgerline/shared/schemas/questionnaire-content';
import { registerDropOff } from '@ledgerline/functions/documents/store';
import { json, readDevJson } from './api-server';

/** A questionnaire of an entity; custom_status names a client_display_status of the firm's custom_statuses. */
const Questionnaire = z.object({
  name: z.string(),
  tax_year: z.number().int(),
  due_date: z.string().optional(),
  is_draft: z.boolean().optional(),
  locked: z.boolean().optional(),
  completed: z.boolean().optional(),
  deleted: z.boolean().optional(),
  opened: z.boolean().optional(),
  in_progress: z.boolean().optional(),
  custom_status: z.string().optional(),
  sections: z.array(z.string()).optional(),
  /** A Document Drop Off request: its /document-drop-off link takes documents without sign-in (QD §2). */
  document_drop_off_enabled: z.boolean().optional(),
  document_path: z.string().optional(),
  /** When it was sent (ISO); now by default. A drop off's link expires 7 days after. */
  sent_at: z.string().optional(),
  /** Sections and questions (a template's content); without them the questionnaire has only named sections. */
  content: TemplateContent.optional(),
  /** A deposit in dollars (unpaid). */
  deposit_amount: z.number().positive().optional(),
  all_owner_signature_required: z.boolean().optional(),
  update_profile_section: z.boolean().optional(),
});
const Company = z.object({
  name: z.string(),
  entity_type: z.string().default('Individual'),
  inactive: z.boolean().optional(),
  readonly: z.boolean().optional(),
  /** Made soft-deleted. */
  deleted: z.boolean().optional(),
  questionnaires: z.array(Questionnaire).default([]),
});
const CustomStatus = z.object({
  client_display_status: z.string(),
  client_instruction: z.string().optional(),
  firm_user_display_status: z.string().optional(),
});
const User = z.object({
  email: z.string().email(),
  fname: z.string().default('Test'),
  lname: z.string().default('User'),
  is_advisor: z.boolean().default(false),
  firm_access: z.enum(firmAccessLevels).optional(),
  firm_group: z.string().optional(),
  password: z.string().optional(),
  preferred_sign_in_method: z.enum(['password', 'email', 'sms', 'link']).optional(),
  phone_number: z.string().optional(),
  enabled_2fa: z.boolean().optional(),
  readonly: z.boolean().optional(),
  active: z.boolean().optional(),
  /** Made soft-deleted. */
  deleted: z.boolean().optional(),
  set_password_required: z.boolean().optional(),
  /** A client's assigned firm user: 'partner' or the email of a staff user listed before this one. */
  assigned_advisor: z.string().optional(),
  companies: z.array(Company).default([]),
});
const FirmSpec = z.object({
  firm_name: z.string().default('Test Firm'),
  /** The firm's stored zone, a name of the US list such as 'Eastern Time (US & Canada)'. */
  time_zone: z.string().optional(),
  preferences: z.record(z.string(), z.unknown()).default({}),
  integrations: z.record(z.string(), z.unknown()).default({}),
  groups: z.array(z.string()).default([]),
  partner: User,
  users: z.array(User).default([]),
  /** Many clients with an entity each, loaded in batches (a bulk send's test): see bulk-clients.ts. */
  bulk_clients: z
    .object({
      count: z.number().int().min(1).max(30000),
      entity_type: z.string().min(1),
      name_prefix: z.string().default('Bulk Entity'),
    })
    .optional(),
  custom_statuses: z.array(CustomStatus).default([]),
});

const toNewUser = (u: z.infer<typeof User>, groups: Record<string, string>) => ({
  email: u.email,
  fname: u.fname,
  lname: u.lname,
  isAdvisor: u.is_advisor,
  firmAccess: u.firm_access,
  firmGroupId: u.firm_group ? groups[u.firm_group] : undefined,
  password: u.password,
  preferredSignInMethod: u.preferred_sign_in_method,
  phoneNumber: u.phone_number,
  enabled2fa: u.enabled_2fa,
  readonly: u.readonly,
  active: u.active,
  deletedAt: u.deleted ? new Date().toISOString() : undefined,
  setPasswordRequired: u.set_password_required,
});

/**
 * Local only: `POST /_dev/factory/firm` makes a whole firm with staff, clients and entities in one call,
 * so every test can start from a firm of its own. Never mounted in AWS.
 */
export async function handleDevFactory(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (url.pathname !== '/_dev/factory/firm' || req.method !== 'POST') return false;
  const spec = await readDevJson(req, res, FirmSpec);
  if (!spec) return true;
  const { firmId, partner } = await createFirmWithPartner({
    firmName: spec.firm_name,
    timeZone: spec.time_zone,
    partner: { ...toNewUser(spec.partner, {}), isAdvisor: true },
    preferences: spec.preferences,
    integrations: spec.integrations,
  });
  const groups: Record<string, string> = {};
  for (const g of spec.groups) groups[g] = await createFirmGroup(firmId, g);
  const customStatuses: Record<string, string> = {};
  for (const c of spec.custom_statuses) {
    const made = await createFirmCustomStatus({
      firmId,
      clientDisplayStatus: c.client_display_status,
      clientInstruction: c.client_instruction,
      firmUserDisplayStatus: c.firm_user_display_status ?? c.client_display_status,
    });
    customStatuses[c.client_display_status] = made.statusId;
  }
  const users = [
    {
      email: partner.email,
      id: partner.userId,
      uid: partner.uid,
      companies: [] as { id: string; hash_id: string; name: string; questionnaires: { id: string; name: string }[] }[],
    },
  ];
  for (const u of spec.users) {
    const wanted = u.assigned_advisor === 'partner' ? partner.email : u.assigned_advisor?.toLowerCase();
    const assigned = wanted ? users.find((x) => x.email === wanted) : undefined;
    if (u.assigned_advisor && !assigned) {
      json(res, 400, { error: `assigned_advisor ${u.assigned_advisor} is not a user listed before ${u.email}` });
      return true;
    }
    const created = await createUser(firmId, {
      ...toNewUser(u, groups),
      assignedAdvisorId: assigned ? assigned.id : undefined,
    });
    const companies = [];
    for (const c of u.companies) {
      const made = await createCompany(firmId, {
        name: c.name,
        entityType: c.entity_type,
        ownerIds: [created.userId],
        inactive: c.inactive,
        readonly: c.readonly,
        deletedAt: c.deleted ? new Date().toISOString() : undefined,
      });
      const questionnaires = [];
      for (const q of c.questionnaires) {
        const at = new Date().toISOString();
        const sentAt = q.is_draft ? undefined : (q.sent_at ?? at);
        const sections = q.content
          ? q.content.sections.map((x) => ({ id: x.id, name: x.name }))
          : (q.sections ?? []).map((name, i) => ({ id: `section-${i + 1}`, name }));
        const item = await createQuestionnaire({
          firmId,
          companyId: made.companyId,
          name: q.name,
          tax_year: q.tax_year,
          due_date: q.due_date,
          is_draft: q.is_draft,
          locked: q.locked,
          completed: q.completed,
          in_progress: q.in_progress,
          sections,
          sent_at: sentAt,
          document_drop_off_enabled: q.document_drop_off_enabled,
          document_path: q.document_path,
          opened_timestamp: q.opened ? at : undefined,
          deleted_at: q.deleted ? at : undefined,
          firm_custom_status_id: q.custom_status ? customStatuses[q.custom_status] : undefined,
          ...(q.content
            ? {
                content: q.content,
                content_version: 1,
                questions_total: askedCount(q.content.sections),
                questionnaire_type: 'template',
              }
            : {}),
          ...(q.deposit_amount ? { deposit_amount: Math.round(q.deposit_amount * 100), deposit_status: 'unpaid' } : {}),
          ...(q.all_owner_signature_required ? { all_owner_signature_required: true } : {}),
          ...(q.update_profile_section ? { update_profile_section: true } : {}),
        });
        if (q.document_drop_off_enabled && sentAt)
          await registerDropOff({
            firmId,
            companyId: made.companyId,
            questionnaireId: item.questionnaireId,
            sentAt: new Date(sentAt),
          });
        questionnaires.push({ id: item.questionnaireId, name: q.name });
      }
      companies.push({ id: made.companyId, hash_id: made.hash_id, name: c.name, questionnaires });
    }
    users.push({ email: created.email, id: created.userId, uid: created.uid, companies });
  }
  if (spec.bulk_clients) await loadBulkClients(firmId, spec.bulk_clients);
  json(res, 201, { firm_id: firmId, groups, custom_statuses: customStatuses, users });
  return true;
}
