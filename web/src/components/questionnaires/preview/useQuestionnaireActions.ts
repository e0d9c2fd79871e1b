/**
 * What staff do to one questionnaire from the preview dialog (QD §4 lifecycle, Deposit; §5; §7), each call followed
 * by its success toast (QD §8) and a reload of every questionnaire list and read, and of the dialog's tabs. Failures
 * toast the server's error (the API client does that); each action answers whether it went through.
 */
import { useState } from 'react';
import type { ApiResponse } from '../../../api/client';
import {
  staffQuestionnaires,
  type OpenItemsBody,
  type QuestionnaireDetail,
  type SaveQuestionnaireBody,
} from '../../../api/questionnaires-staff';
import { useRefreshQuestionnaires } from '../../../hooks/useCollect';
import { previewSpec as t } from '../../../texts/questionnaire-preview';
import { toastSuccess } from '../../../toast';
import { useRefreshPreviewLists } from './usePreviewLists';

export type Busy =
  | 'lock'
  | 'send'
  | 'completed'
  | 'unsubmit'
  | 'track'
  | 'reminders'
  | 'due'
  | 'deposit'
  | 'status'
  | 'notify'
  | 'items'
  | 'question'
  | 'link';

export function useQuestionnaireActions(q: Pick<QuestionnaireDetail, 'id' | 'company_id'>) {
  const refreshLists = useRefreshQuestionnaires();
  const refreshTabs = useRefreshPreviewLists();
  const [busy, setBusy] = useState<Busy | null>(null);
  const ids = { company_id: q.company_id, id: q.id };

  /** Runs a call; on success toasts `success` (or the server's message) and reloads. */
  async function run<T>(
    what: Busy,
    call: () => Promise<ApiResponse<T> | undefined>,
    success: string | ((data: T) => string | undefined) | null,
  ): Promise<boolean> {
    setBusy(what);
    try {
      const res = await call();
      if (!res?.ok) return false;
      const text = typeof success === 'function' ? success(res.data) : success;
      if (text) toastSuccess(text);
      await Promise.all([refreshLists(), refreshTabs()]);
      return true;
    } finally {
      setBusy(null);
    }
  }

  const save = (what: Busy, body: Omit<SaveQuestionnaireBody, 'company_id' | 'id'>, success: string | null) =>
    run(what, () => staffQuestionnaires.save({ ...ids, ...body }), success);

  return {
    busy,
    setLocked: (locked: boolean) =>
      run('lock', () => staffQuestionnaires.update({ ...ids, locked }), locked ? t.locked : t.unlocked),
    sendToUser: () =>
      run(
        'send',
        () => staffQuestionnaires.sendToUser([q.id]),
        (d) => d.message,
      ),
    setCompleted: (completed: boolean) =>
      run(
        'completed',
        () => staffQuestionnaires.markCompleted(q.id, completed),
        (d) => d.message,
      ),
    unsubmit: () =>
      run(
        'unsubmit',
        () => staffQuestionnaires.unsubmit(q.id),
        (d) => d.message,
      ),
    setTrackChanges: (track_changes: boolean) =>
      run('track', () => staffQuestionnaires.update({ ...ids, track_changes }), t.saved),
    setRemindersDisabled: (reminders_disabled: boolean) => save('reminders', { reminders_disabled }, t.saved),
    setDueDate: (due_date: string) => save('due', { due_date }, t.dueDateChanged),
    setDeposit: (deposit_status: 'marked_paid' | 'pending') =>
      run('deposit', () => staffQuestionnaires.update({ ...ids, deposit_status }), t.saved),
    setCustomStatus: (firm_custom_status_id: string) =>
      save('status', { firm_custom_status_id: firm_custom_status_id || null }, t.saved),
    notify: (customEmailSubject: string, customEmailMessage: string, customSmsMessage?: string) =>
      staffQuestionnaires.sendCustomStatusChange({
        questionnaireIds: [q.id],
        customEmailSubject,
        customEmailMessage,
        ...(customSmsMessage ? { customSmsMessage } : {}),
      }),
    requestItems: (body: Omit<OpenItemsBody, 'relevant_questionnaire_id' | 'company_ids'>) =>
      run(
        'items',
        () =>
          staffQuestionnaires.sendOpenItems({ ...body, relevant_questionnaire_id: q.id, company_ids: [q.company_id] }),
        body.is_draft ? t.draftsSaved : t.openItemSent,
      ),
    deleteQuestion: (questionId: string) =>
      run('question', () => staffQuestionnaires.deleteQuestion(q.company_id, q.id, questionId), t.questionDeleted),
    /** Copy Link: the client's link on the clipboard (QD §8 'Link copied to clipboard'). */
    copyLink: () =>
      run(
        'link',
        async () => {
          const res = await staffQuestionnaires.link(q.id);
          if (res?.ok) await navigator.clipboard.writeText(res.data.link);
          return res;
        },
        t.linkCopied,
      ),
  };
}

export type QuestionnaireActions = ReturnType<typeof useQuestionnaireActions>;
