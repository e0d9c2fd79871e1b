import { describe, expect, it } from 'vitest';
import { sendingToBanner } from '@ledgerline/shared/conversation-rules';
import { participantChoices, participantNames, participantsOf } from './participants';

const conversation = {
  advisor_ids: ['pat', 'fran'],
  advisor_names: ['Pat Partner', 'Fran Full'],
  user_ids: ['casey', 'sam'],
  client_names: ['Casey Client', 'Sam Spouse'],
};

describe('who a conversation is with', () => {
  it('lists firm users, then clients, each marked', () => {
    expect(participantsOf(conversation).map((p) => [p.name, p.isFirmUser])).toEqual([
      ['Pat Partner', true],
      ['Fran Full', true],
      ['Casey Client', false],
      ['Sam Spouse', false],
    ]);
  });

  it('names the others, clients first, never the viewer', () => {
    expect(participantNames(conversation, 'pat')).toEqual(['Casey Client', 'Sam Spouse', 'Fran Full']);
    expect(participantNames(conversation, 'casey')).toEqual(['Sam Spouse', 'Pat Partner', 'Fran Full']);
  });

  it('feeds the banner: two names, then “and N more” (MD §2, §9)', () => {
    expect(sendingToBanner(participantNames(conversation, 'pat'))).toBe(
      'You are sending a message to Casey Client, Sam Spouse and 1 more',
    );
    expect(
      sendingToBanner(
        participantNames(
          {
            ...conversation,
            advisor_ids: ['pat'],
            advisor_names: ['Pat Partner'],
            user_ids: ['casey'],
            client_names: ['Casey Client'],
          },
          'pat',
        ),
      ),
    ).toBe('You are sending a message to Casey Client');
  });

  it('skips blank names, and names a person listed twice once', () => {
    expect(participantNames({ ...conversation, client_names: ['', 'Sam Spouse'] }, 'pat')).toEqual([
      'Sam Spouse',
      'Fran Full',
    ]);
    expect(participantNames({ ...conversation, user_ids: ['casey', 'fran'] }, 'pat')).toEqual([
      'Casey Client',
      'Sam Spouse',
    ]);
  });

  it('two different people with the same name both count: the banner says “and N more” rightly (MD §2)', () => {
    const namesakes = { ...conversation, client_names: ['Casey Client', 'Casey Client'] };
    expect(participantNames(namesakes, 'pat')).toEqual(['Casey Client', 'Casey Client', 'Fran Full']);
    expect(sendingToBanner(participantNames(namesakes, 'pat'))).toBe(
      'You are sending a message to Casey Client, Casey Client and 1 more',
    );
  });
});

describe('whom Manage Participants offers', () => {
  const firmUsers = [
    { id: 'pat', full_name: 'Pat Partner', email: 'partner@demo.test' },
    { id: 'avery', full_name: 'Avery Advisor', email: 'advisor@demo.test' },
  ];

  it('every firm user, by name, with the conversation’s own firm users even when no longer listed', () => {
    const current = participantsOf({
      advisor_ids: ['pat', 'gone'],
      advisor_names: ['Pat Partner', 'Gale Gone'],
      user_ids: ['casey'],
      client_names: ['Casey Client'],
    });
    expect(participantChoices(current, firmUsers).map((c) => c.name)).toEqual([
      'Avery Advisor',
      'Gale Gone',
      'Pat Partner',
    ]);
  });

  it('tells apart firm users who share a name by their email', () => {
    const twins = [...firmUsers, { id: 'pat2', full_name: 'Pat Partner', email: 'pat2@demo.test' }];
    expect(
      participantChoices([], twins)
        .filter((c) => c.detail)
        .map((c) => c.detail),
    ).toEqual(['partner@demo.test', 'pat2@demo.test']);
    expect(participantChoices([], firmUsers).every((c) => c.detail === null)).toBe(true);
  });
});
