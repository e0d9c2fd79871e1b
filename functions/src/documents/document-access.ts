/**
 * Who may read and change an entity's documents (QD §4 Documents, §6). Reading: the entity's staff and its active
 * owners (platform/company-access); a client never reaches a staff-only folder, which answers as if it did not
 * exist. Changing: staff always; a client unless they or the entity are read-only, and only where the firm lets
 * clients change things ('Disabled by firm'). A firm that hides Documents from clients
 * (hide_documents_view_from_clients) refuses a client all of these.
 */
import type { Caller } from '@ledgerline/shared/access';
import {
  clientActionProblem,
  isStaffOnly,
  type ClientActionPreferences,
  type ClientDocumentAction,
} from '@ledgerline/shared/document-folders';
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { openCompany } from '../platform/company-access';
import { Forbidden, NotFound } from '../platform/errors';
import { assertDocumentsShownTo } from '../platform/firm-flag-checks';
import { whyCannotUpload } from './rules';
import * as store from './store';

export type OpenedCompany = Awaited<ReturnType<typeof openCompany>>;

/** The entity, for reading its documents at `paths` (404 for a client's staff-only path, as for a missing one). */
export async function openDocuments(caller: Caller, companyId: string, ...paths: string[]): Promise<OpenedCompany> {
  const company = await openCompany(caller, companyId);
  if (!caller.isAdvisor && paths.some(isStaffOnly)) throw new NotFound('folder', documentBrowserText.folderNotFound);
  // FA §2.3: a firm may hide Documents from its clients (the entity is opened first: another firm's answers 404).
  await assertDocumentsShownTo(caller);
  return company;
}

/** The entity, for a change by the caller in each of `paths`; refuses a client as the screens do. */
export async function openForChange(
  caller: Caller,
  companyId: string,
  action: ClientDocumentAction,
  onFolder: boolean,
  ...paths: string[]
): Promise<OpenedCompany> {
  const company = await openDocuments(caller, companyId, ...paths);
  const refusal = whyCannotUpload(caller, company);
  if (refusal) throw new Forbidden(refusal);
  if (caller.isAdvisor) return company;
  const preferences = ((await store.getFirm(caller.firmId))?.preferences ?? {}) as ClientActionPreferences;
  for (const path of paths) {
    const problem = clientActionProblem(action, path, onFolder, preferences);
    if (problem) throw new Forbidden(problem);
  }
  return company;
}
