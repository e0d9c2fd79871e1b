import { describe, expect, it } from 'vitest';
import { openItemLines } from './open-items';

const q = (over: Record<string, unknown>) =>
  ({
    name: '2025 Tax Organizer',
    due_date: '2026-04-15',
    completed: false,
    locked: false,
    is_draft: false,
    ...over,
  }) as never;
const r = (over: Record<string, unknown>) =>
  ({ tax_year: 2025, tax_return_name: 'Form 1040', draft_status: 'draft', locked: false, ...over }) as never;

describe('the client’s open items for the reply drafter', () => {
  it('lists questionnaires to complete and drafts to review, nothing finished, locked, drafted or deleted', () => {
    expect(
      openItemLines(
        [q({}), q({ completed: true }), q({ locked: true }), q({ is_draft: true }), q({ deleted_at: 'x' })],
        [r({}), r({ draft_status: 'approved' }), r({ locked: true })],
      ),
    ).toEqual(['Complete the 2025 Tax Organizer (due 2026-04-15)', 'Review and approve the 2025 Form 1040 draft']);
  });
  it('keeps the list short', () => {
    expect(
      openItemLines(
        Array.from({ length: 20 }, () => q({})),
        [],
        10,
      ),
    ).toHaveLength(10);
  });
});
