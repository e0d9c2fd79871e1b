import { describe, expect, it } from 'vitest';
import { contentProblem, type ContentSection } from './questionnaire-content';

const section = (questionId: string): ContentSection => ({
  id: 's1',
  name: 'Documents',
  section_type: 10,
  questionnaire_questions: [
    { id: questionId, text: 'Upload', question_type: 'upload', options: [], optional: false, order: 1, questions: [] },
  ],
});

describe('contentProblem: the additional attachments’ id is reserved (QD §4, §5 Uploads)', () => {
  it('no content question may take it', () => {
    expect(contentProblem([section('_attachments')])).toBe(
      'Question id _attachments is reserved for additional attachments',
    );
    expect(contentProblem([section('w2')])).toBeNull();
  });
});
