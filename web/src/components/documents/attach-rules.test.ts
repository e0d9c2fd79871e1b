import { describe, expect, it } from 'vitest';
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { documentsLabels } from '../../texts/documents';
import {
  attachableFiles,
  attachableQuestionnaires,
  attachFailure,
  attachProblem,
  questionnaireChoice,
} from './attach-rules';

const file = (name: string, deleted = false) => ({
  name,
  type: 'file' as const,
  deleted_at: deleted ? '2026-01-01T00:00:00Z' : undefined,
});
const folder = (name: string) => ({ name, type: 'folder' as const, deleted_at: undefined });
const q = (formatted_name: string, tax_year: number, locked = false) => ({ formatted_name, tax_year, locked });

describe('what Attach To Questionnaire takes (QD §5)', () => {
  it('is unavailable until at least one file is selected', () => {
    expect(attachProblem([])).toBe(documentsLabels.attachNeedsFiles);
    expect(attachProblem([folder('2025')])).toBe(documentsLabels.attachNeedsFiles);
    expect(attachProblem([file('W-2.pdf', true)])).toBe(documentsLabels.attachNeedsFiles);
    expect(attachProblem([file('W-2.pdf')])).toBeNull();
  });
  it('a mix of deleted and non-deleted acts on nothing (QD §4)', () => {
    expect(attachProblem([file('a.pdf'), file('b.pdf', true)])).toBe(documentBrowserText.mixedSelection);
  });
  it('attaches the selected files, not the folders among them', () => {
    expect(attachProblem([folder('2025'), file('W-2.pdf')])).toBeNull();
    expect(attachableFiles([folder('2025'), file('W-2.pdf'), file('1099.pdf')]).map((i) => i.name)).toEqual([
      'W-2.pdf',
      '1099.pdf',
    ]);
  });
});

describe('the questionnaires offered', () => {
  it('only unlocked ones, newest tax year first, then by name', () => {
    const list = [q('Organizer', 2024), q('Locked one', 2025, true), q('Engagement', 2025), q('Checklist', 2025)];
    expect(attachableQuestionnaires(list).map(questionnaireChoice)).toEqual([
      'Checklist (2025)',
      'Engagement (2025)',
      'Organizer (2024)',
    ]);
  });
  it('none when every questionnaire is locked', () => {
    expect(attachableQuestionnaires([q('Locked', 2025, true)])).toEqual([]);
  });
  it('leaves the list it was given as it was', () => {
    const list = [q('B', 2024), q('A', 2025)];
    attachableQuestionnaires(list);
    expect(list.map((x) => x.formatted_name)).toEqual(['B', 'A']);
  });
});

describe('a refused attach (QD §8)', () => {
  it('says the spec’s words, with the server’s error when there is one', () => {
    expect(attachFailure(undefined)).toBe('Error attaching document to questionnaire');
    expect(attachFailure('  ')).toBe('Error attaching document to questionnaire');
    expect(attachFailure(documentBrowserText.questionnaireLocked)).toBe(
      'Error attaching document to questionnaire: Documents can be attached only to a questionnaire that is not locked',
    );
    expect(attachFailure('Error attaching document to questionnaire')).toBe(
      'Error attaching document to questionnaire',
    );
  });
});
