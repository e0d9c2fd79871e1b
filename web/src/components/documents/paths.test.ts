import { describe, expect, it } from 'vitest';
import {
  breadcrumbs,
  browserHref,
  clientFileLink,
  folderFromParam,
  folderName,
  joinPath,
  parentOf,
  previewTarget,
} from './paths';

describe('the folder an address opens (QD §2 ?path)', () => {
  it('a missing path, an empty one or a path of all opens the root', () => {
    for (const raw of [null, undefined, '', '  ', 'all', '/']) expect(folderFromParam(raw)).toBe('/');
  });
  it('a trailing slash is dropped and a missing leading one added', () => {
    expect(folderFromParam('/2025/Tax Return/')).toBe('/2025/Tax Return');
    expect(folderFromParam('2025')).toBe('/2025');
  });
  it('a path that is not a folder opens the root rather than an error', () => {
    expect(folderFromParam('/a//b')).toBe('/');
    expect(folderFromParam('/../x')).toBe('/');
  });
});

describe('paths and breadcrumbs', () => {
  it('joins and splits paths at the root and below', () => {
    expect(joinPath('/', 'W-2.pdf')).toBe('/W-2.pdf');
    expect(joinPath('/2025', 'W-2.pdf')).toBe('/2025/W-2.pdf');
    expect(parentOf('/2025/W-2.pdf')).toBe('/2025');
    expect(parentOf('/2025')).toBe('/');
    expect(folderName('/2025/Tax Return')).toBe('Tax Return');
    expect(folderName('/')).toBe('Documents');
  });
  it('the breadcrumbs run from the root to the folder itself', () => {
    expect(breadcrumbs('/2025/Tax Return')).toEqual([
      { name: 'Documents', path: '/' },
      { name: '2025', path: '/2025' },
      { name: 'Tax Return', path: '/2025/Tax Return' },
    ]);
    expect(breadcrumbs('/')).toEqual([{ name: 'Documents', path: '/' }]);
  });
  it('a folder’s address carries its path, and the root none', () => {
    expect(browserHref('/admin/h/documents', '/')).toBe('/admin/h/documents');
    expect(browserHref('/documents/h', '/2025 Q1', 'a b.pdf')).toBe('/documents/h?path=%2F2025+Q1&file=a+b.pdf');
  });
});

describe('copy client file URL (QD §6)', () => {
  it('links the client’s /documents/{hash} with the path and the file', () => {
    expect(clientFileLink('https://portal.example', 'h4sh', '/2025', 'W-2.pdf')).toBe(
      'https://portal.example/documents/h4sh?path=%2F2025&file=W-2.pdf',
    );
  });
});

describe('the file an address previews (QD §2 ?file)', () => {
  it('a file name is a file of the folder the address opens', () => {
    expect(previewTarget('/2025', 'W-2.pdf')).toEqual({ path: '/2025', name: 'W-2.pdf' });
  });
  it('a document location carries its own folder', () => {
    expect(previewTarget('/', '/c1/2025/Tax Return/d9/Return.pdf')).toEqual({
      path: '/2025/Tax Return',
      name: 'Return.pdf',
    });
    expect(previewTarget('/x', '/c1/d9/Return.pdf')).toEqual({ path: '/', name: 'Return.pdf' });
  });
  it('nothing, or something that names no file, previews nothing', () => {
    expect(previewTarget('/', null)).toBeNull();
    expect(previewTarget('/', '')).toBeNull();
    expect(previewTarget('/', 'a/b')).toBeNull();
  });
});
