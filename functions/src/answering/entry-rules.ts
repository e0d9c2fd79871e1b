/**
 * An entries question's entries (QD §3 Question entries, §7 add_new_entry, save_entries, remove_entry, bulk entry
 * answers): each entry is numbered once and for good, and holds a text per column (the entries question's
 * children), each checked like an answer to that column. Pure.
 */
import { answeringText } from '@ledgerline/shared/answering';
import type { ContentQuestion } from '@ledgerline/shared/schemas/questionnaire-content';
import { checkValue, type Checked } from './answer-rules';

export type Entry = { entry_number: number; answers: Record<string, string> };

const bad = (message: string) => ({ refusal: { status: 400 as const, message, field: 'answer' as const } });

/** A cell's value as stored, '' for an empty cell, or why the column refuses it. */
export function checkCell(column: ContentQuestion, value: string | null | undefined): Checked<string> {
  if (value == null || value.trim() === '') return { ok: '' };
  return checkValue(column, value);
}

/** The cells of one entry, by column id, each checked; empty cells are left out. */
export function checkCells(
  columns: readonly ContentQuestion[],
  answers: Record<string, string | null | undefined>,
): Checked<Record<string, string>> {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const out: Record<string, string> = {};
  for (const [columnId, value] of Object.entries(answers)) {
    const column = byId.get(columnId);
    if (!column) return bad(answeringText.notAColumn);
    const checked = checkCell(column, value);
    if ('refusal' in checked) return checked;
    if (checked.ok) out[columnId] = checked.ok;
  }
  return { ok: out };
}

/**
 * save_entries: the question's entries become these. An entry that names a number it already has keeps it; any
 * other gets the next number, so a number is never given twice.
 */
export function replacedEntries(
  columns: readonly ContentQuestion[],
  existing: readonly Entry[],
  nextNumber: number,
  wanted: readonly { entry_number?: number; answers: Record<string, string> }[],
): Checked<{ entries: Entry[]; next: number }> {
  const known = new Set(existing.map((e) => e.entry_number));
  const used = new Set<number>();
  let next = Math.max(nextNumber, ...existing.map((e) => e.entry_number + 1), 1);
  const entries: Entry[] = [];
  for (const w of wanted) {
    const cells = checkCells(columns, w.answers);
    if ('refusal' in cells) return cells;
    let n = w.entry_number;
    if (n !== undefined && used.has(n)) return bad(answeringText.duplicateEntry);
    if (n === undefined || !known.has(n)) n = next++;
    used.add(n);
    entries.push({ entry_number: n, answers: cells.ok });
  }
  return { ok: { entries, next } };
}

/** Bulk entry answers: some cells of existing entries changed ('' empties a cell). */
export function withCells(
  columns: readonly ContentQuestion[],
  existing: readonly Entry[],
  cells: readonly { columnId: string; entryNumber: number; answer: string | null | undefined }[],
): Checked<Entry[]> | { missing: true } {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const entries = existing.map((e) => ({ entry_number: e.entry_number, answers: { ...e.answers } }));
  for (const c of cells) {
    const column = byId.get(c.columnId);
    if (!column) return bad(answeringText.notAColumn);
    const entry = entries.find((e) => e.entry_number === c.entryNumber);
    if (!entry) return { missing: true };
    const checked = checkCell(column, c.answer);
    if ('refusal' in checked) return checked;
    if (checked.ok) entry.answers[c.columnId] = checked.ok;
    else delete entry.answers[c.columnId];
  }
  return { ok: entries };
}

/** Whether any entry has a cell filled in. */
export const hasFilledCell = (entries: readonly Entry[]): boolean =>
  entries.some((e) => Object.values(e.answers).some((v) => v.trim() !== ''));
