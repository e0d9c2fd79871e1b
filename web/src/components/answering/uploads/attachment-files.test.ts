import { describe, expect, test } from 'vitest';
import {
  addChosen,
  attachmentDocumentName,
  attachmentNameProblem,
  attachmentsReady,
  attachmentUploads,
  defaultDocumentName,
  extensionOf,
} from './attachment-files';

const file = (name: string, size = 10) => ({ name, size });

describe('additional attachments: a document name per file (QD §5 Uploads)', () => {
  test('a chosen file starts named after its file, without the extension', () => {
    expect(defaultDocumentName('Bank statement.pdf')).toBe('Bank statement');
    expect(defaultDocumentName('archive.tar.gz')).toBe('archive.tar');
    expect(defaultDocumentName('README')).toBe('README');
    expect(defaultDocumentName('.hidden')).toBe('.hidden');
    expect(extensionOf('a.PDF')).toBe('.PDF');
    expect(extensionOf('trailing.')).toBe('');
  });

  test('the file’s extension is added to the name given, unless the name ends with it', () => {
    expect(attachmentDocumentName('  Receipt  ', 'scan001.pdf')).toBe('Receipt.pdf');
    expect(attachmentDocumentName('Receipt.PDF', 'scan001.pdf')).toBe('Receipt.PDF');
    expect(attachmentDocumentName('Notes', 'notes')).toBe('Notes');
  });

  test('a blank name, or one no folder can hold, will not do; Done waits for every file to have one', () => {
    expect(attachmentNameProblem('   ', 'a.pdf')).toBe('Please enter a document name');
    expect(attachmentNameProblem('a/b', 'a.pdf')).toBe('Invalid document name');
    expect(attachmentNameProblem('Receipt', 'a.pdf')).toBeNull();
    const chosen = addChosen([], [file('a.pdf'), file('b.pdf')]).chosen;
    expect(attachmentsReady(chosen)).toBe(true);
    expect(attachmentsReady([chosen[0]!, { ...chosen[1]!, name: ' ' }])).toBe(false);
    expect(attachmentsReady([])).toBe(false);
  });

  test('empty files are skipped, files over 150 MB refused and a file already on the list dropped, each said', () => {
    const first = addChosen([], [file('a.pdf'), file('empty.pdf', 0), file('huge.pdf', 151 * 1024 * 1024)]);
    expect(first.chosen).toEqual([{ file: file('a.pdf'), name: 'a' }]);
    expect(first.notes).toEqual(['empty.pdf is empty and was skipped.', 'huge.pdf is larger than 150 MB.']);
    const again = addChosen(first.chosen, [file('a.pdf'), file('b.pdf')]);
    expect(again.chosen.map((c) => c.name)).toEqual(['a', 'b']);
    expect(again.notes).toEqual(['a.pdf is already on the list.']);
  });

  test('a document name given to two files is uploaded once: the second file is dropped, and said', () => {
    const { uploads, notes } = attachmentUploads([
      { file: file('x.pdf'), name: 'Receipt' },
      { file: file('y.pdf'), name: 'Receipt.pdf' },
      { file: file('z.png'), name: 'Receipt' },
      { file: file('w.pdf'), name: 'Letter' },
    ]);
    expect(uploads.map((u) => [u.file.name, u.documentName])).toEqual([
      ['x.pdf', 'Receipt.pdf'],
      ['z.png', 'Receipt.png'],
      ['w.pdf', 'Letter.pdf'],
    ]);
    expect(notes).toEqual(['Receipt.pdf was given to more than one file: only the first was uploaded.']);
  });
});
