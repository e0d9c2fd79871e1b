import { afterEach, describe, expect, it } from 'vitest';
import { onThisOrigin } from './dev-checkout';

const appUrl = process.env.APP_URL;
afterEach(() => {
  process.env.APP_URL = appUrl;
});

describe('onThisOrigin', () => {
  it('sends the browser back to the portal on the origin it came from', () => {
    process.env.APP_URL = 'http://localhost:3000';
    const req = { headers: { host: '127.0.0.1:3000' } };
    expect(onThisOrigin('http://localhost:3000/questionnaire/h?questionnaireId=q&checkout=cancelled', req)).toBe(
      'http://127.0.0.1:3000/questionnaire/h?questionnaireId=q&checkout=cancelled',
    );
  });

  it('leaves any other address as it is', () => {
    process.env.APP_URL = 'http://localhost:3000';
    const req = { headers: { host: '127.0.0.1:3000' } };
    expect(onThisOrigin('https://elsewhere.example/x', req)).toBe('https://elsewhere.example/x');
    expect(onThisOrigin('not a url', req)).toBe('not a url');
    expect(onThisOrigin('http://localhost:3000/x', { headers: {} })).toBe('http://localhost:3000/x');
  });
});
