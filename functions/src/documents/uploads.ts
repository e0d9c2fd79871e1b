import { fullName } from '@ledgerline/shared/person-name';
import { notifyUsers } from '../platform/notifications/notify';
import { staffToNotify } from '../platform/notifications/recipients';
import { notificationText, notificationType } from '@ledgerline/shared/notifications';
import { log } from '../platform/log';
import { conversationText } from '@ledgerline/shared/conversations';
import { openCompany } from '../platform/company-access';
import { Forbidden } from '../platform/errors';
import type { Caller } from '@ledgerline/shared/access';
import { whyCannotUpload } from './rules';
import { getUser } from './store';

/** The entity the caller may upload to, or the spec's no-company message (MD §5) as a 404. */
export async function uploadableCompany(caller: Caller, companyId: string) {
  const company = await openCompany(caller, companyId, conversationText.noCompanyForUpload);
  const refusal = whyCannotUpload(caller, company);
  if (refusal) throw new Forbidden(refusal);
  return { caller, company };
}

/**
 * A client's upload tells the staff the entity's document notifications reach: its subscribers and its primary
 * owner's assigned firm user (FA §5.5; QD §2 /admin-documents link form).
 */
export async function notifyUpload(
  firmId: string,
  userId: string,
  company: { companyId: string; hash_id: string; name: string },
  path: string,
  name: string,
) {
  const [uploader, recipients] = await Promise.all([
    getUser(firmId, userId),
    staffToNotify(firmId, { companyId: company.companyId }, notificationType.document),
  ]);
  if (recipients.length === 0) return;
  const who = fullName(uploader) || company.name;
  await notifyUsers(firmId, recipients, {
    text: notificationText.documentUploaded(who, name),
    client_name: company.name,
    link: `/admin-documents/${company.hash_id}?path=${encodeURIComponent(path)}`,
    type: notificationType.document,
    company_id: company.companyId,
  }).catch((e: Error) =>
    log('error', 'upload notification failed', { firmId, companyId: company.companyId, error: e.message }),
  );
}
