import { describe, expect, it } from 'vitest';
import { ownPath, sameEntityProblem } from './move-rules';

const folder = { path: '/2025', name: 'Receipts', type: 'folder' as const };
const file = { path: '/2025', name: 'W-2.pdf', type: 'file' as const };

describe('Specify new location (QD §2, §7 move_item)', () => {
  it('names an item by its own path', () => {
    expect(ownPath(file)).toBe('/2025/W-2.pdf');
    expect(ownPath({ path: '/', name: 'a.pdf' })).toBe('/a.pdf');
  });
  it('a folder cannot be moved (or copied) into itself', () => {
    expect(sameEntityProblem([folder], '/2025/Receipts', 'move')).toBe('A folder cannot be moved into itself');
    expect(sameEntityProblem([folder], '/2025/Receipts/Q1', 'copy')).toBe('A folder cannot be moved into itself');
    expect(sameEntityProblem([folder], '/2025/Receipts 2', 'move')).toBeNull();
  });
  it('moving to the folder it is in changes nothing; a copy there is the server’s to refuse', () => {
    expect(sameEntityProblem([file], '/2025', 'move')).toBe('W-2.pdf already exists in this folder');
    expect(sameEntityProblem([file], '/2024', 'move')).toBeNull();
    expect(sameEntityProblem([file], '/2025', 'copy')).toBeNull();
  });
});
