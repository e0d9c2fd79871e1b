/**
 * POST /integrations/create_folder (QD §5 'folder creation needs a non-empty name'): a folder in an existing one.
 * A deleted folder of the name comes back (empty of what was deleted with it: restore brings that back).
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { handle } from '../platform/handle';
import { Conflict } from '../platform/errors';
import { openForChange } from './document-access';
import { findFolder } from './find-item';
import { folderView } from './item-views';
import { reportDocumentChange } from './report-change';
import * as tree from './store/tree';
import { childPath } from './tree-paths';
import { folderChain } from '@ledgerline/shared/document-folders';

export const createFolder = handle(documentRoutes.createFolder, async ({ caller, input, ip, requestId }) => {
  const path = childPath(input.path, input.name);
  const company = await openForChange(caller, input.company_id, 'create_folder', true, input.path, path);
  await findFolder(caller.firmId, company.companyId, input.path);
  const existing = await tree.getFolder(caller.firmId, company.companyId, path);
  if (existing?.state === 'active') throw new Conflict(documentBrowserText.itemExists(input.name));
  const made = await tree.ensureFolderChain(caller.firmId, company.companyId, folderChain(path), caller.userId);
  await reportDocumentChange({
    firmId: caller.firmId,
    actorId: caller.userId,
    company,
    action: 'folder_created',
    title: 'Folder created',
    description: path,
    path,
    ip,
    requestId,
  });
  return { item: made ? folderView(made) : undefined, changed: 1, queued: false };
});
