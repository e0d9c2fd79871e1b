import { describe, expect, it } from 'vitest';
import { makeForm } from '../../../../tests/support/form-corpus';
import { collectReading, startReading } from './read-pages';

describe('reading pages outside AWS', () => {
  it('reads a file at once with the local reader', async () => {
    const form = await makeForm('1099-NEC', 6);
    const read = await startReading({
      bytes: form.bytes,
      storageKey: 'x/1099-nec.pdf',
      contentType: 'application/pdf',
    });
    expect('done' in read && read.done.map((p) => ({ page: p.page, source: p.source }))).toEqual([
      { page: 1, source: 'text' },
    ]);
  });

  it('has nothing pending to collect', async () => {
    await expect(collectReading('job-1')).rejects.toThrow('never pending');
  });
});
