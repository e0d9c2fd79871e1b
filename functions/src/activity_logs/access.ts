/**
 * Whose activity a caller may read (MD §6: only staff load the log). Staff limited to a firm group (FA §6) read
 * only an entity they can open, so they must name one; a company of another firm is not found. The firm always
 * comes from the token, so another firm's questionnaire id simply has no lines.
 */
import type { Caller } from '@ledgerline/shared/access';
import { activityText } from '@ledgerline/shared/activity-types';
import { openCompany } from '../platform/company-access';
import { Forbidden } from '../platform/errors';
import { isGroupLimited } from '../platform/firm-groups';

export async function assertMayReadLog(caller: Caller, companyId: string | undefined): Promise<void> {
  if (companyId) await openCompany(caller, companyId);
  else if (isGroupLimited(caller)) throw new Forbidden(activityText.chooseEntity);
}
