import { notifyUsers } from '../platform/notifications/notify';
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

/** A client's upload tells their assigned firm user (FA §2.5 notifications; QD §2 /admin-documents link form). */
export async function notifyUpload(
  firmId: string,
  userId: string,
  company: { companyId: string; hash_id: string; name: string },
  path: string,
  name: string,
) {
  const uploader = await getUser(firmId, userId);
  if (!uploader?.assigned_advisor_id) return;
  const who = `${uploader.fname ?? ''} ${uploader.lname ?? ''}`.trim() || company.name;
  await notifyUsers(firmId, [uploader.assigned_advisor_id], {
    text: notificationText.documentUploaded(who, name),
    client_name: company.name,
    link: `/admin-documents/${company.hash_id}?path=${encodeURIComponent(path)}`,
    type: notificationType.document,
    company_id: company.companyId,
  }).catch((e: Error) =>
    log('error', 'upload notification failed', { firmId, companyId: company.companyId, error: e.message }),
  );
}
