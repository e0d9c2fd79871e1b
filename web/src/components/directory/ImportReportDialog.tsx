import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import useSWR from 'swr';
import { importText } from '@ledgerline/shared/imports';
import { LoadError } from '../../api/client';
import { type ImportDetail, importPath, imports } from '../../api/imports';
import { useSession } from '../../hooks/useSession';
import { usersLabels as l } from '../../texts/users';
import { toastError } from '../../toast';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  rows: { maxHeight: '50vh', overflowY: 'auto' },
  reasons: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The dialog shows this many rows; the downloaded CSV has them all. */
const rowsShown = 200;
/** How often an unfinished import is read again. */
const pollMs = 1500;

const finished = (d: ImportDetail | undefined) =>
  d !== undefined && d.import.status !== 'queued' && d.import.status !== 'processing';

/**
 * An import's report (FA §4.7, §7.9), opened by the import-finished notification's link /clients?import={id}: its
 * progress until it finishes, then each row imported or rejected and why, and the whole report to download as CSV.
 */
export function ImportReportDialog({ importId, onClose }: { importId: string; onClose: () => void }) {
  const s = useStyles();
  const session = useSession();
  const [downloading, setDownloading] = useState(false);
  const report = useSWR(
    session ? ([importPath, session.sid, importId] as const) : null,
    async () => {
      const res = await imports.get(importId, rowsShown);
      if (!res) throw new LoadError('network');
      if (!res.ok) throw new LoadError(res.error ?? 'error', res.status);
      return res.data;
    },
    {
      revalidateOnFocus: false,
      refreshInterval: (d) => (finished(d) ? 0 : pollMs),
      shouldRetryOnError: (err: { status?: number }) => err?.status === undefined || err.status >= 500,
    },
  );
  const d = report.data;

  async function download() {
    setDownloading(true);
    const res = await imports.downloadReport(importId);
    setDownloading(false);
    if (!res.ok) toastError(l.downloadReportFailed);
  }

  return (
    <Dialog open onOpenChange={(_, o) => !o.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{d ? l.importReportFor(d.import.document_name) : l.importReport}</DialogTitle>
          <DialogContent className={s.body}>
            {report.error ? (
              <MessageBar intent="error">
                <MessageBarBody>{report.error.message}</MessageBarBody>
              </MessageBar>
            ) : !d ? (
              <Spinner size="small" label={l.loadingImport} />
            ) : (
              <>
                <p role="status">{summaryOf(d)}</p>
                {d.rows.length > 0 && (
                  <div className={s.rows}>
                    <Table size="small" aria-label={l.importRows}>
                      <TableHeader>
                        <TableRow>
                          <TableHeaderCell>{l.importColumns.row}</TableHeaderCell>
                          <TableHeaderCell>{l.importColumns.name}</TableHeaderCell>
                          <TableHeaderCell>{l.importColumns.email}</TableHeaderCell>
                          <TableHeaderCell>{l.importColumns.result}</TableHeaderCell>
                          <TableHeaderCell>{l.importColumns.reasons}</TableHeaderCell>
                        </TableRow>
                      </TableHeader>
                      <TableBody>
                        {d.rows.map((r) => (
                          <TableRow key={r.row}>
                            <TableCell>{r.row}</TableCell>
                            <TableCell>{r.name || l.none}</TableCell>
                            <TableCell>{r.email || l.none}</TableCell>
                            <TableCell>
                              <Badge appearance="tint" color={r.status === 'accepted' ? 'success' : 'danger'}>
                                {r.status === 'accepted' ? l.importAccepted : l.importRejected}
                              </Badge>
                            </TableCell>
                            <TableCell>
                              {r.reasons.length ? (
                                <ul className={s.reasons}>
                                  {r.reasons.map((why) => (
                                    <li key={why}>{why}</li>
                                  ))}
                                </ul>
                              ) : (
                                l.none
                              )}
                            </TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </div>
                )}
                {d.next_rows_after !== null && <p className={s.muted}>{l.importMoreRows}</p>}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {l.close}
            </Button>
            {finished(d) && d?.import.status === 'completed' && (
              <Button
                appearance="primary"
                icon={<ArrowDownloadRegular />}
                disabledFocusable={downloading}
                onClick={() => void download()}
              >
                {l.downloadReport}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function summaryOf(d: ImportDetail): string {
  const i = d.import;
  if (i.status === 'queued') return l.importQueued;
  if (i.status === 'processing') return l.importInProgress(i.rows_done, i.rows_total);
  if (i.status === 'failed') return l.importFailed(i.error ?? '');
  if (i.status === 'received') return importText.fileReceived;
  return l.importSummary(i.rows_accepted, i.rows_rejected);
}
