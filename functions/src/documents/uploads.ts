import { conversationText } from '@ledgerline/shared/conversations';
import { openCompany } from '../platform/company-access';
import { Forbidden } from '../platform/errors';
import type { Caller } from '@ledgerline/shared/access';
import { whyCannotUpload } from './rules';

/** The entity the caller may upload to, or the spec's no-company message (MD §5) as a 404. */
export async function uploadableCompany(caller: Caller, companyId: string) {
  const company = await openCompany(caller, companyId, conversationText.noCompanyForUpload);
  const refusal = whyCannotUpload(caller, company);
  if (refusal) throw new Forbidden(refusal);
  return { caller, company };
}
