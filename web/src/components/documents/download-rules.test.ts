import { describe, expect, it } from 'vitest';
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { downloadFailure } from './download-rules';

describe('downloads (QD §8)', () => {
  it('status 503 means too large', () => {
    expect(downloadFailure(503, 'folder')).toBe(documentBrowserText.downloadTooLarge);
    expect(downloadFailure(503, 'document')).toBe(documentBrowserText.downloadTooLarge);
  });
  it('otherwise there was a problem downloading the folder, or the document', () => {
    expect(downloadFailure(500, 'folder')).toBe('There was a problem downloading the folder.');
    expect(downloadFailure(undefined, 'document')).toBe('There was a problem downloading the document.');
  });
});
