/** The answering routes of answers, entries, sections and notes (QD §7 Questionnaires). */
import type { answeringRoutes } from '@ledgerline/shared/routes/answering';
import type { Handlers } from '../platform/handle';
import { answerQuestion } from './answer-question';
import { addNewEntry, removeEntry, saveBulkEntryAnswers, saveEntriesHandler } from './entries';
import { addComment, toggleCommentRemoval } from './notes';
import { markSectionCompleted, saveSection } from './sections';

type Ops =
  | 'answerQuestion'
  | 'saveBulkEntryAnswers'
  | 'addNewEntry'
  | 'saveEntries'
  | 'removeEntry'
  | 'saveSection'
  | 'markSectionCompleted'
  | 'addComment'
  | 'toggleCommentRemoval';

export const answerHandlers: Pick<Handlers<typeof answeringRoutes>, Ops> = {
  answerQuestion,
  saveBulkEntryAnswers,
  addNewEntry,
  saveEntries: saveEntriesHandler,
  removeEntry,
  saveSection,
  markSectionCompleted,
  addComment,
  toggleCommentRemoval,
};
