import { describe, expect, it } from 'vitest';
import { looksLikeImage } from './branding';
import { slugOf } from './theme-by-slug';

describe('the sign-in page names its firm by slug or by the host of its address', () => {
  it('a slug is read as written, lower-cased; an alias by its first label; anything else names no firm', () => {
    expect(slugOf({ slug: 'Acme-Tax' })).toBe('acme-tax');
    expect(slugOf({ alias: 'acme-tax.portal.example' })).toBe('acme-tax');
    expect(slugOf({ slug: 'acme', alias: 'other.example' })).toBe('acme');
    for (const bad of ['', 'ab', '-acme', 'acme-', 'ac--me', '../x', 'a'.repeat(41), 'acme tax'])
      expect(slugOf({ slug: bad }), bad).toBeNull();
    expect(slugOf({})).toBeNull();
  });
});

describe('a logo or favicon is an image by its first bytes', () => {
  it('PNG, JPEG, GIF, WebP and ICO are; text and PDF are not', () => {
    const bytes = (...b: number[]) => new Uint8Array(b);
    const ascii = (s: string) => new TextEncoder().encode(s);
    expect(looksLikeImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a))).toBe(true);
    expect(looksLikeImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(looksLikeImage(ascii('GIF89a'))).toBe(true);
    expect(looksLikeImage(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe(true);
    expect(looksLikeImage(bytes(0, 0, 1, 0, 1, 0))).toBe(true);
    expect(looksLikeImage(ascii('%PDF-1.4'))).toBe(false);
    expect(looksLikeImage(ascii('<svg xmlns="http://www.w3.org/2000/svg">'))).toBe(false);
    expect(looksLikeImage(new Uint8Array())).toBe(false);
  });
});
