/**
 * FA §2.5, §5.4 bulk 'update client assignments' from the tax returns table: the assignment is a client's (their
 * primary-owned entities follow), so the selected rows' entities become their primary owners, each once, with the
 * firm group the dropdown's choices depend on. An entity without a primary owner has nobody to assign. Pure.
 */
export interface AssignmentClient {
  id: string;
  firm_group_id: string | null;
}

export function primaryOwnersOf(
  entities: readonly { primary_contact: { id: string } | null; firm_group_id: string | null }[],
): AssignmentClient[] {
  const byId = new Map<string, AssignmentClient>();
  for (const e of entities)
    if (e.primary_contact && !byId.has(e.primary_contact.id))
      byId.set(e.primary_contact.id, { id: e.primary_contact.id, firm_group_id: e.firm_group_id });
  return [...byId.values()];
}

/** The distinct entities of the selected rows (several returns of one entity are one entity). */
export const distinctCompanies = (companyIds: Iterable<string>): string[] => [...new Set(companyIds)];
