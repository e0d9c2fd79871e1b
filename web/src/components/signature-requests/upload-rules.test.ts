import { describe, expect, it } from 'vitest';
import { signatureRequestText as spec } from '@ledgerline/shared/signature-requests';
import { documentNameOf, fileProblem, maxUploadBytes, uploadErrors } from './upload-rules';

const file = (name: string, size = 10, type = 'application/pdf') => ({ name, size, type }) as File;

describe('Upload Signature Request checks (FA §5.8)', () => {
  it('needs exactly one entity, a file and a tax year, in the spec’s words', () => {
    expect(uploadErrors({ entityId: null, file: null, taxYear: null }, null)).toEqual({
      entity: spec.oneEntity,
      file: spec.fileRequired,
      taxYear: spec.taxYearRequired,
    });
    expect(uploadErrors({ entityId: 'c1', file: file('a.pdf'), taxYear: 2025 }, null)).toEqual({});
  });

  it('a file that is not a PDF, empty or over 150 MB is refused before it is sent', () => {
    expect(fileProblem(file('notes.txt', 10, 'text/plain'))).toBe(spec.notAPdf);
    expect(fileProblem(file('scan.PDF', 10, ''))).toBeNull();
    expect(fileProblem(file('empty.pdf', 0))).toBe(spec.invalidFiles);
    expect(fileProblem(file('big.pdf', maxUploadBytes + 1))).toBe(spec.tooLarge);
  });

  it('the document is named after its file', () => {
    expect(documentNameOf('Engagement letter.pdf')).toBe('Engagement letter');
  });
});
