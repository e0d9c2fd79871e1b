/**
 * Every change of a return after it is made goes through here: one conditional write of the version read, with its
 * line in the return's activity log (who, what), then the table's rows reindexed. A change computed from an older
 * version is refused (409) rather than merged: the caller reads again.
 */
import type { Caller } from '@ledgerline/shared/access';
import { activityType } from '@ledgerline/shared/activity-types';
import { fullName } from '@ledgerline/shared/person-name';
import { newId } from '../platform/auth/secrets';
import { syncDirectoryTaxReturn } from '../platform/directory';
import type { CompanyItem } from '../platform/data/entities/company';
import type { TaxReturnItem } from '../platform/data/entities/tax-return';
import { changedMeanwhile } from './delivery-progress';
import { commitChange, getUser, StaleReturn, type DeliveryChange } from './store';

export async function saveDelivery(
  caller: Caller,
  company: Pick<CompanyItem, 'companyId'>,
  r: TaxReturnItem,
  change: DeliveryChange,
  title: string,
  typeId: number = activityType.delivery,
) {
  const me = await getUser(caller.firmId, caller.userId);
  try {
    await commitChange(
      { firmId: caller.firmId, companyId: company.companyId, taxReturnId: r.taxReturnId },
      r.version ?? 0,
      change,
      {
        at: new Date().toISOString(),
        eventId: newId(),
        type_id: typeId,
        title,
        description: r.tax_return_name,
        user_id: caller.userId,
        user_name: fullName(me),
      },
    );
  } catch (e) {
    if (e instanceof StaleReturn) throw changedMeanwhile();
    throw e;
  }
  await syncDirectoryTaxReturn(caller.firmId, company.companyId, r.taxReturnId);
  return me;
}
