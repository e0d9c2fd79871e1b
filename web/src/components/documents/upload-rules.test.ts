import { describe, expect, it } from 'vitest';
import { addPicked, tooManyFiles, uploadVerdict } from './upload-rules';

const MB = 1024 * 1024;

describe('uploads (QD §5, §9)', () => {
  it('max 999 files', () => {
    expect(tooManyFiles(999)).toBe(false);
    expect(tooManyFiles(1000)).toBe(true);
  });
  it('max size 150 MB; empty files are skipped', () => {
    expect(uploadVerdict({ size: 150 * MB })).toBe('send');
    expect(uploadVerdict({ size: 150 * MB + 1 })).toBe('too-large');
    expect(uploadVerdict({ size: 0 })).toBe('empty');
  });
  it('duplicate names dropped', () => {
    const picked = addPicked([{ name: 'a.pdf' }], [{ name: 'b.pdf' }, { name: 'a.pdf' }, { name: 'b.pdf' }]);
    expect(picked.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });
});
