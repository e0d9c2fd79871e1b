import { describe, expect, it } from 'vitest';
import { bounceOf, massEmailTags } from './mass-email-bounces';

const tags = Object.fromEntries(Object.entries(massEmailTags('f1', 'm1', 'u1')).map(([k, v]) => [k, [v]]));

describe('which SES events report a mass email recipient', () => {
  it('a permanent bounce or a complaint of a tagged message', () => {
    expect(bounceOf({ eventType: 'Bounce', bounce: { bounceType: 'Permanent' }, mail: { tags } })).toEqual({
      firmId: 'f1',
      massEmailId: 'm1',
      userId: 'u1',
      reason: 'Address bounced',
    });
    expect(bounceOf({ eventType: 'Complaint', mail: { tags } })?.reason).toBe('Marked as spam');
  });
  it('not a transient bounce, other mail, or junk', () => {
    expect(bounceOf({ eventType: 'Bounce', bounce: { bounceType: 'Transient' }, mail: { tags } })).toBeNull();
    expect(
      bounceOf({
        eventType: 'Bounce',
        bounce: { bounceType: 'Permanent' },
        mail: { tags: { 'ses:configuration-set': ['x'] } },
      }),
    ).toBeNull();
    for (const junk of [null, 'x', 42, {}, { eventType: 7 }]) expect(bounceOf(junk)).toBeNull();
  });
});
