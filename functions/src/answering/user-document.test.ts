import { describe, expect, it } from 'vitest';
import type { ContentQuestion } from '@ledgerline/shared/schemas/questionnaire-content';
import { findContentQuestion } from './user-document';

const q = (id: string, questions: ContentQuestion[] = []): ContentQuestion => ({
  id,
  text: id,
  question_type: 'upload',
  options: [],
  optional: false,
  order: 0,
  questions,
});

describe('findContentQuestion', () => {
  it('finds a question at any depth of follow-ups, or null', () => {
    const content = [q('a', [q('b', [q('c')])]), q('d')];
    expect(findContentQuestion(content, 'c')?.id).toBe('c');
    expect(findContentQuestion(content, 'd')?.id).toBe('d');
    expect(findContentQuestion(content, 'x')).toBeNull();
  });
});
