import { describe, expect, it } from 'vitest';
import { addByName, uploadFileProblems } from './upload-files';

describe('files picked for an upload', () => {
  it('takes at most the given number of files of at most 150 MB, none empty', () => {
    expect(uploadFileProblems([{ name: 'a.pdf', size: 10 }], 999)).toEqual([]);
    expect(uploadFileProblems([{ name: 'max.pdf', size: 150 * 1024 * 1024 }], 999)).toEqual([]);
    expect(uploadFileProblems([{ name: 'big.pdf', size: 150 * 1024 * 1024 + 1 }], 999)).toEqual([
      { kind: 'tooLarge', file: 'big.pdf' },
    ]);
    expect(uploadFileProblems([{ name: 'e.pdf', size: 0 }], 999)).toEqual([{ kind: 'empty', file: 'e.pdf' }]);
    expect(
      uploadFileProblems(
        Array.from({ length: 1000 }, (_, i) => ({ name: `${i}.pdf`, size: 1 })),
        999,
      ),
    ).toEqual([{ kind: 'tooMany' }]);
    expect(
      uploadFileProblems(
        Array.from({ length: 999 }, (_, i) => ({ name: `${i}.pdf`, size: 1 })),
        999,
      ),
    ).toEqual([]);
  });

  it('drops a second file of a name already picked, in the picked one and in the new ones', () => {
    const name = (f: { name: string }) => f.name;
    const a = { name: 'a.pdf', n: 1 };
    expect(
      addByName(
        [a],
        [
          { name: 'a.pdf', n: 2 },
          { name: 'b.pdf', n: 3 },
          { name: 'b.pdf', n: 4 },
        ],
        name,
      ),
    ).toEqual([a, { name: 'b.pdf', n: 3 }]);
    expect(addByName([], [], name)).toEqual([]);
  });
});
