/**
 * Notes on questions (QD §3 Note, §6): anyone who may answer adds one (staff also on a locked questionnaire),
 * signed with their full name and, for staff, the Staff badge; staff notes are hidden from clients (the view
 * filters them). The author, or staff, deletes a note (or brings it back).
 */
import { answeringText, parseQuestionRef } from '@ledgerline/shared/answering';
import { fullName } from '@ledgerline/shared/person-name';
import type { answeringRoutes } from '@ledgerline/shared/routes/answering';
import { newId } from '../platform/auth/secrets';
import { Forbidden, NotFound } from '../platform/errors';
import type { Handler } from '../platform/handle';
import { logAnswering } from './activity';
import { findQuestion } from './content';
import { openQuestionnaire } from './open';
import { answeringResult } from './result';
import { addNote, getNote, setNoteRemoved } from './store/notes';
import { getUser } from './store/questionnaire';

function refOf(ref: string) {
  const parsed = parseQuestionRef(ref);
  if (!parsed) throw new NotFound('question', answeringText.questionNotFound);
  return parsed;
}

export const addComment: Handler<typeof answeringRoutes.addComment> = async ({ caller, input }) => {
  const ref = refOf(input.questionId);
  const opened = await openQuestionnaire(
    caller,
    ref.questionnaireId,
    input.companyId,
    caller.isAdvisor ? 'read' : 'change',
  );
  const { question } = findQuestion(opened.q, ref.questionId);
  const user = await getUser(caller.firmId, caller.userId);
  await addNote({
    firmId: caller.firmId,
    questionnaireId: opened.q.questionnaireId,
    questionId: question.id,
    noteId: newId(),
    body: input.text,
    user_id: caller.userId,
    author_name: fullName(user) || user?.email || (caller.isAdvisor ? 'Staff' : 'Client'),
    from_firm_user: caller.isAdvisor,
  });
  await logAnswering(caller, opened.q, 'note_added', 'Note added', question.text);
  return answeringResult(caller, opened, answeringText.noteAdded, 'Note added');
};

export const toggleCommentRemoval: Handler<typeof answeringRoutes.toggleCommentRemoval> = async ({ caller, input }) => {
  const ref = refOf(input.questionId);
  const opened = await openQuestionnaire(
    caller,
    ref.questionnaireId,
    input.companyId,
    caller.isAdvisor ? 'read' : 'change',
  );
  const note = await getNote(caller.firmId, opened.q.questionnaireId, ref.questionId, input.noteId);
  // A client never sees staff notes, so for them such a note does not exist.
  if (!note || (!caller.isAdvisor && note.from_firm_user)) throw new NotFound('note', answeringText.noteNotFound);
  if (!caller.isAdvisor && note.user_id !== caller.userId) throw new Forbidden(answeringText.notYourNote);
  const removed = !note.removed;
  await setNoteRemoved(note, removed);
  return answeringResult(
    caller,
    opened,
    removed ? answeringText.noteDeleted : answeringText.saved,
    removed ? 'Note deleted' : 'Note restored',
  );
};
