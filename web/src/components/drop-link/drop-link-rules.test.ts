import { describe, expect, it } from 'vitest';
import { isDropFolderName } from '@ledgerline/shared/drop-links';
import { dropFolderName, firmNameOfDropId, hasUnsavedChoice } from './drop-link-rules';

const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const token = (payload: unknown) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(payload))}.sig`;

describe('the drop link in the browser', () => {
  it("reads the firm's name from the link's id, and nothing from anything else", () => {
    expect(firmNameOfDropId(token({ fn: 'Smith & Søn CPAs', sub: 'f1' }))).toBe('Smith & Søn CPAs');
    expect(firmNameOfDropId(token({ sub: 'f1' }))).toBeNull();
    expect(firmNameOfDropId(token({ fn: 7 }))).toBeNull();
    expect(firmNameOfDropId('not-a-token')).toBeNull();
    expect(firmNameOfDropId('a.%%%.c')).toBeNull();
    expect(firmNameOfDropId(null)).toBeNull();
  });

  it("names the drop's folder '{name} {YYYY-MM-DD HH-mm-ss}' with only the characters a folder may hold", () => {
    const at = new Date(2026, 2, 4, 9, 5, 7);
    expect(dropFolderName('Dana Dropper', at)).toBe('Dana Dropper 2026-03-04 09-05-07');
    expect(dropFolderName('  Ann/O\'Neil: "x" ', at)).toBe('Ann O Neil x 2026-03-04 09-05-07');
    expect(dropFolderName('///', at)).toBe('2026-03-04 09-05-07');
    const long = dropFolderName('x'.repeat(300), at);
    expect(long.length).toBeLessThanOrEqual(120);
    expect(isDropFolderName(long)).toBe(true);
  });

  it('has unsaved changes only when the chosen firm users differ from the saved ones', () => {
    expect(hasUnsavedChoice(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(hasUnsavedChoice(['a'], ['a', 'b'])).toBe(true);
    expect(hasUnsavedChoice(['a'], [])).toBe(true);
  });
});
