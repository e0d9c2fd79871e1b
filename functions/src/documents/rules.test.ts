import { describe, expect, it } from 'vitest';
import { documentOwnText } from '@ledgerline/shared/documents';
import { canFinishUpload, documentKey, isDuplicateName, uploadKey, whyCannotUpload } from './rules';

describe('who may upload (MD §6: read-only users or companies cannot attach)', () => {
  it('refuses a read-only user, staff or client', () => {
    expect(whyCannotUpload({ readonly: true, isAdvisor: false }, {})).toBe(documentOwnText.readonlyUser);
    expect(whyCannotUpload({ readonly: true, isAdvisor: true }, {})).toBe(documentOwnText.readonlyUser);
  });

  it('refuses a client of a read-only entity, as sending does; staff may still upload to it', () => {
    expect(whyCannotUpload({ readonly: false, isAdvisor: false }, { readonly_access: true })).toBe(
      documentOwnText.readonlyCompany,
    );
    expect(whyCannotUpload({ readonly: false, isAdvisor: true }, { readonly_access: true })).toBeNull();
    expect(whyCannotUpload({ readonly: false, isAdvisor: false }, { readonly_access: false })).toBeNull();
  });
});

describe('finishing an upload', () => {
  const upload = { userId: 'u1', companyId: 'c1', expires_at: '2026-11-23T10:15:00.000Z' };
  const before = new Date('2026-11-23T10:14:59.999Z');

  it('is for the user it was issued to, for its entity, before it expires', () => {
    expect(canFinishUpload(upload, { userId: 'u1' }, 'c1', before)).toBe(true);
    expect(canFinishUpload(upload, { userId: 'u2' }, 'c1', before)).toBe(false);
    expect(canFinishUpload(upload, { userId: 'u1' }, 'c2', before)).toBe(false);
    expect(canFinishUpload(upload, { userId: 'u1' }, 'c1', new Date('2026-11-23T10:15:00.000Z'))).toBe(false);
  });
});

describe('where files are kept', () => {
  it('uploads and kept documents are apart, each under the firm', () => {
    expect(uploadKey('f1', 'up1')).toBe('uploads/f1/up1');
    expect(documentKey('f1', 'c1', 'd1')).toBe('documents/f1/c1/d1');
  });
});

describe('is_duplicate', () => {
  it('is true when a live document of the folder has exactly that name', () => {
    expect(isDuplicateName('a.pdf', [{ document_name: 'a.pdf' }])).toBe(true);
    expect(isDuplicateName('a.pdf', [{ document_name: 'a.pdf', deleted_at: '2026-01-01T00:00:00Z' }])).toBe(false);
    expect(isDuplicateName('a.pdf', [{ document_name: 'A.pdf' }, { document_name: 'a.pdf.bak' }])).toBe(false);
    expect(isDuplicateName('a.pdf', [])).toBe(false);
  });
});
