import { describe, expect, it } from 'vitest';
import { inTurns } from './upload-one';

describe('several files upload a few at a time', () => {
  it('every file is sent, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inTurns([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5 * (n % 3)));
      done.push(n);
      running--;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });
  it('nothing to send is done at once', async () => {
    await expect(inTurns([], 3, async () => {})).resolves.toBeUndefined();
  });
});
