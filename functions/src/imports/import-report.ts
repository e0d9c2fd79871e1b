/**
 * GET /imports/{id}/report: the import's report as CSV (RFC 4180, UTF-8 with a byte-order mark for Excel): every row,
 * accepted or rejected and why. Cells a spreadsheet would run as a formula are escaped: the names are anyone's input.
 */
import { stringify } from 'csv-stringify/sync';
import { importRoutes } from '@ledgerline/shared/routes/imports';
import { importText } from '@ledgerline/shared/imports';
import { handle } from '../platform/handle';
import { fileReply } from '../platform/http';
import { NotFound } from '../platform/errors';
import { importRowView } from './views';
import * as store from './store';

export const reportColumns = ['Row', 'Status', 'Name', 'Email', 'Reason', 'User ID', 'Entity ID'] as const;

export const downloadImportReport = handle(importRoutes.downloadImportReport, async ({ input, caller }) => {
  const item = await store.getImport(caller.firmId, input.id);
  if (!item) throw new NotFound('import', importText.importNotFound);
  const records: string[][] = [];
  for await (const page of store.allRows(caller.firmId, item.importId))
    for (const r of page.map(importRowView))
      records.push([
        String(r.row),
        r.status === 'accepted' ? 'Accepted' : 'Rejected',
        r.name,
        r.email ?? '',
        r.reasons.join('; '),
        r.user_id ?? '',
        r.company_id ?? '',
      ]);
  const body = stringify(records, {
    header: true,
    columns: [...reportColumns],
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  return fileReply({ body, contentType: 'text/csv; charset=utf-8', filename: `import-report-${item.importId}.csv` });
});
