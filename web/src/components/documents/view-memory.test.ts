import { describe, expect, it } from 'vitest';
import { viewCookie, viewFromCookies } from './view-memory';

describe('view is list or grid (QD §2)', () => {
  it('default list', () => {
    expect(viewFromCookies('')).toBe('list');
    expect(viewFromCookies('ll_rows_users=20; other=grid')).toBe('list');
    expect(viewFromCookies('ll_documents_view=nonsense')).toBe('list');
  });
  it('remembered in a cookie for a year', () => {
    expect(viewCookie('grid')).toBe('ll_documents_view=grid; path=/; max-age=31536000; SameSite=Lax');
    expect(viewFromCookies(`a=1; ${viewCookie('grid').split(';')[0]}`)).toBe('grid');
  });
});
