/**
 * Every upload, rename, move, delete and restore goes in the activity log (type 2, document related) and tells the
 * entity's staff its document notifications reach (type 2; 7 for a questionnaire's upload), the actor excepted.
 */
import { fullName } from '@ledgerline/shared/person-name';
import { notificationType } from '@ledgerline/shared/notifications';
import { recordActivity } from '../platform/activity';
import { notifyUsers } from '../platform/notifications/notify';
import { staffToNotify } from '../platform/notifications/recipients';
import { log } from '../platform/log';
import { getUser } from './store';

export type DocumentAction =
  | 'document_uploaded'
  | 'document_renamed'
  | 'document_moved'
  | 'document_copied'
  | 'document_deleted'
  | 'document_restored'
  | 'folder_created'
  | 'folder_renamed'
  | 'folder_moved'
  | 'folder_copied'
  | 'folder_deleted'
  | 'folder_restored';

export interface DocumentChangeReport {
  firmId: string;
  actorId: string;
  company: { companyId: string; hash_id: string; name: string };
  action: DocumentAction;
  /** Activity title and the notification's verb phrase: 'renamed', 'moved', … */
  title: string;
  /** What changed, as the log shows it: '/2025/W-2.pdf → /2025/W2.pdf'. */
  description: string;
  /** The folder the notification opens. */
  path: string;
  questionnaireId?: string;
  /** The notification's words when not '{who}: {title} {description}' (an upload: '{who} uploaded {name}'). */
  text?: (who: string) => string;
  ip?: string;
  requestId?: string;
}

export async function reportDocumentChange(r: DocumentChangeReport): Promise<void> {
  await recordActivity({
    firmId: r.firmId,
    action: r.action,
    title: r.title,
    description: r.description,
    actorUserId: r.actorId,
    userId: r.actorId,
    companyId: r.company.companyId,
    ...(r.questionnaireId ? { questionnaireId: r.questionnaireId } : {}),
    ip: r.ip,
    requestId: r.requestId,
  });
  const type = r.questionnaireId ? notificationType.questionnaireDocument : notificationType.document;
  try {
    const [actor, recipients] = await Promise.all([
      getUser(r.firmId, r.actorId),
      staffToNotify(r.firmId, { companyId: r.company.companyId }, type),
    ]);
    const to = recipients.filter((id) => id !== r.actorId);
    if (to.length === 0) return;
    await notifyUsers(r.firmId, to, {
      text: (r.text ?? ((who: string) => `${who}: ${r.title} ${r.description}`))(fullName(actor) || r.company.name),
      client_name: r.company.name,
      link: `/admin-documents/${r.company.hash_id}?path=${encodeURIComponent(r.path)}`,
      type,
      company_id: r.company.companyId,
    });
  } catch (e) {
    log('error', 'document notification failed', { firmId: r.firmId, error: (e as Error).message });
  }
}
