import { describe, expect, it } from 'vitest';
import { hasControlCharacter, isOnlyControlCharacters } from './control-characters';

describe('control characters', () => {
  it('finds a control character anywhere in a text, and DEL', () => {
    expect(hasControlCharacter('a\u0000b')).toBe(true);
    expect(hasControlCharacter('name\u001f')).toBe(true);
    expect(hasControlCharacter('\u007f')).toBe(true);
    expect(hasControlCharacter('Tax return 2025 – café.pdf')).toBe(false);
    expect(hasControlCharacter('')).toBe(false);
  });
  it('tells a segment made only of control characters', () => {
    expect(isOnlyControlCharacters('\u0001\u0002')).toBe(true);
    expect(isOnlyControlCharacters('\u0001a')).toBe(false);
    expect(isOnlyControlCharacters('')).toBe(false);
  });
});
