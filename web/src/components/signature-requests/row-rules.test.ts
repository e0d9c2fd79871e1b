import { describe, expect, it } from 'vitest';
import { anyStillProcessing, canComplete, opens } from './row-rules';

describe('signature request rows (FA §4.3)', () => {
  it('only a sent or signed request can be marked as completed', () => {
    expect(['sent', 'signed'].every(canComplete)).toBe(true);
    expect(['processing', 'error', 'completed', 'action_required', 'sending'].some(canComplete)).toBe(false);
  });

  it('a processing request does not open, and the table waits for it', () => {
    expect(opens('processing')).toBe(false);
    expect(opens('sent')).toBe(true);
    expect(anyStillProcessing([{ status: 'sent' }, { status: 'processing' }])).toBe(true);
    expect(anyStillProcessing([{ status: 'signed' }])).toBe(false);
  });
});
