import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '../platform/data/entities/activity';
import { nameMatches, textMatches } from './search';
import { activityView, actorOf, type Names } from './views';

const line = (over: Partial<ActivityItem> = {}): ActivityItem =>
  ({
    firmId: 'f',
    activityId: 'a1',
    created_at: '2026-01-02T03:04:05.000Z',
    type_id: 7,
    action: 'message_sent',
    title: 'Message sent',
    description: 'To the Lee household',
    company_id: '',
    questionnaire_id: '',
    ...over,
  }) as ActivityItem;

const names: Names = {
  users: new Map([
    ['u1', 'Pat Partner'],
    ['u2', 'Cal Client'],
  ]),
  companies: new Map([['c1', { name: 'Acme Holdings', hash: 'h1' }]]),
};

describe('the activity log search', () => {
  it('matches the title or description in any case', () => {
    expect(textMatches(line(), 'message')).toBe(true);
    expect(textMatches(line(), 'lee house')).toBe(true);
    expect(textMatches(line(), 'invoice')).toBe(false);
  });

  it('matches who did it and the entity’s name', () => {
    expect(nameMatches(line({ actor_user_id: 'u1' }), 'partner', names)).toBe(true);
    expect(nameMatches(line({ user_id: 'u2' }), 'cal', names)).toBe(true);
    expect(nameMatches(line({ company_id: 'c1' }), 'acme', names)).toBe(true);
    expect(nameMatches(line({ actor_user_id: 'u1', company_id: 'c1' }), 'zebra', names)).toBe(false);
    expect(nameMatches(line({ actor_user_id: 'unknown' }), 'pat', names)).toBe(false);
  });
});

describe('an activity line as the screens receive it', () => {
  it('names who did it, the entity with its hash, and the questionnaire', () => {
    expect(
      activityView(line({ actor_user_id: 'u1', user_id: 'u2', company_id: 'c1', questionnaire_id: 'q1' }), names),
    ).toEqual({
      id: 'a1',
      type_id: 7,
      title: 'Message sent',
      description: 'To the Lee household',
      created_at: '2026-01-02T03:04:05.000Z',
      action: 'message_sent',
      user_id: 'u1',
      user_name: 'Pat Partner',
      company_id: 'c1',
      company_name: 'Acme Holdings',
      company_hash: 'h1',
      questionnaire_id: 'q1',
    });
  });

  it('shows a sign-in under the account it is about, and a system line with nobody', () => {
    expect(actorOf(line({ user_id: 'u2' }))).toBe('u2');
    expect(activityView(line(), names)).toMatchObject({
      user_id: null,
      user_name: null,
      company_id: null,
      company_name: null,
      company_hash: null,
      questionnaire_id: null,
    });
  });

  it('reads lines written before entities and questionnaires were recorded', () => {
    expect(
      activityView(
        line({ company_id: undefined, questionnaire_id: undefined, description: undefined, type_id: undefined }),
        names,
      ),
    ).toMatchObject({ company_id: null, questionnaire_id: null, description: '', type_id: 0 });
  });
});
