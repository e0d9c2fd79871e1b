/**
 * The demo firm's questionnaires and custom statuses (MD §2 client dashboard, QD §4): Casey's 2025 organizer
 * due in 5 days with a custom status and a completed 2024 one; Morgan's on two entities and two years (in
 * progress, locked, overdue, completed); read-only Rory's sent one. Written straight through the store with
 * past times and without notices; only when the demo firm has none yet, so a second start changes nothing.
 */
import {
  createFirmCustomStatus,
  createQuestionnaire,
  listCompanyQuestionnaires,
  listFirmCustomStatuses,
} from '@ledgerline/functions/questionnaires/store';
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

export async function seedDemoQuestionnaires(firmId: string, companies: Map<string, string>): Promise<void> {
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

  const caseyOrganizer = sections(organizerSections, 'casey-2025');
  const morganOrganizer = sections(organizerSections, 'morgan-2025');
  const questionnaires: DemoQuestionnaire[] = [
    {
      entity: 'Casey Client',
      name: '2025 Individual Tax Organizer',
      tax_year: 2025,
      due_date: dateIn(5),
      sent_at: ago(9),
      opened_timestamp: ago(7),
      in_progress: true,
      status: caseyOrganizer[2]!.id,
      sections: caseyOrganizer,
      firm_custom_status_id: statusId('Waiting on documents'),
      description: 'Please answer each section and upload your tax documents so we can prepare your 2025 return.',
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
  for (const { entity, ...q } of questionnaires) {
    const companyId = companies.get(entity);
    if (companyId) await createQuestionnaire({ ...q, firmId, companyId });
  }
}
