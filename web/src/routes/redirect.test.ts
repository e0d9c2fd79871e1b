import { describe, expect, test } from 'vitest';
import { guardRedirect } from './redirect';

describe('signed-in pages say who may open them (FA §2.2, §2.3)', () => {
  test('a client opening a staff page goes to their dashboard, or to their own screen when the page names one', () => {
    expect(guardRedirect('staff', false)).toBe('/');
    expect(guardRedirect('staff', false, '/inbox')).toBe('/inbox');
  });

  test('staff opening a client-only page go to their own home', () => {
    expect(guardRedirect('client', true)).toBe('/');
    expect(guardRedirect('client', true, '/inbox')).toBe('/');
  });

  test('everyone stays on their own pages and on pages for anyone', () => {
    expect(guardRedirect('staff', true, '/inbox')).toBeNull();
    expect(guardRedirect('client', false)).toBeNull();
    expect(guardRedirect('anyone', true)).toBeNull();
    expect(guardRedirect('anyone', false)).toBeNull();
  });
});
