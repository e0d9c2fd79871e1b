/**
 * Telling people about a questionnaire: the entity's owners by their preferred contact method (a sent
 * questionnaire, a reminder, a custom status change) and in the app; the entity's subscribed staff in their
 * notifications (type 3); the firm's activity log (type 3). Each message to a person is keyed once per event, so a
 * repeated job never sends it twice.
 */
import { activityType } from '@ledgerline/shared/activity-types';
import { notificationType } from '@ledgerline/shared/notifications';
import { questionnaireTitle } from '@ledgerline/shared/questionnaires';
import {
  defaultReminderTexts,
  fillReminderTexts,
  type ReminderTexts,
} from '@ledgerline/shared/questionnaire-reminders';
import { env } from '../platform/env';
import { contactPerson } from '../platform/contact';
import { ownerIdsOf } from '../platform/company-owners';
import { notifyUsers } from '../platform/notifications/notify';
import { staffToNotify } from '../platform/notifications/recipients';
import { recordActivity } from '../platform/activity';
import { once } from '../platform/once';
import { log } from '../platform/log';
import { getUsers, type CompanyItem, type FirmItem, type QuestionnaireItem, type UserItem } from './store';

/** Where the client opens it: the answering screen, or the drop-off page for a Document Drop Off. */
export function clientLink(
  q: Pick<QuestionnaireItem, 'questionnaireId' | 'companyId' | 'document_drop_off_enabled'>,
  company: Pick<CompanyItem, 'hash_id'>,
): string {
  if (q.document_drop_off_enabled) {
    return `${env.APP_URL}/document-drop-off?questionnaireId=${encodeURIComponent(q.questionnaireId)}&companyId=${encodeURIComponent(q.companyId)}`;
  }
  return `${env.APP_URL}/questionnaire/${encodeURIComponent(company.hash_id)}?questionnaireId=${encodeURIComponent(q.questionnaireId)}`;
}

/** The staff preview of a questionnaire (QD §2), the link of staff notifications. */
export const previewPath = (q: Pick<QuestionnaireItem, 'questionnaireId' | 'companyId'>) =>
  `/preview/${q.companyId}/questionnaire/${q.questionnaireId}`;

/** The owners who hear of it: active clients (an inactive one cannot sign in to answer). */
async function ownersOf(company: CompanyItem): Promise<UserItem[]> {
  const ids = await ownerIdsOf(company);
  return (await getUsers(company.firmId, ids)).filter((u) => !u.is_advisor && u.paying !== false && !u.deleted_at);
}

const itemsLeft = (q: QuestionnaireItem) => Math.max(0, (q.questions_total ?? 0) - (q.questions_completed ?? 0));

function sentTexts(q: QuestionnaireItem, firm: FirmItem, owner: UserItem, link: string) {
  const title = questionnaireTitle(q);
  const due = q.due_date ? ` Please complete it by ${q.due_date}.` : '';
  const subject = q.custom_email_subject || `${firm.name}: your ${q.tax_year} ${title}`;
  const body =
    q.custom_email_body ||
    (q.document_drop_off_enabled
      ? `${firm.name} asks you to upload documents for ${q.tax_year}.${due}`
      : `${firm.name} sent you ${title} for ${q.tax_year}.${due}`);
  return {
    subject,
    text: `Hi ${owner.fname},\n\n${body}\n\nOpen it here: ${link}\n\n${firm.name}`,
    sms: `${firm.name}: ${q.document_drop_off_enabled ? 'please upload your documents' : `your ${q.tax_year} ${title} is ready`}: ${link}`,
  };
}

/**
 * A questionnaire was sent (or a draft sent to its entity): its owners hear by email or SMS and in the app, its
 * subscribed staff in their notifications, and the activity log has a line. Idempotent per questionnaire and `event`.
 */
export async function announceSent(
  q: QuestionnaireItem,
  company: CompanyItem,
  firm: FirmItem,
  actorUserId: string,
  event = 'sent',
): Promise<void> {
  const link = clientLink(q, company);
  const owners = await ownersOf(company);
  const title = questionnaireTitle(q);
  for (const owner of owners) {
    await contactPerson(
      q.firmId,
      owner,
      sentTexts(q, firm, owner, link),
      `q:${q.questionnaireId}:${event}:${owner.userId}`,
    );
  }
  await once(q.firmId, `q:${q.questionnaireId}:${event}:inapp`, async () => {
    if (owners.length) {
      await notifyUsers(
        q.firmId,
        owners.map((o) => o.userId),
        {
          text: `${firm.name} sent you ${title}`,
          link: new URL(link).pathname + new URL(link).search,
          type: notificationType.questionnaire,
          company_id: q.companyId,
        },
      );
    }
    const staff = (await staffToNotify(q.firmId, { companyId: q.companyId }, notificationType.questionnaire)).filter(
      (id) => id !== actorUserId,
    );
    if (staff.length) {
      await notifyUsers(q.firmId, staff, {
        text: `${title} was sent to ${company.name}`,
        client_name: company.name,
        link: previewPath(q),
        type: notificationType.questionnaire,
        company_id: q.companyId,
      });
    }
    await recordActivity({
      firmId: q.firmId,
      action: `questionnaire_${event}`,
      title: event === 'sent' ? 'Questionnaire sent' : 'Questionnaire sent again',
      description: `${title} (${q.tax_year})`,
      typeId: activityType.questionnaire,
      actorUserId,
      companyId: q.companyId,
      questionnaireId: q.questionnaireId,
    });
  });
}

/** The questionnaire's own reminder texts, or the defaults (QD §3 Reminder payload). */
export function reminderTextsOf(q: Partial<ReminderTexts>): ReminderTexts {
  return {
    reminder_email_subject: q.reminder_email_subject || defaultReminderTexts.reminder_email_subject,
    reminder_email_message: q.reminder_email_message || defaultReminderTexts.reminder_email_message,
    reminder_in_app_message: q.reminder_in_app_message || defaultReminderTexts.reminder_in_app_message,
    reminder_sms_message: q.reminder_sms_message || defaultReminderTexts.reminder_sms_message,
  };
}

/**
 * A reminder of a questionnaire to its owners (QD §4 Reminders): email or SMS by their preference, and in the app,
 * with the placeholders filled for each owner. `key` names the reminder (a manual one, or an automatic one's time).
 */
export async function sendReminder(
  q: QuestionnaireItem,
  company: CompanyItem,
  firm: FirmItem,
  texts: ReminderTexts,
  key: string,
  actorUserId?: string,
): Promise<number> {
  const owners = await ownersOf(company);
  const link = clientLink(q, company);
  for (const owner of owners) {
    const filled = fillReminderTexts(texts, {
      client_first_name: owner.fname,
      tax_year: q.tax_year,
      questionnaire_name: questionnaireTitle(q),
      items_left: itemsLeft(q),
      firm_name: firm.name,
      due_date: q.due_date ?? null,
    });
    await contactPerson(
      q.firmId,
      owner,
      {
        subject: filled.reminder_email_subject,
        text: `${filled.reminder_email_message}\n\n${link}`,
        sms: `${filled.reminder_sms_message} ${link}`,
      },
      `qrem:${q.questionnaireId}:${key}:${owner.userId}`,
    );
    await once(q.firmId, `qrem:${q.questionnaireId}:${key}:${owner.userId}:inapp`, async () => {
      await notifyUsers(q.firmId, [owner.userId], {
        text: filled.reminder_in_app_message,
        link: new URL(link).pathname + new URL(link).search,
        type: notificationType.questionnaire,
        company_id: q.companyId,
      });
    });
  }
  await once(q.firmId, `qrem:${q.questionnaireId}:${key}:activity`, () =>
    recordActivity({
      firmId: q.firmId,
      action: 'questionnaire_reminder_sent',
      title: 'Questionnaire reminder sent',
      description: `${questionnaireTitle(q)} (${q.tax_year}) to ${owners.length} ${owners.length === 1 ? 'owner' : 'owners'}`,
      typeId: activityType.questionnaire,
      ...(actorUserId ? { actorUserId } : {}),
      companyId: q.companyId,
      questionnaireId: q.questionnaireId,
    }),
  );
  return owners.length;
}

/** The notify dialog of a custom status change (QD §4): its texts to the owners, by email (and SMS when given). */
export async function sendStatusNotice(
  q: QuestionnaireItem,
  company: CompanyItem,
  texts: { subject: string; message: string; sms?: string },
  key: string,
): Promise<void> {
  const owners = await ownersOf(company);
  const link = clientLink(q, company);
  for (const owner of owners) {
    const person = texts.sms ? owner : { ...owner, preferred_contact_method: 'email' as const };
    await contactPerson(
      q.firmId,
      person,
      { subject: texts.subject, text: `${texts.message}\n\n${link}`, sms: `${texts.sms ?? texts.message} ${link}` },
      `qcs:${q.questionnaireId}:${key}:${owner.userId}`,
    );
  }
}

/** Logs and swallows a failure of a message that must not undo what the request already did. */
export async function bestEffort(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (e) {
    log('error', `${what} failed`, { error: (e as Error).message });
  }
}
