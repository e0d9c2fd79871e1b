import { describe, expect, it } from 'vitest';
import { spaRewriteSource } from './spa-rewrite';

// The CloudFront Function is plain JavaScript: run it as CloudFront would.
const handler = new Function(`${spaRewriteSource}; return handler;`)() as (e: { request: { uri: string } }) => {
  uri: string;
};
const served = (uri: string) => handler({ request: { uri } }).uri;

describe('the SPA fallback', () => {
  it('serves index.html for the root and for page paths', () => {
    expect(served('/')).toBe('/index.html');
    expect(served('/clients/42/conversations')).toBe('/index.html');
    expect(served('/sign-in')).toBe('/index.html');
  });

  it('leaves files alone, so a missing asset is still an error', () => {
    expect(served('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(served('/runtime-config.json')).toBe('/runtime-config.json');
    expect(served('/favicon.ico')).toBe('/favicon.ico');
  });
});
