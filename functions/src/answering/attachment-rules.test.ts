import { describe, expect, it } from 'vitest';
import { answerMarkers, answeringText } from '@ledgerline/shared/answering';
import { attachmentsActivity, planAttachments } from './attachment-rules';

describe('planAttachments: the additional attachments take documents or nothing (QD §4, §5 Uploads)', () => {
  it('documents are their locations, each once', () => {
    expect(planAttachments({ answer: 'a/1/A.pdf\nb/2/B.pdf\na/1/A.pdf' })).toEqual({
      ok: { kind: 'value', answer: 'a/1/A.pdf\nb/2/B.pdf' },
    });
  });

  it('no answer clears them', () => {
    expect(planAttachments({ answer: null })).toEqual({ ok: { kind: 'clear' } });
    expect(planAttachments({ answer: '  ' })).toEqual({ ok: { kind: 'clear' } });
    expect(planAttachments({})).toEqual({ ok: { kind: 'clear' } });
  });

  it('a marker is refused: nothing is marked on attachments', () => {
    for (const marker of Object.values(answerMarkers))
      expect(planAttachments({ answer: marker })).toEqual({
        refusal: { status: 400, message: answeringText.attachmentsTakeDocuments, field: 'answer' },
      });
  });

  it('a date to upload by is refused: nothing is put off', () => {
    expect(planAttachments({ answer: null, answer_by: '2026-05-01' })).toEqual({
      refusal: { status: 400, message: answeringText.attachmentsTakeDocuments, field: 'answer_by' },
    });
    expect(planAttachments({ answer: null, answer_by: '' })).toEqual({ ok: { kind: 'clear' } });
  });

  it('the activity line says what changed', () => {
    expect(attachmentsActivity({ kind: 'value', answer: 'x' })).toBe('Additional attachments changed');
    expect(attachmentsActivity({ kind: 'clear' })).toBe('Additional attachments cleared');
  });
});
