/**
 * The demo firm's questionnaires and custom statuses (MD §2 client dashboard, QD §4): Casey's 2025 organizer
 * due in 5 days with a custom status and a completed 2024 one; Morgan's on two entities and two years (in
 * progress, locked, overdue, completed); read-only Rory's sent one. Written straight through the store with
 * past times and without notices; only when the demo firm has none yet, so a second start changes nothing.
 * Collect (issue 15) also gets sends of the shipped templates, with their questions: a draft, a deleted one, a
 * partnership's Document Drop Off, and a monthly recurring send of the Schedule E organizer.
 */
import {
  createFirmCustomStatus,
  createQuestionnaire,
  createScheduler,
  listCompanyQuestionnaires,
  listFirmCustomStatuses,
} from '@ledgerline/functions/questionnaires/store';
import { askedCount } from '@ledgerline/functions/questionnaires/build';
import { plainSettings } from '@ledgerline/functions/questionnaires/send-settings';
import { questionnaireJobs } from '@ledgerline/functions/questionnaires/jobs';
import { scheduleDueItem } from '@ledgerline/functions/platform/scheduler';
import { firmTemplates } from '@ledgerline/shared/firm-templates/catalogue';
import type { ContentSection } from '@ledgerline/shared/schemas/questionnaire-content';
import { firstOccurrence, occurrenceAt, occurrenceKey } from '@ledgerline/shared/send-schedule';
import type { NewQuestionnaire } from '@ledgerline/functions/questionnaires/store';
import { wallTime } from '@ledgerline/shared/time/wall-clock';
import { ianaZone } from '@ledgerline/shared/time/zones';

const day = 24 * 3600_000;

/** The demo clients' calendar date `days` from today (Pacific Time, their default zone), as YYYY-MM-DD. */
function dateIn(days: number, now = Date.now()): string {
  const w = wallTime(now + days * day, ianaZone(null));
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}
const ago = (days: number) => new Date(Date.now() - days * day).toISOString();

const organizerSections = [
  'Personal Information',
  'Dependents',
  'Income',
  'Deductions and Credits',
  'Documents',
  'Signature',
];
const sections = (names: string[], prefix: string) => names.map((name, i) => ({ id: `${prefix}-s${i + 1}`, name }));

type DemoQuestionnaire = Omit<NewQuestionnaire, 'firmId' | 'companyId'> & { entity: string };

export async function seedDemoQuestionnaires(
  firmId: string,
  companies: Map<string, string>,
  partnerId: string,
): Promise<void> {
  const casey = companies.get('Casey Client');
  if (!casey || (await listCompanyQuestionnaires(firmId, casey, 'All')).length > 0) return;

  let statuses = await listFirmCustomStatuses(firmId);
  if (statuses.length === 0) {
    await createFirmCustomStatus({
      firmId,
      firmUserDisplayStatus: 'Docs outstanding',
      clientDisplayStatus: 'Waiting on documents',
      clientInstruction: 'Please upload your W-2s and 1099s in the Documents section of the organizer.',
    });
    await createFirmCustomStatus({
      firmId,
      firmUserDisplayStatus: 'In review',
      clientDisplayStatus: 'Under review',
      clientInstruction: 'We are reviewing your answers and will reach out if anything is missing.',
    });
    statuses = await listFirmCustomStatuses(firmId);
  }
  const statusId = (label: string) => statuses.find((s) => s.client_display_status === label)?.statusId;

  const morganOrganizer = sections(organizerSections, 'morgan-2025');
  const questionnaires: DemoQuestionnaire[] = [
    {
      entity: 'Casey Client',
      ...caseyOrganizer2025(),
      tax_year: 2025,
      due_date: dateIn(5),
      sent_at: ago(9),
      opened_timestamp: ago(7),
      in_progress: true,
      firm_custom_status_id: statusId('Waiting on documents'),
      description: 'Please answer each section and upload your tax documents so we can prepare your 2025 return.',
      // QD §4 Deposit: the demo firm takes card deposits through the local test checkout.
      deposit_amount: 15000,
      deposit_status: 'unpaid',
    },
    {
      entity: 'Casey Client',
      name: '2024 Individual Tax Organizer',
      tax_year: 2024,
      due_date: '2025-03-15',
      sent_at: ago(400),
      opened_timestamp: ago(395),
      submitted_at: ago(380),
      completed: true,
      sections: sections(organizerSections, 'casey-2024'),
      description: 'Your 2024 organizer.',
    },
    {
      entity: 'Morgan Multi',
      name: '2025 Individual Tax Organizer',
      tax_year: 2025,
      due_date: dateIn(12),
      sent_at: ago(6),
      opened_timestamp: ago(2),
      in_progress: true,
      status: morganOrganizer[1]!.id,
      sections: morganOrganizer,
      firm_custom_status_id: statusId('Under review'),
    },
    {
      entity: 'Morgan Multi',
      name: '2024 Individual Tax Organizer',
      tax_year: 2024,
      due_date: '2025-04-01',
      sent_at: ago(420),
      opened_timestamp: ago(410),
      submitted_at: ago(390),
      completed: true,
      sections: sections(organizerSections, 'morgan-2024'),
    },
    {
      entity: 'Multi Holdings Inc.',
      name: '2025 S-Corporation Organizer',
      tax_year: 2025,
      due_date: dateIn(-10),
      sent_at: ago(30),
      sections: sections(['Company Information', 'Shareholders', 'Income and Expenses', 'Documents'], 'holdings-2025'),
      description: 'Year-end information for the 2025 Form 1120-S.',
    },
    {
      entity: 'Multi Holdings Inc.',
      name: '2024 S-Corporation Organizer',
      tax_year: 2024,
      due_date: '2025-02-15',
      sent_at: ago(430),
      locked: true,
      sections: sections(['Company Information', 'Shareholders', 'Income and Expenses'], 'holdings-2024'),
    },
    {
      entity: 'Rory Readonly',
      name: '2025 Individual Tax Organizer',
      tax_year: 2025,
      due_date: dateIn(20),
      sent_at: ago(3),
      sections: sections(organizerSections, 'rory-2025'),
      description: 'Your firm will complete this organizer with you.',
    },
  ];
  const fromTemplate = (key: string) => {
    const t = firmTemplates.find((x) => x.id === `builtin-${key}`)!;
    const content = JSON.parse(JSON.stringify(t.sections)) as ContentSection[];
    return {
      name: t.name,
      questionnaire_type: 'template',
      questionnaire_template_id: t.id,
      content: { sections: content },
      sections: content.map((x) => ({ id: x.id, name: x.name })),
      questions_total: askedCount(content),
      status: undefined,
    };
  };
  questionnaires.push(
    {
      entity: 'Multi & Partners LP',
      ...fromTemplate('partnership'),
      tax_year: 2025,
      due_date: dateIn(21),
      is_draft: true,
      last_activity: 'Draft created',
      last_activity_at: ago(1),
    },
    {
      entity: 'Sam Sms',
      ...fromTemplate('schedule-c'),
      tax_year: 2025,
      due_date: dateIn(14),
      sent_at: ago(2),
      last_activity: 'Sent',
      last_activity_at: ago(2),
    },
    {
      entity: 'Emery Emailcode',
      ...fromTemplate('individual-1040'),
      tax_year: 2025,
      due_date: dateIn(10),
      sent_at: ago(15),
      deleted_at: ago(4),
      last_activity: 'Questionnaire deleted',
      last_activity_at: ago(4),
    },
    {
      entity: 'Multi & Partners LP',
      name: 'Document Drop Off',
      questionnaire_type: 'drop_off',
      tax_year: 2025,
      due_date: dateIn(6),
      sent_at: ago(1),
      document_drop_off_enabled: true,
      document_path: '/2025/Document Drop Off',
      content: {
        sections: [
          {
            id: 'items',
            name: 'Document Checklist',
            section_type: 10,
            questionnaire_questions: ['K-1s from other partnerships', 'Year-end bank statements'].map((text, i) => ({
              id: `x${i + 1}`,
              text: `Please upload ${text}`,
              question_type: 'upload' as const,
              options: [],
              optional: false,
              order: i,
              questions: [],
            })),
          },
        ],
      },
      sections: [{ id: 'items', name: 'Document Checklist' }],
      questions_total: 2,
      last_activity: 'Sent',
      last_activity_at: ago(1),
    },
  );
  for (const { entity, ...q } of questionnaires) {
    const companyId = companies.get(entity);
    if (companyId) await createQuestionnaire({ last_activity_at: q.sent_at, ...q, firmId, companyId });
  }
  await seedDemoSchedule(firmId, companies, partnerId);
}

/**
 * Casey's 2025 organizer, the one to answer in the demo (QD §2-§4): a welcome page (a custom section), then the
 * shipped Form 1040 organizer (every question type, follow-ups three deep, the document checklist, the engagement
 * letter and Review and Submit).
 */
function caseyOrganizer2025() {
  const t = firmTemplates.find((x) => x.id === 'builtin-individual-1040')!;
  const content = demoOrganizerSections();
  return {
    name: '2025 Individual Tax Organizer',
    questionnaire_type: 'template',
    questionnaire_template_id: t.id,
    content: { sections: content },
    content_version: 1,
    sections: content.map((x) => ({ id: x.id, name: x.name })),
    questions_total: askedCount(content),
    status: content[1]!.id,
  };
}

/** The demo organizer's sections (browser tests answer the same questionnaire on a firm of their own). */
export function demoOrganizerSections(): ContentSection[] {
  const t = firmTemplates.find((x) => x.id === 'builtin-individual-1040')!;
  const welcome: ContentSection = {
    id: 'welcome',
    name: 'Welcome',
    section_type: 0,
    instruction: 'Read this first: it takes about 20 minutes, and your answers are saved as you go.',
    custom_element:
      '<h2>Welcome to your 2025 organizer</h2><p>Answer what applies to you, mark the rest Not Applicable, and upload your documents where we ask for them. You can stop at any time and pick up where you left off.</p>',
    questionnaire_questions: [],
  };
  return [welcome, ...(JSON.parse(JSON.stringify(t.sections)) as ContentSection[])];
}

/** A monthly send of the Schedule E organizer to Morgan's entities, from the 1st of next month, made by the partner. */
async function seedDemoSchedule(firmId: string, companies: Map<string, string>, partnerId: string) {
  const targets = ['Morgan Multi', 'Multi Holdings Inc.'].flatMap((n) => (companies.get(n) ? [companies.get(n)!] : []));
  const t = firmTemplates.find((x) => x.id === 'builtin-schedule-e')!;
  const now = new Date();
  const firstDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  const first = firstOccurrence('monthly', firstDate);
  const schedulerId = 'demo-schedule-e-monthly';
  const settings = {
    ...plainSettings({ kind: 'template', name: t.name, tax_year: 2025, created_by: partnerId }),
    template_id: t.id,
    sections: t.sections as ContentSection[],
    scope: { group: null },
  };

  await createScheduler({
    firmId,
    schedulerId,
    created_by: partnerId,
    state: 'active',
    frequency: 'monthly',
    first_scheduled_date: firstDate,
    next_scheduled_date: first,
    days_until_due: 14,
    questionnaire_template_id: t.id,
    template_name: t.name,
    settings,
    company_ids: targets,
    company_types: [],
  });
  await scheduleDueItem(
    questionnaireJobs.questionnaireOccurrence,
    { firmId, schedulerId, date: first },
    { firmId, dueAt: occurrenceAt(first), id: occurrenceKey(schedulerId, first) },
  );
}
