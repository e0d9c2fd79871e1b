import { describe, expect, it } from 'vitest';
import { sendingToBanner } from '@ledgerline/shared/conversation-rules';
import { participantNames, participantsOf } from './participants';

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
    expect(sendingToBanner(participantNames(conversation, 'pat'))).toBe('You are sending a message to Casey Client, Sam Spouse and 1 more');
    expect(sendingToBanner(participantNames({ ...conversation, advisor_ids: ['pat'], advisor_names: ['Pat Partner'], user_ids: ['casey'], client_names: ['Casey Client'] }, 'pat'))).toBe(
      'You are sending a message to Casey Client',
    );
  });

  it('skips blank names and repeats', () => {
    expect(participantNames({ ...conversation, client_names: ['', 'Fran Full'] }, 'pat')).toEqual(['Fran Full']);
  });
});
