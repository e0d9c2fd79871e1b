/**
 * Staff reaching clients about sent questionnaires (QD §2 Sending and reminder dialogs, §4, §5): drafts sent to
 * their entities, reminders now or their texts saved, a custom status change's notice, additional items requested.
 */
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { sendingText, todayIn } from '@ledgerline/shared/questionnaire-sending';
import { questionnaireTitle } from '@ledgerline/shared/questionnaires';
import { handle } from '../platform/handle';
import { Conflict, Invalid, Unprocessable } from '../platform/errors';
import { newId } from '../platform/auth/secrets';
import { announceSent, reminderTextsOf, sendReminder, sendStatusNotice } from './outreach';
import { afterChange, staffQuestionnaire, staffQuestionnaires } from './staff-access';
import { senderOf, startSending } from './send';
import { plainSettings } from './send-settings';
import { getCompanies, getFirm, listFirmCustomStatuses, openDropOffLink, patchQuestionnaire } from './store';

async function companiesOf(firmId: string, ids: string[]) {
  return new Map((await getCompanies(firmId, [...new Set(ids)])).map((c) => [c.companyId, c]));
}

export const sendQuestionnaireNotifications = handle(
  questionnaireRoutes.sendQuestionnaireNotifications,
  async ({ caller, input }) => {
    const qs = (await staffQuestionnaires(caller, input.questionnaire_ids)).filter((q) => !q.deleted_at);
    const firm = await getFirm(caller.firmId);
    const companies = await companiesOf(
      caller.firmId,
      qs.map((q) => q.companyId),
    );
    const stamp = newId();
    for (const q of qs) {
      const company = companies.get(q.companyId)!;
      const now = new Date().toISOString();
      // Send to user: a draft becomes sent now; a sent one has its email sent again.
      const sent = q.is_draft
        ? await patchQuestionnaire(q, { is_draft: false, sent_at: now, last_activity: 'Sent', last_activity_at: now })
        : q;
      if (q.is_draft && sent.document_drop_off_enabled) await openDropOffLink(sent, now);
      await announceSent(sent, company, firm!, caller.userId, q.is_draft ? 'sent' : `resent-${stamp}`);
      await afterChange(sent, firm);
    }
    return { message: sendingText.sent };
  },
);

export const sendQuestionnaireReminders = handle(
  questionnaireRoutes.sendQuestionnaireReminders,
  async ({ caller, input }) => {
    const qs = await staffQuestionnaires(caller, input.questionnaire_ids);
    // Drafts were never sent, and completed, locked or deleted ones ask nothing of the client.
    const remindable = qs.filter((q) => !q.deleted_at && !q.is_draft && !q.completed && !q.locked);
    if (!remindable.length) {
      throw new Conflict('None of these questionnaires can be reminded: they are drafts, completed, locked or deleted');
    }
    const firm = (await getFirm(caller.firmId))!;
    const companies = await companiesOf(
      caller.firmId,
      remindable.map((q) => q.companyId),
    );
    const stamp = newId();
    for (const q of remindable) {
      const texts = input.customize ? reminderTextsOf(input) : reminderTextsOf(q);
      await sendReminder(q, companies.get(q.companyId)!, firm, texts, `manual-${stamp}`, caller.userId);
      const followed = await patchQuestionnaire(q, { last_followed_up: new Date().toISOString() });
      await afterChange(followed, firm);
    }
    return { message: sendingText.remindersSent };
  },
);

export const saveReminders = handle(questionnaireRoutes.saveReminders, async ({ caller, input }) => {
  const qs = await staffQuestionnaires(caller, input.questionnaire_ids);
  const firm = await getFirm(caller.firmId);
  for (const q of qs) {
    const texts = input.customize
      ? {
          reminder_email_subject: input.reminder_email_subject ?? '',
          reminder_email_message: input.reminder_email_message ?? '',
          reminder_in_app_message: input.reminder_in_app_message ?? '',
          reminder_sms_message: input.reminder_sms_message ?? '',
        }
      : {};
    const set = {
      ...Object.fromEntries(Object.entries(texts).filter(([, v]) => v)),
      ...(input.reminders_disabled !== undefined ? { reminders_disabled: input.reminders_disabled } : {}),
    };
    const cleared = input.customize
      ? []
      : ([
          'reminder_email_subject',
          'reminder_email_message',
          'reminder_in_app_message',
          'reminder_sms_message',
        ] as const);
    const updated = await patchQuestionnaire(q, set, [...cleared]);
    await afterChange(updated, firm);
  }
  return { message: sendingText.reminderUpdated };
});

export const sendCustomStatusChange = handle(questionnaireRoutes.sendCustomStatusChange, async ({ caller, input }) => {
  const qs = (await staffQuestionnaires(caller, input.questionnaireIds)).filter((q) => !q.deleted_at && !q.is_draft);
  const statuses = new Map((await listFirmCustomStatuses(caller.firmId)).map((s) => [s.statusId, s]));
  if (qs.some((q) => !q.firm_custom_status_id || !statuses.get(q.firm_custom_status_id)?.client_display_status)) {
    throw new Unprocessable(sendingText.customStatusMissing);
  }
  const companies = await companiesOf(
    caller.firmId,
    qs.map((q) => q.companyId),
  );
  const stamp = newId();
  for (const q of qs) {
    await sendStatusNotice(
      q,
      companies.get(q.companyId)!,
      {
        subject: input.customEmailSubject,
        message: input.customEmailMessage,
        ...(input.customSmsMessage ? { sms: input.customSmsMessage } : {}),
      },
      stamp,
    );
  }
  return { message: 'Notification sent' };
});

/** QD §5 Additional items: a new questionnaire of the items for the same entity and year, linked to the first. */
export const sendOpenItems = handle(questionnaireRoutes.sendOpenItems, async ({ caller, input }) => {
  const { q } = await staffQuestionnaire(caller, input.relevant_questionnaire_id, input.company_ids?.[0]);
  if (q.deleted_at) throw new Conflict(sendingText.isDeleted);
  if (q.locked) throw new Conflict(sendingText.lockedNoItems);
  const firm = await getFirm(caller.firmId);
  if (input.due_date && input.due_date <= todayIn(Date.now(), firm?.time_zone)) {
    throw new Invalid(sendingText.dueDateFuture, { due_date: sendingText.dueDateFuture });
  }
  const { made } = await startSending(
    senderOf(caller),
    plainSettings({
      kind: 'open_items',
      name: input.name?.trim() || questionnaireTitle(q),
      tax_year: input.tax_year ?? q.tax_year,
      due_date: input.due_date ?? q.due_date ?? null,
      is_draft: input.is_draft,
      questions_to_create: input.questions_to_create,
      relevant_questionnaire_id: q.questionnaireId,
      created_by: caller.userId,
    }),
    [q.companyId],
    [],
  );
  return {
    message: input.is_draft ? sendingText.draftsSaved : sendingText.openItemSent,
    questionnaire_ids: made,
    queued: false,
    send_id: null,
    scheduler_id: null,
  };
});
