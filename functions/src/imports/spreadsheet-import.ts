/**
 * POST /integrations/handle_one_schema_success (FA §7.9): a spreadsheet importer's result, rows given as JSON. The
 * same pipeline as an uploaded list: the rows are kept beside the import and the job works through them.
 */
import { importRoutes } from '@ledgerline/shared/routes/imports';
import { handle } from '../platform/handle';
import { recordsOfJson } from './parse';
import { importFileKey, newImportId } from './rules';
import { checkAssignee, startClientList, takenMessage } from './take-import';
import { importView } from './views';

export const handleSpreadsheetImport = handle(importRoutes.handleSpreadsheetImport, async ({ input, caller }) => {
  await checkAssignee(caller, input.assignedFirmUserId);
  const importId = newImportId(new Date());
  const list = recordsOfJson(input.listType, input.records);
  const item = await startClientList(
    caller,
    {
      importId,
      kind: 'client_list',
      listType: input.listType,
      documentName: input.documentName,
      assignee: input.assignedFirmUserId,
      comment: input.comment,
      fileKey: importFileKey(caller.firmId, importId, 'spreadsheet-result'),
      fileFormat: 'json',
    },
    list,
  );
  return { message: takenMessage('client_list'), import: importView(item) };
});
