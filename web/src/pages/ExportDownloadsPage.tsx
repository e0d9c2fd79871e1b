import { Button, MessageBar, MessageBarBody, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { type ReactNode, useId, useState } from 'react';
import { useParams } from 'react-router';
import { exportsApi } from '../api/exports';
import { serverError } from '../components/exports/export-rules';
import { saveLink } from '../components/ui/save-link';
import { useExportStatus } from '../components/exports/useExportStatus';
import { PageHeading } from '../components/PageHeading';
import { exportLabels as l, exportSpec as t } from '../texts/exports';
import { toastError } from '../toast';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  facts: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    maxWidth: '100%',
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, width: 'min(360px, 100%)' },
  // Native: Fluent's ProgressBar brings the motion library for one bar.
  bar: { width: '100%', height: '8px' },
});

/**
 * /export-downloads/{exportId} (the export notification's link, QD §7 download_attached_document): the export's file
 * name and status, read again until it ends (QD §9 backoff), and Download once ready, which asks for a fresh
 * short-lived link and follows it. An export that is not this user's, or gone, is 'Export not found'; a failed one
 * shows why.
 */
export default function ExportDownloadsPage() {
  const s = useStyles();
  const ids = useId();
  const { exportId = '' } = useParams();
  const { view, notFound, failing } = useExportStatus(exportId, true);
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    const res = await exportsApi.fileLink(exportId).finally(() => setBusy(false));
    if (res?.status === 404) return toastError(t.exportNotFound);
    if (!res?.ok) return toastError(serverError(res?.body) ?? l.downloadFailed);
    saveLink(res.data.link, res.data.file_name);
  }

  let body: ReactNode;
  if (notFound)
    body = (
      <Text role="alert" weight="semibold">
        {t.exportNotFound}
      </Text>
    );
  else if (!view) body = failing ? <Text role="status">{l.pageLoadFailed}</Text> : <Spinner label={l.pageLoading} />;
  else {
    const running = view.status === 'queued' || view.status === 'running';
    body = (
      <>
        <dl className={s.facts}>
          <dt className={s.term}>{l.file}</dt>
          <dd className={s.value}>{view.file_name}</dd>
          <dt className={s.term}>{l.status}</dt>
          <dd className={s.value} aria-live="polite">
            {l.statuses[view.status]}
          </dd>
        </dl>
        {running && (
          <div className={s.progress}>
            <label htmlFor={`${ids}-bar`}>{l.progressLabel}</label>
            <progress id={`${ids}-bar`} className={s.bar} max={view.total || 1} value={view.done} />
            <Text>{l.progress(view.done, view.total)}</Text>
          </div>
        )}
        {view.status === 'failed' && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{l.failedWith(view.error)}</MessageBarBody>
          </MessageBar>
        )}
        {view.status !== 'failed' && (
          <Button
            appearance="primary"
            icon={<ArrowDownloadRegular />}
            disabledFocusable={busy || view.status !== 'ready'}
            onClick={() => void download()}
          >
            {l.download}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className={s.page}>
      <PageHeading>{l.downloadHeading}</PageHeading>
      {body}
    </div>
  );
}
