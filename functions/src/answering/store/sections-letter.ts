/**
 * An agreement section's engagement letter as staff edit it after sending (QD §4: editable until signed): kept on
 * the section's state item (custom_element). The write and a check that none of the section's signers has signed
 * commit together, so a letter never changes under a signature made at the same moment.
 */
import { db } from '../../platform/data/service';
import { commitUnlessConditionFails } from './signatures';

export interface SectionKey {
  firmId: string;
  questionnaireId: string;
  sectionId: string;
}

/** Writes the letter unless one of `signerIds` has signed the section; false then (nothing written). */
export async function writeLetter(key: SectionKey, html: string, signerIds: readonly string[]): Promise<boolean> {
  return commitUnlessConditionFails(() =>
    db.transaction
      .write(({ questionnaireSectionState, questionnaireSignature }) => [
        questionnaireSectionState
          .update(key)
          .set({ custom_element: html, letter_updated_at: new Date().toISOString() })
          .commit(),
        ...signerIds.map((userId) =>
          questionnaireSignature
            .check({ ...key, userId })
            .where((a, op) => `${op.notExists(a.state)} OR ${op.ne(a.state, 'signed')}`)
            .commit(),
        ),
      ])
      .go(),
  );
}
