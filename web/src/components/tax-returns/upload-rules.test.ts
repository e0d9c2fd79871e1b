import { describe, expect, it } from 'vitest';
import { documentNameOf, fileProblem, maxTaxReturnBytes, uploadErrors } from './upload-rules';

describe('tax return upload rules', () => {
  it('takes one PDF of at most 150 MB', () => {
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(fileProblem({ name: 'a.PDF', type: '', size: 1000 })).toBeNull();
    expect(fileProblem({ name: 'a.docx', type: 'application/msword', size: 1000 })).toBe(
      'A tax return must be a PDF file.',
    );
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: maxTaxReturnBytes + 1 })).toBe(
      'The file must be at most 150 MB.',
    );
  });
  it('suggests the file name without .pdf as the document name', () => {
    expect(documentNameOf('2025 Form 1040.pdf')).toBe('2025 Form 1040');
    expect(documentNameOf('return.PDF')).toBe('return');
  });
  it('asks for one entity, a file and a tax year', () => {
    expect(uploadErrors({ entityId: null, file: null, taxYear: null }, null)).toEqual({
      entity: 'Please select one entity',
      file: 'Please select a file',
      taxYear: 'Please select a tax year',
    });
  });
});
