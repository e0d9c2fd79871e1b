/**
 * GET /imports/{id}: an import's progress and a page of its report (FA §4.7): each row accepted or rejected and why,
 * in file order, all rows or only the rejected ones. Another firm's id is a plain 404.
 */
import { importRoutes } from '@ledgerline/shared/routes/imports';
import { importText } from '@ledgerline/shared/imports';
import { handle } from '../platform/handle';
import { presignDownload } from '../platform/adapters/files';
import { NotFound } from '../platform/errors';
import { importRowView, importView } from './views';
import * as store from './store';

export const getImport = handle(importRoutes.getImport, async ({ input, caller }) => {
  const [item, page] = await Promise.all([
    store.getImport(caller.firmId, input.id),
    store.listRows(caller.firmId, input.id, input.rows, input.rows_after, input.rows_limit),
  ]);
  if (!item) throw new NotFound('import', importText.importNotFound);
  const last = page.items[page.items.length - 1];
  return {
    import: importView(item),
    // A spreadsheet importer's result has no file of its own.
    file_link: item.file_format === 'json' ? null : await presignDownload(item.file_key, item.document_name),
    rows: page.items.map(importRowView),
    next_rows_after: page.more && last ? last.row : null,
  };
});
