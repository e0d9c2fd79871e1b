import { describe, expect, it } from 'vitest';
import { fileNameOfUploadKey, pdfUploadKey, safeFileName } from './pdf-uploads';

describe('PDF uploads', () => {
  it('an upload key keeps the file’s name, without path separators', () => {
    const key = pdfUploadKey('f1', 'up1', '../2025/Engagement letter.pdf');
    expect(key.startsWith('uploads/f1/up1/')).toBe(true);
    expect(fileNameOfUploadKey(key)).toBe('.._2025_Engagement letter.pdf');
    expect(safeFileName('  ')).toBe('document.pdf');
  });
});
