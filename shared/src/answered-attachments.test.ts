import { describe, expect, it } from 'vitest';
import { attachmentsSectionId } from './answered-attachments';

const s = (id: string, section_type: 0 | 2 | 3 | 4 | 10, triggered = true) => ({ id, section_type, triggered });

describe('attachmentsSectionId: where the additional attachments show (QD §4, §5 Uploads)', () => {
  it('in the document checklist when there is one', () => {
    expect(attachmentsSectionId([s('a', 3), s('docs', 10), s('b', 3), s('review', 4)])).toBe('docs');
  });

  it('else at the end of the last question section, before the agreement and review', () => {
    expect(attachmentsSectionId([s('intro', 0), s('a', 3), s('b', 3), s('letter', 2), s('review', 4)])).toBe('b');
  });

  it('a section its trigger hides is passed over', () => {
    expect(attachmentsSectionId([s('a', 3), s('docs', 10, false), s('b', 3, false)])).toBe('a');
  });

  it('else the last section that is neither agreement nor review; none when there is no such section', () => {
    expect(attachmentsSectionId([s('intro', 0), s('letter', 2), s('review', 4)])).toBe('intro');
    expect(attachmentsSectionId([s('letter', 2), s('review', 4)])).toBeNull();
    expect(attachmentsSectionId([])).toBeNull();
  });
});
