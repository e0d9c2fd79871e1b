/** A questionnaire's section states (QD §3 Section marked_completed): one item per section, made on first write. */
import { QuestionnaireSectionState } from '../../platform/data/entities/questionnaire-answering';

/** Marks a section completed or not; the edited engagement letter on the same item is left as it is. */
export async function setSectionMarked(
  firmId: string,
  questionnaireId: string,
  sectionId: string,
  marked: boolean,
  by: string,
): Promise<void> {
  await QuestionnaireSectionState.update({ firmId, questionnaireId, sectionId })
    .set({ marked_completed: marked, marked_by: by })
    .go();
}
