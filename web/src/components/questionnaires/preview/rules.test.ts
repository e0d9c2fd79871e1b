import { describe, expect, test } from 'vitest';
import type { ContentQuestion } from '../../../api/questionnaires-staff';
import { depositMove, depositState, formatDollars, futureDueDate, numberQuestions, validDueDate } from './rules';

const question = (id: string, order: number, questions: ContentQuestion[] = []): ContentQuestion => ({
  id,
  text: id,
  question_type: 'text',
  options: [],
  optional: false,
  order,
  questions,
});

describe('deposit', () => {
  test('paid, marked paid and payment pending read as they are; unpaid or pending with an amount read unpaid', () => {
    expect(depositState('paid', 150)).toBe('paid');
    expect(depositState('marked_paid', 150)).toBe('marked_paid');
    expect(depositState('payment_pending', 150)).toBe('payment_pending');
    expect(depositState('unpaid', 150)).toBe('unpaid');
    expect(depositState('pending', 150)).toBe('unpaid');
    expect(depositState(null, 150)).toBe('unpaid');
  });

  test('without an amount there is no deposit', () => {
    expect(depositState('unpaid', null)).toBeNull();
    expect(depositState('paid', 0)).toBeNull();
  });

  test('an advisor moves unpaid to marked_paid and marked_paid to pending, nothing else', () => {
    expect(depositMove('unpaid')).toEqual({ to: 'marked_paid', kind: 'paid' });
    expect(depositMove('marked_paid')).toEqual({ to: 'pending', kind: 'unpaid' });
    expect(depositMove('paid')).toBeNull();
    expect(depositMove('payment_pending')).toBeNull();
    expect(depositMove(null)).toBeNull();
  });

  test('amounts are shown in dollars', () => {
    expect(formatDollars(150)).toBe('$150.00');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });
});

describe('question numbering', () => {
  test('nests three levels as 1., 1.1, 1.1.1, in order', () => {
    const numbered = numberQuestions([
      question('b', 2),
      question('a', 1, [question('a2', 2), question('a1', 1, [question('a1x', 0)])]),
    ]);
    expect(numbered.map((n) => [n.question.id, n.number])).toEqual([
      ['a', '1.'],
      ['b', '2.'],
    ]);
    expect(numbered[0]!.children.map((n) => [n.question.id, n.number])).toEqual([
      ['a1', '1.1'],
      ['a2', '1.2'],
    ]);
    expect(numbered[0]!.children[0]!.children[0]!.number).toBe('1.1.1');
  });
});

describe('due dates', () => {
  test('edit due date: a real date from today on', () => {
    expect(validDueDate('2026-05-01', '2026-05-01')).toBe(true);
    expect(validDueDate('2026-04-30', '2026-05-01')).toBe(false);
    expect(validDueDate('2026-02-30', '2026-01-01')).toBe(false);
    expect(validDueDate('', '2026-01-01')).toBe(false);
  });

  test('additional items: after today, or none', () => {
    expect(futureDueDate('2026-05-02', '2026-05-01')).toBe(true);
    expect(futureDueDate('2026-05-01', '2026-05-01')).toBe(false);
    expect(futureDueDate('', '2026-05-01')).toBe(true);
  });
});
