/**
 * Signatures of agreement sections (QD §3 Signature, §4 Signatures, §5 Signature): a client signs their own
 * signature of a section they are a signer of, with the time, their clock's time, their IP address and user agent;
 * the signer or staff remove a signature; staff mark one not needed and undo that. With the firm's
 * require_one_signature_per_section, once one signer has signed, nobody else signs that section. Signing what is
 * signed answers the same and writes nothing.
 */
import type { Caller } from '@ledgerline/shared/access';
import { activityType } from '@ledgerline/shared/activity-types';
import { answeringText, parseSignatureRef } from '@ledgerline/shared/answering';
import { questionnaireTitle } from '@ledgerline/shared/questionnaires';
import { answeringRoutes } from '@ledgerline/shared/routes/answering';
import { sectionTypes, type ContentSection } from '@ledgerline/shared/schemas/questionnaire-content';
import { recordActivity } from '../platform/activity';
import { contentSections, signersOf } from '../platform/answered-questionnaire';
import { Conflict, Forbidden, NotFound } from '../platform/errors';
import { firmFlagOn } from '../platform/firm-flags';
import { handle } from '../platform/handle';
import { openQuestionnaire, type Opened } from './open';
import { answeringResult } from './result';
import {
  deleteSignature,
  getSignature,
  sectionSignatures,
  writeNotNeeded,
  writeSignature,
  type QuestionnaireSignatureItem,
} from './store/signatures';
import { unchangedResult } from './unchanged-result';

/** The agreement section (section_type 2) of a questionnaire's content, or 404. */
export function agreementSection(sections: readonly ContentSection[], sectionId: string): ContentSection {
  const section = sections.find((s) => s.id === sectionId);
  if (!section || section.section_type !== sectionTypes.agreementSignature)
    throw new NotFound('section', answeringText.sectionNotFound);
  return section;
}

export type SignDecision = 'sign' | 'already_signed' | 'not_a_signer' | 'not_needed' | 'taken';

/**
 * QD §4 Signatures: whether the caller may sign now. A signer signs once; a signature marked not needed is not
 * signed; with one signature per section, nobody signs after another signer did.
 */
export function signDecision(s: {
  isSigner: boolean;
  mine: QuestionnaireSignatureItem['state'] | null;
  othersSigned: boolean;
  onePerSection: boolean;
}): SignDecision {
  if (s.mine === 'signed') return 'already_signed';
  if (!s.isSigner) return 'not_a_signer';
  if (s.mine === 'not_needed') return 'not_needed';
  if (s.onePerSection && s.othersSigned) return 'taken';
  return 'sign';
}

/** The signature a ref names: its questionnaire opened for a change, its agreement section, its signers. */
async function openSignature(caller: Caller, signatureId: string) {
  const ref = parseSignatureRef(signatureId);
  if (!ref) throw new NotFound('signature', answeringText.signatureNotFound);
  const opened = await openQuestionnaire(caller, ref.questionnaireId, null, 'change');
  const section = agreementSection(contentSections(opened.q), ref.sectionId);
  const [signers, stored] = await Promise.all([
    signersOf(opened.q, opened.company),
    sectionSignatures(caller.firmId, ref.questionnaireId, ref.sectionId),
  ]);
  const key = { firmId: caller.firmId, ...ref };
  return { ref, key, opened, section, signers, stored };
}

function logSignature(
  caller: Caller,
  opened: Opened,
  section: ContentSection,
  action: string,
  title: string,
  ctx: { ip?: string; requestId?: string; userId?: string },
) {
  const { q } = opened;
  return recordActivity({
    firmId: caller.firmId,
    action,
    title,
    description: `${section.name}: ${questionnaireTitle(q)} (${q.tax_year})`,
    typeId: activityType.questionnaire,
    actorUserId: caller.userId,
    userId: ctx.userId ?? caller.userId,
    companyId: q.companyId,
    questionnaireId: q.questionnaireId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
}

const notRequired = () => new Conflict(answeringText.signatureNotRequired);

export const signAgreement = handle(
  answeringRoutes.signAgreement,
  async ({ caller, input, ip, userAgent, requestId }) => {
    const ref = parseSignatureRef(input.signature_id);
    if (ref && ref.userId !== caller.userId) throw new Forbidden(answeringText.notYourSignature);
    const { key, opened, section, signers, stored } = await openSignature(caller, input.signature_id);
    const onePerSection = firmFlagOn(opened.firm, 'require_one_signature_per_section');
    const signer = signers.find((s) => s.userId === caller.userId);
    const decision = signDecision({
      isSigner: Boolean(signer),
      mine: stored.find((s) => s.userId === caller.userId)?.state ?? null,
      othersSigned: stored.some((s) => s.userId !== caller.userId && s.state === 'signed'),
      onePerSection,
    });
    if (decision === 'already_signed') return unchangedResult(caller, opened, answeringText.signed);
    if (decision === 'not_a_signer') throw new Forbidden(answeringText.signatureNotRequired);
    if (decision !== 'sign') throw notRequired();

    const others = [...new Set([...signers.map((s) => s.userId), ...stored.map((s) => s.userId)])].filter(
      (id) => id !== caller.userId,
    );
    const written = await writeSignature(
      {
        ...key,
        user_name: signer!.name,
        signature: input.signature,
        signed_at: new Date().toISOString(),
        ...(input.client_time ? { client_time: input.client_time } : {}),
        ...(ip ? { ip_address: ip } : {}),
        ...((input.user_agent ?? userAgent) ? { user_agent: (input.user_agent ?? userAgent).slice(0, 1000) } : {}),
      },
      onePerSection ? others : [],
    );
    if (!written) {
      // Signed meanwhile: by this signer (a double click) answers as signed; by another, under the one-signature rule, not.
      if ((await getSignature(key))?.state === 'signed') return unchangedResult(caller, opened, answeringText.signed);
      throw notRequired();
    }
    await logSignature(caller, opened, section, 'questionnaire_signed', 'Engagement letter signed', { ip, requestId });
    return answeringResult(caller, opened, answeringText.signed, 'Engagement letter signed');
  },
);

export const removeSignature = handle(answeringRoutes.removeSignature, async ({ caller, input, ip, requestId }) => {
  const ref = parseSignatureRef(input.signature_id);
  if (ref && !caller.isAdvisor && ref.userId !== caller.userId) throw new Forbidden(answeringText.notYourSignature);
  const { key, opened, section } = await openSignature(caller, input.signature_id);
  if (!(await deleteSignature(key, 'signed'))) throw new NotFound('signature', answeringText.signatureNotFound);
  await logSignature(caller, opened, section, 'questionnaire_signature_removed', 'Signature removed', {
    ip,
    requestId,
    userId: key.userId,
  });
  return answeringResult(caller, opened, answeringText.signatureRemoved, 'Signature removed');
});

export const markSignatureNotNeeded = handle(
  answeringRoutes.markSignatureNotNeeded,
  async ({ caller, input, ip, requestId }) => {
    const { key, opened, section, signers, stored } = await openSignature(caller, input.signature_id);
    const signer = signers.find((s) => s.userId === key.userId);
    const existing = stored.find((s) => s.userId === key.userId) ?? null;
    if (!signer && !existing) throw new NotFound('signature', answeringText.signatureNotFound);
    if (existing?.state === 'signed') throw new Conflict(answeringText.alreadySigned);
    const message = input.not_needed ? answeringText.signatureNotNeeded : answeringText.undone;
    if (input.not_needed) {
      if (existing?.state === 'not_needed') return unchangedResult(caller, opened, message);
      const name = signer?.name ?? existing?.user_name ?? '';
      if (!(await writeNotNeeded(key, name, caller.userId))) {
        const now = await getSignature(key);
        if (now?.state === 'signed') throw new Conflict(answeringText.alreadySigned);
        return unchangedResult(caller, opened, message);
      }
    } else {
      if (!existing) return unchangedResult(caller, opened, message);
      if (!(await deleteSignature(key, 'not_needed'))) {
        if ((await getSignature(key))?.state === 'signed') throw new Conflict(answeringText.alreadySigned);
        return unchangedResult(caller, opened, message);
      }
    }
    const title = input.not_needed ? 'Signature marked as not needed' : 'Signature needed again';
    await logSignature(caller, opened, section, 'questionnaire_signature_not_needed', title, {
      ip,
      requestId,
      userId: key.userId,
    });
    return answeringResult(caller, opened, message, title);
  },
);
