import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cardActionText,
  cardBadges,
  displayStatus,
  dueBadge,
  opensReadOnly,
  questionnaireTitle,
  statusText,
  type QuestionnaireState,
} from './questionnaires';
import { QuestionnairesForYearQuery } from './schemas/questionnaires';

const pacific = 'Pacific Time (US & Canada)';
const base: QuestionnaireState = {
  locked: false,
  completed: false,
  is_draft: false,
  in_progress: false,
  opened_timestamp: null,
  sent_at: '2025-01-01T00:00:00Z',
  status: null,
  sections: [],
  due_date: null,
};

describe('the tax year of a query', () => {
  afterEach(() => vi.useRealTimers());

  it('is a year of the range or All, anything else refused', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z') });
    expect(QuestionnairesForYearQuery.parse({ company_id: 'c1', year: '2024', full: 'false' })).toEqual({
      company_id: 'c1',
      year: 2024,
      full: false,
    });
    expect(QuestionnairesForYearQuery.parse({ company_id: 'c1', year: 'All', full: 'true' })).toEqual({
      company_id: 'c1',
      year: 'All',
      full: true,
    });
    for (const year of ['1999', 'abc', '2026', '', 'all', '20245', ' 2024'])
      expect(QuestionnairesForYearQuery.safeParse({ company_id: 'c1', year }).success, year).toBe(false);
    expect(QuestionnairesForYearQuery.safeParse({ company_id: 'c1', year: '2024', full: 'maybe' }).success).toBe(false);
  });

  it('reaches the new default year once November comes, and the refusal names the range of the day', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    expect(QuestionnairesForYearQuery.parse({ company_id: 'c1', year: '2026' }).year).toBe(2026);
    const refused = QuestionnairesForYearQuery.safeParse({ company_id: 'c1', year: '2027' });
    expect(refused.error?.issues[0]?.message).toBe('Tax year must be a year from 2018 to 2026, or All');
  });
});

describe('display status', () => {
  it('is locked, else completed, else opened when opened, else ready to start', () => {
    expect(displayStatus({ ...base, locked: true, completed: true, opened_timestamp: 'x' })).toBe('locked');
    expect(displayStatus({ ...base, completed: true, opened_timestamp: 'x' })).toBe('completed');
    expect(displayStatus({ ...base, opened_timestamp: '2025-02-01T00:00:00Z' })).toBe('opened');
    expect(displayStatus(base)).toBe('ready_to_start');
  });
});

describe('status text', () => {
  const sections = [
    { id: 's1', name: 'Personal Information' },
    { id: 's2', name: 'Income' },
  ];
  it('follows the order Completed, Draft, current section name, Opened, In Progress, Sent', () => {
    const all = {
      ...base,
      completed: true,
      is_draft: true,
      status: 's2',
      sections,
      opened_timestamp: 'x',
      in_progress: true,
    };
    expect(statusText(all)).toBe('Completed');
    expect(statusText({ ...all, completed: false })).toBe('Draft');
    expect(statusText({ ...all, completed: false, is_draft: false })).toBe('Income');
    expect(statusText({ ...all, completed: false, is_draft: false, status: null })).toBe('Opened');
    expect(statusText({ ...all, completed: false, is_draft: false, status: null, opened_timestamp: null })).toBe(
      'In Progress',
    );
    expect(statusText(base)).toBe('Sent');
  });

  it('skips a current section the questionnaire no longer has', () => {
    expect(statusText({ ...base, status: 'gone', sections, opened_timestamp: 'x' })).toBe('Opened');
  });
});

describe('due date badge', () => {
  // 10:00 in California on 10 March 2025.
  const now = new Date('2025-03-10T17:00:00Z');
  it("reads 'Due in N days' before the due date", () => {
    expect(dueBadge('2025-03-15', now, pacific)).toEqual({ kind: 'due', days: 5, text: 'Due in 5 days' });
    expect(dueBadge('2025-03-11', now, pacific)?.text).toBe('Due in 1 day');
  });

  it("reads 'Due Today!' on the due date, within its last day", () => {
    expect(dueBadge('2025-03-10', now, pacific)).toEqual({ kind: 'today', days: 0, text: 'Due Today!' });
    expect(dueBadge('2025-03-10', new Date('2025-03-11T06:59:00Z'), pacific)?.text).toBe('Due Today!');
  });

  it("reads 'Overdue N days ago' after it", () => {
    expect(dueBadge('2025-03-07', now, pacific)).toEqual({ kind: 'overdue', days: 3, text: 'Overdue 3 days ago' });
    expect(dueBadge('2025-03-09', now, pacific)?.text).toBe('Overdue 1 day ago');
  });

  it('counts calendar days in the viewer’s zone, across a daylight saving change', () => {
    // 9 March 2025 was the spring-forward day in the US.
    expect(dueBadge('2025-03-10', new Date('2025-03-08T20:00:00Z'), pacific)?.text).toBe('Due in 2 days');
    expect(dueBadge('2025-03-10', new Date('2025-03-10T05:00:00Z'), 'Eastern Time (US & Canada)')?.text).toBe(
      'Due Today!',
    );
    expect(dueBadge('2025-03-10', new Date('2025-03-10T05:00:00Z'), pacific)?.text).toBe('Due in 1 day');
  });

  it('is absent without a real due date', () => {
    for (const d of [null, undefined, '', '2025-02-30', '10/03/2025', '2025-3-1'])
      expect(dueBadge(d, now, pacific)).toBeNull();
  });
});

describe('card badges', () => {
  const now = new Date('2025-03-10T17:00:00Z');
  const texts = (q: QuestionnaireState) => cardBadges(q, now, pacific).map((b) => b.text);
  it('show the due date, then Opened or In Progress', () => {
    expect(texts({ ...base, due_date: '2025-03-15' })).toEqual(['Due in 5 days']);
    expect(texts({ ...base, due_date: '2025-03-01', opened_timestamp: 'x' })).toEqual(['Overdue 9 days ago', 'Opened']);
    expect(texts({ ...base, due_date: '2025-03-10', opened_timestamp: 'x', in_progress: true })).toEqual([
      'Due Today!',
      'In Progress',
    ]);
  });

  it('drop the due date once nothing is asked of the client: Locked, Completed', () => {
    expect(texts({ ...base, due_date: '2025-03-01', locked: true, opened_timestamp: 'x' })).toEqual([
      'Locked',
      'Opened',
    ]);
    expect(texts({ ...base, due_date: '2025-03-01', completed: true, in_progress: true })).toEqual(['Completed']);
    expect(texts({ ...base, locked: true, completed: true })).toEqual(['Locked', 'Completed']);
  });
});

describe('card action', () => {
  const viewer = { userReadonly: false, companyReadonly: false };
  it('is Start for an open questionnaire of a user and entity that may answer', () => {
    expect(cardActionText(base, viewer)).toBe('Start');
  });

  it('is View for read-only users or entities and for locked or completed questionnaires', () => {
    expect(cardActionText(base, { ...viewer, userReadonly: true })).toBe('View');
    expect(cardActionText(base, { ...viewer, companyReadonly: true })).toBe('View');
    expect(cardActionText({ ...base, locked: true }, viewer)).toBe('View');
    expect(opensReadOnly({ ...base, completed: true }, viewer)).toBe(true);
  });
});

describe('title', () => {
  it("is the formatted name, or 'Open items regarding {name}' for open items", () => {
    expect(questionnaireTitle({ name: '2025 Organizer' })).toBe('2025 Organizer');
    expect(questionnaireTitle({ name: '2025 Organizer', is_open_item: true })).toBe(
      'Open items regarding 2025 Organizer',
    );
    expect(questionnaireTitle({ name: 'x', formatted_name: '2025 Individual Organizer' })).toBe(
      '2025 Individual Organizer',
    );
  });
});
