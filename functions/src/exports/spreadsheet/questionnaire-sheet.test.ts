import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { ExportQuestion, QuestionnaireExport } from '../model';
import { answerStateLabel, answerStatusLabel } from './labels';
import { questionnaireSpreadsheet } from './questionnaire-sheet';

const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function question(number: string, text: string, more: Partial<ExportQuestion> = {}): ExportQuestion {
  return {
    number,
    text,
    question_type: 'text',
    state: 'answered',
    answer: '',
    answer_by: null,
    entries: null,
    notes: [],
    questions: [],
    ...more,
  };
}

const longAnswer = 'x'.repeat(40_000);

const doc: QuestionnaireExport = {
  heading: {
    title: "'Individual [Tax]: Organizer / 2025 *draft?* for the whole family'",
    company: 'Acme',
    tax_year: 2025,
    status: 'In progress',
    exported_at: 'Nov 26, 2026 9:30 AM',
  },
  sections: [
    {
      title: 'Personal',
      status: 'Pending',
      instruction: '',
      letter: '',
      signatures: [],
      questions: [
        question('1.', 'Are you married?', {
          answer: 'Yes',
          notes: [
            { author: 'Dana Advisor', text: 'Check last year', date: 'Mar 1, 2026', from_firm_user: true },
            { author: 'Sam Client', text: 'Since June', date: 'Mar 2, 2026', from_firm_user: false },
          ],
          questions: [
            question('1.1', 'Filing jointly?', {
              answer: 'No',
              questions: [question('1.1.1', 'Why not?', { state: 'not_applicable', answer: 'N/A' })],
            }),
            question('1.2', 'Spouse name', { state: 'unanswered' }),
          ],
        }),
        question('2.', 'Dependents', {
          question_type: 'entries',
          answer: '2 entries',
          entries: {
            columns: ['Name', 'Relationship', 'Birth date'],
            rows: [
              ['Ann', 'Daughter', '2015-01-01'],
              ['Bo', '', '2018-02-02'],
            ],
          },
        }),
        question('3.', 'Upload your W-2s', {
          question_type: 'upload',
          state: 'answer_later',
          answer: 'Answer later (by Mar 1, 2026)',
          answer_by: 'Mar 1, 2026',
        }),
      ],
    },
    {
      title: 'Income',
      status: 'Completed',
      instruction: '',
      letter: '',
      signatures: [],
      questions: [
        question('1.', '=cmd|/C calc', { answer: '=SUM(A1)' }),
        question('2.', 'Tell us everything', { answer: longAnswer }),
        question('3.', '1099-INT', { state: 'provided_elsewhere', answer: 'Provided elsewhere' }),
        question('4.', 'Crypto', { state: 'marked_completed' }),
        question('5.', 'Rental income', { state: 'not_needed' }),
      ],
    },
  ],
  attachments: question('', 'Additional attachments', { question_type: 'upload', answer: 'a.pdf, b.pdf' }),
  documents: [],
};

async function readBack(buffer: Buffer) {
  // cellStyles: read the column widths too.
  const book = XLSX.read(buffer, { cellStyles: true });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return { book, sheet, rows: XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, defval: '', raw: true }) };
}

describe('questionnaireSpreadsheet', () => {
  it('is a BIFF8 .xls: an OLE2 file with a Workbook stream', async () => {
    const buffer = await questionnaireSpreadsheet(doc);
    expect([...buffer.subarray(0, 8)]).toEqual(oleSignature);
    const container = XLSX.CFB.read(buffer, { type: 'buffer' });
    expect(XLSX.CFB.find(container, '/Workbook')).toBeTruthy();
    const { book } = await readBack(buffer);
    expect(book.SheetNames).toHaveLength(1);
  });

  it('names the sheet after the questionnaire: no []:*?/\\, no apostrophe at the ends, 31 characters at most', async () => {
    const { book } = await readBack(await questionnaireSpreadsheet(doc));
    expect(book.SheetNames[0]).toBe('Individual Tax Organizer 2025 d');
    const untitled = await questionnaireSpreadsheet({ ...doc, heading: { ...doc.heading, title: ' [*?] ' } });
    expect((await readBack(untitled)).book.SheetNames[0]).toBe('Questionnaire');
  });

  it('has the header, then one row per question, follow-ups depth first, the additional attachments last', async () => {
    const { rows } = await readBack(await questionnaireSpreadsheet(doc));
    expect(rows.map((r) => r.map((c) => (c.length > 1000 ? 'long' : c)))).toEqual([
      ['Section', 'Number', 'Question', 'Answer', 'Status', 'Answer by', 'Notes'],
      [
        'Personal',
        '1.',
        'Are you married?',
        'Yes',
        'Answered',
        '',
        'Dana Advisor: Check last year\nSam Client: Since June',
      ],
      ['Personal', '1.1', 'Filing jointly?', 'No', 'Answered', '', ''],
      ['Personal', '1.1.1', 'Why not?', 'N/A', 'N/A', '', ''],
      ['Personal', '1.2', 'Spouse name', '', 'Unanswered', '', ''],
      [
        'Personal',
        '2.',
        'Dependents',
        'Name: Ann; Relationship: Daughter; Birth date: 2015-01-01\nName: Bo; Birth date: 2018-02-02',
        'Answered',
        '',
        '',
      ],
      ['Personal', '3.', 'Upload your W-2s', 'Answer later', 'Answer later', 'Mar 1, 2026', ''],
      ['Income', '1.', '=cmd|/C calc', '=SUM(A1)', 'Answered', '', ''],
      ['Income', '2.', 'Tell us everything', 'long', 'Answered', '', ''],
      ['Income', '3.', '1099-INT', 'Provided elsewhere', 'Provided elsewhere', '', ''],
      ['Income', '4.', 'Crypto', 'Marked completed', 'Marked completed', '', ''],
      ['Income', '5.', 'Rental income', 'Marked not needed', 'Marked not needed', '', ''],
      ['', '', 'Additional attachments', 'a.pdf, b.pdf', 'Answered', '', ''],
    ]);
  });

  it('writes text that looks like a formula as text', async () => {
    const { sheet } = await readBack(await questionnaireSpreadsheet(doc));
    for (const address of ['D8', 'C8']) {
      expect(sheet[address]!.t).toBe('s');
      expect(sheet[address]!.f).toBeUndefined();
    }
    expect(sheet.D8!.v).toBe('=SUM(A1)');
    expect(sheet.C8!.v).toBe('=cmd|/C calc');
  });

  it("cuts a 40,000-character answer to Excel's 32,767, marking the cut", async () => {
    const { sheet } = await readBack(await questionnaireSpreadsheet(doc));
    const cut = String(sheet.D9!.v);
    expect(cut).toHaveLength(32_767);
    expect(cut).toBe(`${longAnswer.slice(0, 32_766)}…`);
  });

  it('sets every column a width that fits its text, up to a limit', async () => {
    const { sheet } = await readBack(await questionnaireSpreadsheet(doc));
    const widths = sheet['!cols']!.map((c) => Math.round(c.wch ?? 0));
    expect(widths).toHaveLength(7);
    expect(widths[1]).toBeLessThan(widths[2]!);
    expect(Math.max(...widths)).toBeLessThanOrEqual(60);
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(6);
  });
});

describe('answer labels', () => {
  it('reads each state as the export prints it', () => {
    expect(
      (
        [
          'answered',
          'not_applicable',
          'provided_elsewhere',
          'answer_later',
          'marked_completed',
          'not_needed',
          'unanswered',
        ] as const
      ).map((s) => [answerStateLabel(s), answerStatusLabel(s)]),
    ).toEqual([
      ['', 'Answered'],
      ['N/A', 'N/A'],
      ['Provided elsewhere', 'Provided elsewhere'],
      ['Answer later', 'Answer later'],
      ['Marked completed', 'Marked completed'],
      ['Marked not needed', 'Marked not needed'],
      ['', 'Unanswered'],
    ]);
  });
});
