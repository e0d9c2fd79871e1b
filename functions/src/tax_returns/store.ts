/** Tax return data access: an entity's returns are one partition; a return's own log sits beside it. */
import { TaxReturn, TaxReturnEvent, type TaxReturnItem } from '../platform/data/entities/tax-return';

export async function listCompanyReturns(firmId: string, companyId: string): Promise<TaxReturnItem[]> {
  const { data } = await TaxReturn.query.byCompany({ firmId, companyId }).go({ pages: 'all' });
  return data as TaxReturnItem[];
}

export async function getReturn(firmId: string, companyId: string, taxReturnId: string): Promise<TaxReturnItem | null> {
  return (
    ((await TaxReturn.get({ firmId, companyId, taxReturnId }).go({ consistent: true })).data as TaxReturnItem | null) ??
    null
  );
}

export async function listReturnEvents(firmId: string, companyId: string, taxReturnId: string) {
  const { data } = await TaxReturnEvent.query
    .byReturn({ firmId, companyId, taxReturnId })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

/** A return by id alone (the index is eventually consistent; the item is read again by its key). */
export async function findReturn(firmId: string, taxReturnId: string): Promise<TaxReturnItem | null> {
  const { data } = await TaxReturn.query.byId({ firmId, taxReturnId }).go({ limit: 1 });
  const hit = (data as TaxReturnItem[])[0];
  return hit ? getReturn(firmId, hit.companyId, taxReturnId) : null;
}
