/**
 * The Collect list's overview page as a spreadsheet (QD §7, download_overview_page_as_spreadsheet): a row per
 * questionnaire, as the list shows it.
 */
import { writeXls } from './write-xls';

/** One questionnaire's line of the overview, already as it reads. */
export interface OverviewRow {
  entity: string;
  entity_type: string;
  questionnaire: string;
  tax_year: number;
  status: string;
  /** 'Mar 1, 2026', or '' when there is none. */
  due_date: string;
  /** '12 of 40' */
  progress: string;
  sent_at: string;
  last_activity: string;
  assigned_advisor: string;
  tags: string;
}

const header = [
  'Entity',
  'Entity type',
  'Questionnaire',
  'Tax year',
  'Status',
  'Due date',
  'Progress',
  'Sent',
  'Last activity',
  'Assigned advisor',
  'Tags',
];
const maxWidths = [40, 16, 40, 10, 18, 14, 12, 22, 22, 24, 40];

export async function overviewSpreadsheet(rows: OverviewRow[]): Promise<Buffer> {
  return writeXls({
    name: 'Overview',
    header,
    rows: rows.map((row) => [
      row.entity,
      row.entity_type,
      row.questionnaire,
      row.tax_year,
      row.status,
      row.due_date,
      row.progress,
      row.sent_at,
      row.last_activity,
      row.assigned_advisor,
      row.tags,
    ]),
    maxWidths,
  });
}
