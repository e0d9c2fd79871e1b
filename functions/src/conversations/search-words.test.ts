import { describe, expect, it } from 'vitest';
import { matchesAll, searchTerms, searchWords } from './search-words';

describe('conversation search words', () => {
  it('fold names to lower-case words without accents or punctuation', () => {
    expect(searchWords(['José Álvarez-Núñez', "O'Brien Holdings, LLC", 'José'])).toEqual([
      'jose',
      'alvarez',
      'nunez',
      'o',
      'brien',
      'holdings',
      'llc',
    ]);
  });

  it('turn the search box into distinct terms, longest first, at most five', () => {
    expect(searchTerms('  Lee   ANN lee ')).toEqual(['lee', 'ann']);
    expect(searchTerms('ann leeds')).toEqual(['leeds', 'ann']);
    expect(searchTerms('a b c d e f g')).toHaveLength(5);
    expect(searchTerms(' ,.; ')).toEqual([]);
  });

  it('match when every term starts some word', () => {
    const words = searchWords(['Annette Leeds', 'Leeds Bakery Inc']);
    expect(matchesAll(words, searchTerms('ann lee'))).toBe(true);
    expect(matchesAll(words, searchTerms('bakery'))).toBe(true);
    expect(matchesAll(words, searchTerms('nette'))).toBe(false);
    expect(matchesAll(words, searchTerms('ann smith'))).toBe(false);
  });
});
