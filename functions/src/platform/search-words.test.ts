import { describe, expect, it } from 'vitest';
import { matchesAll, messageWords, searchTerms, searchTokens, searchWords } from './search-words';

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

  it('index a message by its words and by punctuated tokens as typed, attachments by none', () => {
    expect(messageWords('Your K-1 and payroll, W-2!', '[[attachments]]')).toEqual([
      'your',
      'k',
      '1',
      'and',
      'payroll',
      'w',
      '2',
      'k1',
      'w2',
    ]);
    expect(messageWords('[[attachments]]|/Attachments/a.pdf', '[[attachments]]')).toEqual([]);
    expect(messageWords(Array.from({ length: 500 }, (_, i) => `w${i}`).join(' '), '[[x]]')).toHaveLength(200);
  });

  it('turn the search box into tokens, longest first: name terms each, and the compact form for message words', () => {
    expect(searchTokens('K-1 payroll')).toEqual([
      { names: ['payroll'], compact: 'payroll' },
      { names: ['k', '1'], compact: 'k1' },
    ]);
    expect(searchTokens(' ,. ')).toEqual([]);
  });
});
