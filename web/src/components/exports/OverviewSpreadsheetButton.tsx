import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { saveBlob } from '../../api/conversations';
import { exportsApi } from '../../api/exports';
import { exportLabels as l } from '../../texts/exports';
import { toastError } from '../../toast';
import { dispositionFileName, overviewSpreadsheetIds, serverError } from './export-rules';

/**
 * MD §7 download_overview_page_as_spreadsheet on Collect: the selected questionnaires, or the page's rows when none
 * is selected, as an .xls under the name the server gives ('Collect overview.xls' when it gives none).
 */
export function OverviewSpreadsheetButton({
  selectedIds,
  pageIds,
  size = 'small',
}: {
  selectedIds: readonly string[];
  pageIds: readonly string[];
  size?: 'small' | 'medium';
}) {
  const [busy, setBusy] = useState(false);
  const ids = overviewSpreadsheetIds(selectedIds, pageIds);

  async function download() {
    if (busy || ids.length === 0) return;
    setBusy(true);
    const res = await exportsApi.overviewSpreadsheet(ids).finally(() => setBusy(false));
    if (!res.ok) return toastError(serverError(res.body) ?? l.overviewFailed);
    saveBlob(res.blob, dispositionFileName(res.disposition) ?? l.overviewFileName);
  }

  return (
    <Button
      size={size}
      icon={<ArrowDownloadRegular />}
      title={selectedIds.length > 0 ? l.downloadSpreadsheetHintSelected : l.downloadSpreadsheetHintPage}
      disabledFocusable={busy || ids.length === 0}
      onClick={() => void download()}
    >
      {l.downloadSpreadsheet}
    </Button>
  );
}
