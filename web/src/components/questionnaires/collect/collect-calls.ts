/**
 * Collect's bulk calls that need more than api/questionnaires-staff.ts gives: delete and restore answer failures
 * with the spec's own texts (QD §8), so they are asked quietly here; and the primary contacts of entities, who get
 * the sign-in links.
 */
import { questionnaireRoutes as r } from '@ledgerline/shared/routes/questionnaires';
import { api } from '../../../api/client';
import { entities } from '../../../api/entities';

/** maxEntitiesByIds of the shared entity schemas, not imported from there: that module would bring zod along. */
const maxEntitiesByIds = 100;

/** Whether the questionnaires were deleted ('Something may have gone wrong...' otherwise, QD §8). */
export async function deleteQuestionnaires(ids: string[]): Promise<boolean> {
  const res = await api.call(r.deleteQuestionnaire, { questionnaire_ids: ids }, { quiet: true });
  return Boolean(res?.ok);
}

/** Restores one at a time (the route takes one id); whether every one was restored. */
export async function restoreQuestionnaires(ids: string[]): Promise<boolean> {
  let ok = true;
  for (const id of ids) {
    const res = await api.call(r.restoreDeletedQuestionnaire, { id }, { quiet: true });
    ok &&= Boolean(res?.ok);
  }
  return ok;
}

/**
 * The primary contacts of the entities (GET /v2/entities/by_ids, 100 at a time), each once: the users a sign-in
 * link goes to. null when a read failed (the client has shown why).
 */
export async function primaryContactIds(companyIds: string[]): Promise<string[] | null> {
  const ids = new Set<string>();
  for (let i = 0; i < companyIds.length; i += maxEntitiesByIds) {
    const res = await entities.byIds(companyIds.slice(i, i + maxEntitiesByIds));
    if (!res?.ok) return null;
    for (const e of res.data.entities) if (e.primary_contact) ids.add(e.primary_contact.id);
  }
  return [...ids];
}
