import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { type OverviewRow, overviewSpreadsheet } from './overview-sheet';

const rows: OverviewRow[] = [
  {
    entity: 'Acme LLC',
    entity_type: 'LLC',
    questionnaire: 'Business Tax Organizer',
    tax_year: 2025,
    status: 'In progress',
    due_date: 'Mar 1, 2026',
    progress: '12 of 40',
    sent_at: 'Feb 1, 2026',
    last_activity: 'Opened, Feb 2, 2026',
    assigned_advisor: 'Dana Advisor',
    tags: 'vip, new',
  },
  {
    entity: '=HYPERLINK("http://x")',
    entity_type: 'Individual',
    questionnaire: 'Individual Tax Organizer',
    tax_year: 2024,
    status: 'Draft',
    due_date: '',
    progress: '0 of 12',
    sent_at: '',
    last_activity: '',
    assigned_advisor: '',
    tags: '',
  },
];

describe('overviewSpreadsheet', () => {
  it('is a BIFF8 .xls with the header and a row per questionnaire, the tax year a number and the rest text', async () => {
    const buffer = await overviewSpreadsheet(rows);
    expect([...buffer.subarray(0, 8)]).toEqual([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const book = XLSX.read(buffer);
    expect(book.SheetNames).toEqual(['Overview']);
    const sheet = book.Sheets.Overview!;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, defval: '', raw: true })).toEqual([
      [
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
      ],
      [
        'Acme LLC',
        'LLC',
        'Business Tax Organizer',
        2025,
        'In progress',
        'Mar 1, 2026',
        '12 of 40',
        'Feb 1, 2026',
        'Opened, Feb 2, 2026',
        'Dana Advisor',
        'vip, new',
      ],
      [
        '=HYPERLINK("http://x")',
        'Individual',
        'Individual Tax Organizer',
        2024,
        'Draft',
        '',
        '0 of 12',
        '',
        '',
        '',
        '',
      ],
    ]);
    expect(sheet.D2).toMatchObject({ t: 'n', v: 2025 });
    expect(sheet.A3).toMatchObject({ t: 's', v: '=HYPERLINK("http://x")' });
    expect(sheet.A3!.f).toBeUndefined();
  });

  it('is the header alone when there are no questionnaires', async () => {
    const book = XLSX.read(await overviewSpreadsheet([]));
    expect(XLSX.utils.sheet_to_json(book.Sheets.Overview!, { header: 1 })).toHaveLength(1);
  });
});
