import { useState } from 'react';
import { answering, type AnsweredQuestionnaire, type AnsweringResult } from '../../../api/answering';
import type { ApiResponse } from '../../../api/client';
import { toastSuccess } from '../../../toast';
import { submitSpec as t } from '../../../texts/answering-submit';

type Busy = { what: 'sign' | 'letter' | 'remove' | 'not_needed' | 'undo'; id: string } | null;

/**
 * The agreement section's changes (QD §4 Signatures, §8): each one toasts the spec's success and hands the
 * questionnaire as the server now has it to the page. Failures toast the server's error (the API client does).
 */
export function useAgreementActions(
  questionnaire: AnsweredQuestionnaire,
  sectionId: string,
  onChanged: (q: AnsweredQuestionnaire) => void,
) {
  const [busy, setBusy] = useState<Busy>(null);

  async function run(
    what: NonNullable<Busy>,
    call: () => Promise<ApiResponse<AnsweringResult> | undefined>,
    success: string,
  ): Promise<boolean> {
    if (busy) return false;
    setBusy(what);
    try {
      const res = await call();
      if (!res?.ok) return false;
      onChanged(res.data.questionnaire);
      toastSuccess(success);
      return true;
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    sign: (signatureId: string, signature: string) =>
      run(
        { what: 'sign', id: signatureId },
        () =>
          answering.sign({
            signature_id: signatureId,
            signature: signature.trim(),
            client_time: new Date().toString(),
            user_agent: navigator.userAgent,
          }),
        t.signed,
      ),
    remove: (signatureId: string) =>
      run({ what: 'remove', id: signatureId }, () => answering.removeSignature(signatureId), t.signatureRemoved),
    markNotNeeded: (signatureId: string) =>
      run(
        { what: 'not_needed', id: signatureId },
        () => answering.markSignatureNotNeeded(signatureId, true),
        t.signatureNotNeeded,
      ),
    undoNotNeeded: (signatureId: string) =>
      run({ what: 'undo', id: signatureId }, () => answering.markSignatureNotNeeded(signatureId, false), t.undone),
    updateLetter: (html: string) =>
      run(
        { what: 'letter', id: sectionId },
        () => answering.updateEngagementLetter(questionnaire.id, questionnaire.company_id, sectionId, html),
        t.letterUpdated,
      ),
  };
}

export type AgreementActions = ReturnType<typeof useAgreementActions>;
