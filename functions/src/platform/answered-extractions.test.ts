import { describe, expect, it } from 'vitest';
import { additionalAttachmentsId, joinAnswer } from '@ledgerline/shared/answering';
import { documentLocation } from '@ledgerline/shared/documents';
import type { QuestionExtraction } from '@ledgerline/shared/schemas/answering';
import type { ContentQuestion, ContentSection } from '@ledgerline/shared/schemas/questionnaire-content';
import { answeredExtractions, needsReview, uploadedDocumentIds, wasSplit } from './answered-extractions';
import { answeredSections, emptyParts, extractedDocumentsOf, type ViewOptions } from './answered-view';
import type { QuestionnaireAnswerItem } from './data/entities/questionnaire-answering';

const Q = 'qn1';
const company = 'co1';
const at = (documentId: string, companyId = company) =>
  documentLocation({ companyId, path: '/2025/Organizer', documentId, name: `${documentId}.pdf` });

const q = (id: string, question_type: ContentQuestion['question_type'], over: Partial<ContentQuestion> = {}) =>
  ({
    id,
    text: `Question ${id}`,
    question_type,
    options: [],
    optional: false,
    order: 0,
    questions: [],
    ...over,
  }) as ContentQuestion;

const sections: ContentSection[] = [
  {
    id: 's1',
    name: 'Income',
    section_type: 3,
    questionnaire_questions: [
      q('w2', 'upload', {
        order: 1,
        questions: [q('more', 'upload', { trigger_for_follow_up_question: 'x' })],
      }),
      q('note', 'text', { order: 2 }),
    ],
  },
];

function answers(by: Record<string, string>) {
  const p = emptyParts();
  for (const [questionId, answer] of Object.entries(by))
    p.answers.set(questionId, { firmId: 'f', questionnaireId: Q, questionId, answer } as QuestionnaireAnswerItem);
  return p;
}

const x = (extractedId: string, documentId: string, over: Partial<Parameters<typeof wasSplit>[0]> = {}) => ({
  extractedId,
  documentId,
  source: 'upload' as const,
  status: 'processing' as const,
  ...over,
});

describe('the documents the answered questionnaire reads the statuses of', () => {
  it('are those its upload questions, their follow-ups and the additional attachments name, each once', () => {
    const p = answers({
      w2: joinAnswer([at('d1'), at('d2')]),
      more: joinAnswer([at('d2'), at('d3')]),
      [additionalAttachmentsId]: at('d4'),
      note: at('d9'),
    });
    expect(uploadedDocumentIds(sections, p.answers, company)).toEqual(['d1', 'd2', 'd3', 'd4']);
  });

  it('leave out markers, text that is no location, and another entity’s documents', () => {
    const p = answers({ w2: 'Not Applicable', more: joinAnswer(['not a location', at('d5', 'other')]) });
    expect(uploadedDocumentIds(sections, p.answers, company)).toEqual([]);
  });
});

describe('what the answers’ files and their extracted documents show', () => {
  it('each live file shows its own extracted document’s source and status', () => {
    const shown = answeredExtractions(
      [
        { documentId: 'd1', state: 'active', extracted_document_id: 'x1' },
        { documentId: 'd2', state: 'active', extracted_document_id: undefined },
        { documentId: 'd3', state: 'deleted', extracted_document_id: 'x3' },
        { documentId: 'd4', state: 'active', extracted_document_id: 'x4' },
        { documentId: 'd5', state: 'active', extracted_document_id: 'x5' },
      ],
      [
        x('x1', 'd1', { status: 'analysis_succeeded' }),
        x('x3', 'd3'),
        x('x4', 'd4', { deleted_at: '2025-01-01T00:00:00Z' }),
        x('x5', 'someone-else'),
      ],
      [],
    );
    expect([...shown.byDocument.values()]).toEqual([
      { document_id: 'd1', source: 'upload', status: 'analysis_succeeded' },
    ]);
    expect(shown.hasSplitDocumentsToReview).toBe(false);
  });

  it('a split upload shows its own status; a piece needing review makes the questionnaire have split documents to review', () => {
    const parent = x('x1', 'd1', { status: 'split_succeeded' });
    expect(wasSplit(parent)).toBe(true);
    const files = [{ documentId: 'd1', state: 'active' as const, extracted_document_id: 'x1' }];
    const done = answeredExtractions(files, [parent], [{ status: 'analysis_succeeded' }]);
    expect([...done.byDocument.values()]).toEqual([{ document_id: 'd1', source: 'upload', status: 'split_succeeded' }]);
    expect(done.hasSplitDocumentsToReview).toBe(false);
    expect(answeredExtractions(files, [parent], [{ status: 'review_required' }]).hasSplitDocumentsToReview).toBe(true);
    expect(answeredExtractions(files, [parent], [{ status: 'identify_succeeded' }]).hasSplitDocumentsToReview).toBe(
      true,
    );
    // A deleted piece is no longer the review's.
    const deleted = { status: 'review_required' as const, deleted_at: '2025-01-01T00:00:00Z' };
    expect(answeredExtractions(files, [parent], [deleted]).hasSplitDocumentsToReview).toBe(false);
  });

  it('a piece an answer names itself counts as a split document; an upload needing review does not', () => {
    const piece = x('x1-p0001-0001', 'x1-p0001-0001', { source: 'split', status: 'review_required' });
    const files = [
      { documentId: piece.documentId, state: 'active' as const, extracted_document_id: piece.extractedId },
    ];
    expect(answeredExtractions(files, [piece], []).hasSplitDocumentsToReview).toBe(true);
    const whole = x('x2', 'd2', { status: 'review_required' });
    const wholeFiles = [{ documentId: 'd2', state: 'active' as const, extracted_document_id: 'x2' }];
    expect(answeredExtractions(wholeFiles, [whole], []).hasSplitDocumentsToReview).toBe(false);
    expect(wasSplit(whole)).toBe(false);
  });

  it('review_required and identify_succeeded are the statuses that need review', () => {
    expect(
      ['review_required', 'identify_succeeded', 'analysis_succeeded', 'processing'].map((s) => needsReview(s as never)),
    ).toEqual([true, true, false, false]);
  });
});

describe('an upload question in the answered view', () => {
  const statuses = new Map<string, QuestionExtraction>([
    ['d1', { document_id: 'd1', source: 'upload', status: 'processing' }],
    ['d3', { document_id: 'd3', source: 'split', status: 'analysis_succeeded' }],
  ]);
  const opts = (over: Partial<ViewOptions> = {}): ViewOptions => ({
    questionnaireId: Q,
    viewer: 'client',
    signers: [],
    requireOneSignaturePerSection: false,
    submitted: false,
    ...over,
  });

  it('lists the extracted documents of its answer’s documents, in the answer’s order', () => {
    expect(extractedDocumentsOf(joinAnswer([at('d3'), at('d2'), at('d1'), at('d3')]), statuses)).toEqual([
      statuses.get('d3'),
      statuses.get('d1'),
    ]);
    expect(extractedDocumentsOf(null, statuses)).toEqual([]);
  });

  it('shows them on upload questions only, and only when the statuses were given', () => {
    const p = answers({ w2: joinAnswer([at('d1'), at('d2')]), note: at('d1') });
    const [s] = answeredSections(sections, p, opts({ extractions: statuses }));
    const [w2, note] = s!.questionnaire_questions;
    expect(w2!.extracted_documents).toEqual([statuses.get('d1')]);
    expect(w2!.questions[0]!.extracted_documents).toEqual([]);
    expect(note!.extracted_documents).toBeUndefined();
    const [without] = answeredSections(sections, p, opts());
    expect(without!.questionnaire_questions[0]!.extracted_documents).toBeUndefined();
  });
});
