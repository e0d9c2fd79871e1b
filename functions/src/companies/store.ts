import { Company } from '../platform/data/entities/company';

/** The entity an address (/admin/{hash}) names, if the firm has one. */
export async function findCompanyByHash(firmId: string, hashId: string) {
  const { data } = await Company.query.byHash({ firmId, hash_id: hashId }).go({ limit: 1 });
  return data[0] ?? null;
}
