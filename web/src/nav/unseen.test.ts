import { describe, expect, it } from 'vitest';
import { badgeText, unseenMessageCount, unseenSuffix } from './unseen';

describe("the client's Messages badge (FA §2.3)", () => {
  it('adds up the unseen messages of every conversation', () => {
    expect(unseenMessageCount([{ unseen_messages: 2 }, { unseen_messages: 0 }, { unseen_messages: 3 }])).toBe(5);
  });

  it('is 0 with no conversations, and ignores counts that are not counts', () => {
    expect(unseenMessageCount([])).toBe(0);
    expect(unseenMessageCount([{ unseen_messages: -1 }, { unseen_messages: Number.NaN }, { unseen_messages: 1 }])).toBe(
      1,
    );
  });

  it('names the link with the count only when there is one', () => {
    expect(`Messages${unseenSuffix(2)}`).toBe('Messages, 2 unseen');
    expect(`Messages${unseenSuffix(0)}`).toBe('Messages');
  });

  it('shows large counts as 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(100)).toBe('99+');
  });
});
