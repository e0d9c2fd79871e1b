import { describe, expect, it } from 'vitest';
import { childPath, isWithin, movedPath, nameOf, parentOf } from './tree-paths';

describe('document tree paths', () => {
  it('a folder’s parent and name', () => {
    expect(parentOf('/2025/Tax Return')).toBe('/2025');
    expect(parentOf('/2025')).toBe('/');
    expect(parentOf('/')).toBe('');
    expect(nameOf('/2025/Tax Return')).toBe('Tax Return');
    expect(nameOf('/')).toBe('');
  });

  it('a child of the root and of a folder', () => {
    expect(childPath('/', 'W-2.pdf')).toBe('/W-2.pdf');
    expect(childPath('/2025', 'W-2.pdf')).toBe('/2025/W-2.pdf');
  });

  it('a folder holds its subfolders but not a sibling that starts with its name', () => {
    expect(isWithin('/2025/Receipts', '/2025')).toBe(true);
    expect(isWithin('/2025', '/2025')).toBe(true);
    expect(isWithin('/20250', '/2025')).toBe(false);
    expect(isWithin('/anything', '/')).toBe(true);
  });

  it('a moved folder takes everything below it along', () => {
    expect(movedPath('/A', '/A', '/B/A')).toBe('/B/A');
    expect(movedPath('/A/x/y', '/A', '/B/A')).toBe('/B/A/x/y');
    expect(movedPath('/A/x', '/A', '/C')).toBe('/C/x');
  });
});
