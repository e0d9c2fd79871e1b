import { describe, expect, it } from 'vitest';
import { dropOffText } from '@ledgerline/shared/document-drop-off';
import { dropOffRefOf, dueDateText, planPick, stepOutcome } from './drop-off-rules';

const MB = 1024 * 1024;

describe('the Document Drop Off page', () => {
  it("reads the link's questionnaireId and companyId, and nothing when either is missing", () => {
    expect(dropOffRefOf(new URLSearchParams('questionnaireId=q1&companyId=%20c1%20'))).toEqual({
      questionnaire_id: 'q1',
      company_id: 'c1',
    });
    expect(dropOffRefOf(new URLSearchParams('questionnaireId=q1'))).toBeNull();
    expect(dropOffRefOf(new URLSearchParams('companyId=c1&questionnaireId='))).toBeNull();
    expect(dropOffRefOf(new URLSearchParams(''))).toBeNull();
  });

  it("shows a due date as 'MMM D, YYYY', the same day in every zone", () => {
    expect(dueDateText('2026-03-04')).toBe('Mar 4, 2026');
    expect(dueDateText('2026-12-31')).toBe('Dec 31, 2026');
    expect(dueDateText('2026-02-30')).toBeNull();
    expect(dueDateText('soon')).toBeNull();
    expect(dueDateText(null)).toBeNull();
  });

  it('sends each name once, skips empty files, refuses files over 150 MB, and a pick of over 999', () => {
    const plan = planPick([
      { name: 'w2.pdf', size: 10 },
      { name: 'empty.pdf', size: 0 },
      { name: 'huge.pdf', size: 150 * MB + 1 },
      { name: 'w2.pdf', size: 20 },
      { name: 'max.png', size: 150 * MB },
    ]);
    expect(plan).toEqual({
      tooMany: false,
      files: [
        { file: { name: 'w2.pdf', size: 10 }, verdict: 'send' },
        { file: { name: 'empty.pdf', size: 0 }, verdict: 'empty' },
        { file: { name: 'huge.pdf', size: 150 * MB + 1 }, verdict: 'too-large' },
        { file: { name: 'max.png', size: 150 * MB }, verdict: 'send' },
      ],
    });
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `${i}.pdf`, size: 1 }));
    expect(planPick(many(1000))).toEqual({ tooMany: true });
    expect(planPick(many(999)).tooMany).toBe(false);
    // 999 once the repeated names are dropped.
    expect(planPick([...many(999), { name: '0.pdf', size: 1 }]).tooMany).toBe(false);
  });

  it("tells a file's refusal from a link that takes nothing more", () => {
    const fallback = 'File upload failed, please try again.';
    expect(stepOutcome({ ok: true, status: 200 }, fallback)).toEqual({ kind: 'ok' });
    expect(stepOutcome(undefined, fallback)).toEqual({ kind: 'file', message: fallback });
    expect(stepOutcome({ ok: false, status: 409, error: 'a.pdf was already uploaded' }, fallback)).toEqual({
      kind: 'file',
      message: 'a.pdf was already uploaded',
    });
    expect(stepOutcome({ ok: false, status: 422, error: 'INVALID' }, fallback)).toEqual({
      kind: 'file',
      message: 'INVALID',
    });
    expect(stepOutcome({ ok: false, status: 413, error: 'File is too large' }, fallback).kind).toBe('file');
    // An upload id the server no longer knows is this file's problem, not the link's.
    expect(stepOutcome({ ok: false, status: 404, error: 'Upload not found' }, fallback).kind).toBe('file');
    expect(stepOutcome({ ok: false, status: 404, error: dropOffText.notFound }, fallback)).toEqual({
      kind: 'stop',
      message: dropOffText.notFound,
      closed: true,
    });
    expect(stepOutcome({ ok: false, status: 403, error: dropOffText.expired }, fallback)).toEqual({
      kind: 'stop',
      message: dropOffText.expired,
      closed: true,
    });
    expect(stepOutcome({ ok: false, status: 429, error: dropOffText.tooMany }, fallback)).toEqual({
      kind: 'stop',
      message: dropOffText.tooMany,
      closed: false,
    });
  });
});
