import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checklistReloadPoll, type ExtractedStatus } from '@ledgerline/shared/extracted-documents';
import { documentLocation } from '@ledgerline/shared/documents';
import type { AnsweredQuestion, AnsweredQuestionnaire } from '../../../api/answering';
import { keepReloading, reloadWhileProcessing } from './checklist-reload';
import { chipStatus, stillProcessing } from './extracted-status';

const upload = (id: string, statuses: ExtractedStatus[], questions: AnsweredQuestion[] = []) =>
  ({
    id: `q1.${id}`,
    content_id: id,
    question_type: 'upload',
    extracted_documents: statuses.map((status, i) => ({ document_id: `${id}${i}`, source: 'upload', status })),
    questions,
  }) as unknown as AnsweredQuestion;

/** A questionnaire whose checklist question's documents have these statuses (a follow-up and attachments: none). */
const questionnaire = (statuses: ExtractedStatus[], where: 'question' | 'follow-up' | 'attachments' = 'question') =>
  ({
    sections: [
      {
        questionnaire_questions: [
          upload('w2', where === 'question' ? statuses : [], [upload('more', where === 'follow-up' ? statuses : [])]),
        ],
      },
    ],
    additional_attachments: upload('_attachments', where === 'attachments' ? statuses : []),
  }) as unknown as AnsweredQuestionnaire;

describe('what recognition made of an upload question’s documents', () => {
  it('a chip shows its own document’s status in the spec’s words, and nothing without an extracted document', () => {
    const q = upload('w2', ['processing', 'analysis_succeeded', 'review_required', 'split_failed']);
    const at = (documentId: string) => documentLocation({ companyId: 'c1', path: '/2025', documentId, name: 'a.pdf' });
    expect(['w20', 'w21', 'w22', 'w23'].map((id) => chipStatus(q, at(id)))).toEqual([
      { label: 'Processing', tone: 'informative' },
      { label: 'Completed', tone: 'success' },
      { label: 'Processed (needs Review)', tone: 'warning' },
      { label: 'Failed', tone: 'danger' },
    ]);
    expect(chipStatus(q, at('other'))).toBeNull();
    expect(chipStatus({}, at('w20'))).toBeNull();
  });

  it('a document processing in a question, a follow-up or the additional attachments keeps the questionnaire processing', () => {
    for (const where of ['question', 'follow-up', 'attachments'] as const) {
      expect(stillProcessing(questionnaire(['analysis_succeeded', 'processing'], where))).toBe(true);
      expect(stillProcessing(questionnaire(['analysis_succeeded', 'split_succeeded'], where))).toBe(false);
    }
  });
});

describe('reloading after a checklist upload (every 750 ms, up to 200 times)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Answers the questionnaires in turn, then the last one for ever. */
  const reader = (answers: (AnsweredQuestionnaire | null)[]) => {
    let i = 0;
    return vi.fn(async () => answers[Math.min(i++, answers.length - 1)] ?? null);
  };
  const processing = questionnaire(['processing']);
  const done = questionnaire(['analysis_succeeded']);

  it('keeps reloading while a document processes or a read failed, and not past the last try', () => {
    expect(keepReloading(1, processing)).toBe(true);
    expect(keepReloading(1, null)).toBe(true);
    expect(keepReloading(1, done)).toBe(false);
    expect(keepReloading(checklistReloadPoll.maxTries, processing)).toBe(false);
  });

  it('reads every 750 ms and stops at the first read with nothing processing', async () => {
    const reload = reader([processing, null, done]);
    reloadWhileProcessing(reload);
    await vi.advanceTimersByTimeAsync(749);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1500);
    expect(reload).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('gives up after 200 reads while documents are still processing', async () => {
    const reload = reader([processing]);
    reloadWhileProcessing(reload);
    await vi.advanceTimersByTimeAsync(checklistReloadPoll.intervalMs * checklistReloadPoll.maxTries);
    expect(reload).toHaveBeenCalledTimes(200);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reload).toHaveBeenCalledTimes(200);
  });

  it('a stop (the checklist left, or another upload) ends it, even with a read under way', async () => {
    const reload = reader([processing]);
    const stop = reloadWhileProcessing(reload);
    await vi.advanceTimersByTimeAsync(1500);
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reload).toHaveBeenCalledTimes(2);

    let answer: (q: AnsweredQuestionnaire) => void = () => {};
    const slow = vi.fn(() => new Promise<AnsweredQuestionnaire>((r) => (answer = r)));
    const stopSlow = reloadWhileProcessing(slow);
    await vi.advanceTimersByTimeAsync(750);
    stopSlow();
    answer(processing);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(slow).toHaveBeenCalledTimes(1);
  });
});
