import { describe, expect, it } from 'vitest';
import { answeringText } from '@ledgerline/shared/answering';
import type { ContentQuestion } from '@ledgerline/shared/schemas/questionnaire-content';
import { checkCells, hasFilledCell, replacedEntries, withCells } from './entry-rules';

const column = (id: string, q: Partial<ContentQuestion> = {}): ContentQuestion => ({
  id,
  text: id,
  question_type: 'text',
  options: [],
  optional: false,
  order: 0,
  questions: [],
  ...q,
});

const columns = [
  column('payer'),
  column('amount', { number_of_characters: 8 }),
  column('kind', { question_type: 'select', options: ['W-2', '1099'] }),
];

describe('entries: an entries question’s children are its columns', () => {
  it('each cell is checked like an answer to its column; unknown columns are refused; empty cells are left out', () => {
    expect(checkCells(columns, { payer: 'Acme', kind: 'w-2', amount: '' })).toEqual({
      ok: { payer: 'Acme', kind: 'W-2' },
    });
    expect(checkCells(columns, { amount: '123456789' })).toMatchObject({
      refusal: { message: answeringText.tooLong(8) },
    });
    expect(checkCells(columns, { nope: 'x' })).toMatchObject({ refusal: { message: answeringText.notAColumn } });
  });

  it('save_entries keeps the numbers entries already have and numbers new ones after every number given', () => {
    const existing = [
      { entry_number: 1, answers: { payer: 'A' } },
      { entry_number: 3, answers: { payer: 'C' } },
    ];
    const saved = replacedEntries(columns, existing, 4, [
      { entry_number: 3, answers: { payer: 'C2' } },
      { answers: { payer: 'New' } },
      { entry_number: 99, answers: { payer: 'Unknown number' } },
    ]);
    expect(saved).toEqual({
      ok: {
        entries: [
          { entry_number: 3, answers: { payer: 'C2' } },
          { entry_number: 4, answers: { payer: 'New' } },
          { entry_number: 5, answers: { payer: 'Unknown number' } },
        ],
        next: 6,
      },
    });
    expect(
      replacedEntries(columns, existing, 4, [
        { entry_number: 1, answers: {} },
        { entry_number: 1, answers: {} },
      ]),
    ).toMatchObject({ refusal: { message: answeringText.duplicateEntry } });
  });

  it('bulk entry answers change cells of existing entries only', () => {
    const existing = [{ entry_number: 2, answers: { payer: 'A', amount: '10' } }];
    expect(
      withCells(columns, existing, [
        { columnId: 'payer', entryNumber: 2, answer: 'B' },
        { columnId: 'amount', entryNumber: 2, answer: '' },
      ]),
    ).toEqual({ ok: [{ entry_number: 2, answers: { payer: 'B' } }] });
    expect(withCells(columns, existing, [{ columnId: 'payer', entryNumber: 7, answer: 'B' }])).toEqual({
      missing: true,
    });
    expect(existing[0]!.answers.payer).toBe('A');
  });

  it('an entry with a filled cell answers the question', () => {
    expect(hasFilledCell([{ entry_number: 1, answers: {} }])).toBe(false);
    expect(hasFilledCell([{ entry_number: 1, answers: { payer: 'A' } }])).toBe(true);
  });
});
