/** Notes on a questionnaire's questions (QD §3 Note): one item each, in the questionnaire's partition. */
import { QuestionnaireNote, type QuestionnaireNoteItem } from '../../platform/data/entities/questionnaire-answering';

export type { QuestionnaireNoteItem };

export async function addNote(n: {
  firmId: string;
  questionnaireId: string;
  questionId: string;
  noteId: string;
  body: string;
  user_id: string;
  author_name: string;
  from_firm_user: boolean;
}): Promise<QuestionnaireNoteItem> {
  const { data } = await QuestionnaireNote.create({ ...n, removed: false }).go();
  return data;
}

export function getNote(
  firmId: string,
  questionnaireId: string,
  questionId: string,
  noteId: string,
): Promise<QuestionnaireNoteItem | null> {
  return QuestionnaireNote.get({ firmId, questionnaireId, questionId, noteId })
    .go({ consistent: true })
    .then((r) => r.data ?? null);
}

/** Sets removed; a note changed since it was read is changed anyway (removed is the only thing that changes). */
export async function setNoteRemoved(n: QuestionnaireNoteItem, removed: boolean): Promise<void> {
  await QuestionnaireNote.patch({
    firmId: n.firmId,
    questionnaireId: n.questionnaireId,
    questionId: n.questionId,
    noteId: n.noteId,
  })
    .set({ removed })
    .go();
}
