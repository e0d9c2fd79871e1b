/**
 * Staff edit an agreement section's engagement letter after sending (QD §4 Signatures: editable until signed). The
 * letter is firm-written HTML kept as is: the screens sanitise it where they render it (SectionHtml.tsx, DOMPurify).
 */
import { requireFields } from '../platform/require-fields';
import { activityType } from '@ledgerline/shared/activity-types';
import { answeringText } from '@ledgerline/shared/answering';
import { questionnaireTitle } from '@ledgerline/shared/questionnaires';
import { answeringRoutes } from '@ledgerline/shared/routes/answering';
import { recordActivity } from '../platform/activity';
import { contentSections, signersOf } from '../platform/answered-questionnaire';
import { Conflict } from '../platform/errors';
import { handle } from '../platform/handle';
import { openQuestionnaire } from './open';
import { answeringResult } from './result';
import { agreementSection } from './signatures';
import { writeLetter } from './store/sections-letter';
import { sectionSignatures } from './store/signatures';

const title = 'Engagement letter updated';

export const updateEngagementLetter = handle(
  answeringRoutes.updateEngagementLetter,
  async ({ caller, input, ip, requestId }) => {
    const opened = await openQuestionnaire(caller, input.id, input.company_id, 'change');
    const { q } = opened;
    requireFields({
      section_id: { missing: !input.section_id, message: answeringText.sectionNotFound },
      customElement: { missing: input.customElement === undefined, message: 'The engagement letter is required' },
    });
    const section = agreementSection(contentSections(q), input.section_id!);
    const [signers, stored] = await Promise.all([
      signersOf(q, opened.company),
      sectionSignatures(caller.firmId, q.questionnaireId, section.id),
    ]);
    if (stored.some((s) => s.state === 'signed')) throw new Conflict(answeringText.letterSigned);
    const signerIds = [...new Set([...signers.map((s) => s.userId), ...stored.map((s) => s.userId)])];
    const key = { firmId: caller.firmId, questionnaireId: q.questionnaireId, sectionId: section.id };
    if (!(await writeLetter(key, input.customElement!, signerIds))) throw new Conflict(answeringText.letterSigned);
    await recordActivity({
      firmId: caller.firmId,
      action: 'questionnaire_letter_updated',
      title,
      description: `${section.name}: ${questionnaireTitle(q)} (${q.tax_year})`,
      typeId: activityType.questionnaire,
      actorUserId: caller.userId,
      companyId: q.companyId,
      questionnaireId: q.questionnaireId,
      ip,
      requestId,
    });
    return answeringResult(caller, opened, answeringText.letterUpdated, title);
  },
);
