import { describe, expect, it } from 'vitest';
import { createdAtOf, newNotificationId } from './ids';

describe('notification ids', () => {
  it('carry their creation time, to the millisecond', () => {
    const at = new Date('2026-11-23T10:15:30.123Z');
    expect(createdAtOf(newNotificationId(at))).toBe(at.toISOString());
  });
  it('sort by time', () => {
    const a = newNotificationId(new Date('2026-01-01T00:00:00Z'));
    const b = newNotificationId(new Date('2026-01-01T00:00:00.001Z'));
    expect(a < b).toBe(true);
  });
  it('refuse anything that is not such an id', () => {
    for (const id of ['', 'abc', 'zzzzzzzzz-not-hex!!', '../../x', 'A'.repeat(21)]) expect(createdAtOf(id)).toBeNull();
  });
});
