import { describe, expect, it } from 'vitest';
import { isAttachmentLocation, composeAttachmentText, parseAttachmentText } from './conversations';
import {
  documentLocation,
  documentLocationName,
  isDocumentName,
  isFolderPath,
  parseDocumentLocation,
} from './documents';

describe('document locations', () => {
  it('name the entity, the folder, the document and its name, and read back as the entity and the document', () => {
    const location = documentLocation({
      companyId: 'C1',
      path: '/Attachments',
      documentId: 'd_-9',
      name: 'Überweisung – März #2.pdf',
    });
    expect(location).toBe('/C1/Attachments/d_-9/Überweisung – März #2.pdf');
    expect(parseDocumentLocation(location)).toEqual({ companyId: 'C1', documentId: 'd_-9' });
    expect(documentLocationName(location)).toBe('Überweisung – März #2.pdf');
    expect(documentLocation({ companyId: 'C1', path: '/', documentId: 'd1', name: 'a.pdf' })).toBe('/C1/d1/a.pdf');
    expect(parseDocumentLocation('/C1/2025/Tax Returns/d1/a.pdf')).toEqual({ companyId: 'C1', documentId: 'd1' });
  });

  it('are valid attachment locations, so an attachment message carries them unchanged', () => {
    const locations = [
      documentLocation({ companyId: 'C1', path: '/Attachments', documentId: 'd1', name: 'a b.pdf' }),
      '/C1/Attachments/d2/c.png',
    ];
    expect(locations.every(isAttachmentLocation)).toBe(true);
    expect(parseAttachmentText(composeAttachmentText(locations))).toEqual(locations);
  });

  it('refuse anything documentLocation could not have made', () => {
    for (const bad of [
      '',
      '/',
      'C1/d1/a.pdf',
      '/C1/a.pdf',
      '/C1/../d1/a.pdf',
      '/C1/d1/..',
      '/C1//d1/a.pdf',
      '/C 1/d1/a.pdf',
      '/C1/d.1/a.pdf',
      '/C1/d1/a\n.pdf',
      '/C1/d1/a.pdf/',
    ]) {
      expect(parseDocumentLocation(bad)).toBeNull();
      expect(documentLocationName(bad)).toBe('');
    }
  });
});

describe('document names and folders', () => {
  it('a name has no slash, backslash or control character, is not . or .., and has no surrounding spaces', () => {
    expect(isDocumentName('2025 W-2 (final).pdf')).toBe(true);
    for (const bad of ['', '.', '..', 'a/b.pdf', 'a\\b.pdf', 'a\u0000.pdf', ' a.pdf', 'x'.repeat(256)])
      expect(isDocumentName(bad)).toBe(false);
  });

  it('a folder is / or absolute segments of valid names', () => {
    expect(isFolderPath('/')).toBe(true);
    expect(isFolderPath('/Attachments')).toBe(true);
    expect(isFolderPath('/2025/Tax Returns and Tax Organizers (STAFF ONLY)')).toBe(true);
    for (const bad of ['', 'Attachments', '/Attachments/', '//', '/a/../b', '/a/./b'])
      expect(isFolderPath(bad)).toBe(false);
  });
});
