import { describe, expect, it } from 'vitest';
import type { TaxReturnDetail } from '../../api/tax-return-delivery';
import { documentsDefaults, documentsErrors } from './documents-rules';

const detail = {
  document_name: '',
  tax_year: 2024,
  tax_return_name: 'Form 1040',
  send_to_documents_defaults: {
    path: '/2024/Tax Return',
    subject: 'Your 2024 tax return is now accessible in Documents Portal.',
    message: 'Your tax return has been added to your documents.',
  },
} as TaxReturnDetail;

describe('send to documents', () => {
  it('starts from the return’s defaults', () => {
    expect(documentsDefaults(detail)).toMatchObject({
      document_name: '2024 Form 1040',
      path: '/2024/Tax Return',
      subject: 'Your 2024 tax return is now accessible in Documents Portal.',
      save_subject: false,
      save_message: false,
    });
  });
  it('needs a subject, message, document name and path, each with its message', () => {
    const blank = { ...documentsDefaults(detail), document_name: ' ', path: '', subject: '', message: '' };
    expect(documentsErrors(blank)).toEqual({
      document_name: 'Please enter a document name',
      path: 'Please enter a path',
      subject: 'Please enter a subject',
      message: 'Please enter a message',
    });
    expect(documentsErrors(documentsDefaults(detail))).toEqual({});
  });
});
