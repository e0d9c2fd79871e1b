/**
 * The client's place in a questionnaire and its sections' completion (QD §2 Section renderer, §4, §7):
 * save_section records the section the client is on (the questionnaire's status, shown on Collect) and, on the
 * first open, when it was opened; mark_section_completed marks a section done (a client only a custom section,
 * which is marked when opened; staff any).
 */
import { requireFields } from '../platform/require-fields';
import type { Caller } from '@ledgerline/shared/access';
import { answeringText } from '@ledgerline/shared/answering';
import type { answeringRoutes } from '@ledgerline/shared/routes/answering';
import { sectionTypes } from '@ledgerline/shared/schemas/questionnaire-content';
import { reindexDirectoryItem } from '../platform/directory';
import { Conflict, Forbidden } from '../platform/errors';
import type { Handler } from '../platform/handle';
import { logAnswering } from './activity';
import { findSection } from './content';
import { openQuestionnaire } from './open';
import { answeringResult } from './result';
import {
  getQuestionnaire,
  patchQuestionnaire,
  patchQuestionnaireOnce,
  type QuestionnaireItem,
} from './store/questionnaire';
import { setSectionMarked } from './store/sections';

/** A status write that lost a race with another change of the questionnaire is tried again on a fresh read. */
const statusAttempts = 3;

/** The client is on this section: the first time also opened (once) and in progress. Answers whether it changed. */
async function recordPlace(caller: Caller, q: QuestionnaireItem, sectionId: string): Promise<boolean> {
  let current: QuestionnaireItem | null = q;
  for (let attempt = 1; current; attempt++) {
    if (!current.opened_timestamp) {
      const now = new Date().toISOString();
      const done = await patchQuestionnaireOnce(current, 'opened_timestamp', undefined, {
        opened_timestamp: now,
        in_progress: true,
        status: sectionId,
      });
      if (done) return true;
    } else {
      if (current.status === sectionId) return false;
      try {
        await patchQuestionnaire(current, { status: sectionId });
        return true;
      } catch (e) {
        if (!(e instanceof Conflict) || attempt >= statusAttempts) throw e;
      }
    }
    current = await getQuestionnaire(caller.firmId, q.questionnaireId);
  }
  return false;
}

export const saveSection: Handler<typeof answeringRoutes.saveSection> = async ({ caller, input }) => {
  // Reading: a locked or completed questionnaire, a read-only user or entity, all still move through sections.
  const { q } = await openQuestionnaire(caller, input.questionnaire_id, input.company_id, 'read');
  findSection(q, input.section_id);
  // Staff previewing change nothing.
  if (caller.isAdvisor) return { message: answeringText.saved };
  const firstOpen = !q.opened_timestamp;
  if (await recordPlace(caller, q, input.section_id)) {
    await reindexDirectoryItem(q.firmId, 'questionnaire', q.questionnaireId);
    if (firstOpen) await logAnswering(caller, q, 'questionnaire_opened', 'Questionnaire opened');
  }
  return { message: answeringText.saved };
};

export const markSectionCompleted: Handler<typeof answeringRoutes.markSectionCompleted> = async ({ caller, input }) => {
  const opened = await openQuestionnaire(caller, input.id, input.companyId, 'change');
  requireFields({
    setId: { missing: !input.setId, message: answeringText.sectionNotFound },
    markedCompleted: { missing: input.markedCompleted === undefined, message: 'markedCompleted must be true or false' },
  });
  const section = findSection(opened.q, input.setId!);
  // QD §2: a custom section is marked completed when the client opens it; any other is the firm's to mark.
  if (!caller.isAdvisor && section.section_type !== sectionTypes.custom)
    throw new Forbidden(answeringText.customSectionOnly);
  await setSectionMarked(opened.q.firmId, opened.q.questionnaireId, section.id, input.markedCompleted!, caller.userId);
  const title = input.markedCompleted ? 'Section marked completed' : 'Section marked incomplete';
  if (caller.isAdvisor) await logAnswering(caller, opened.q, 'section_marked', title, section.name);
  return answeringResult(caller, opened, answeringText.saved, title);
};
