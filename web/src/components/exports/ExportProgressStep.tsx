import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { exportsApi, type ExportStarted } from '../../api/exports';
import { exportLabels as l, exportSpec as t } from '../../texts/exports';
import { toastError } from '../../toast';
import { serverError } from './export-rules';
import { saveLink } from '../ui/save-link';
import { useExportStatus } from './useExportStatus';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  // Native: Fluent's ProgressBar brings the motion library for one bar.
  bar: { width: '100%', height: '8px' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * QD §2 Export in progress, once an export has gone to the background: 'You will receive a notification when the zip
 * file is ready for download.' (QD §8), how many questionnaires are done of how many (read with the backoff of QD §9
 * until it ends), what the user can do meanwhile, then Download once ready (a fresh link to the file) or the
 * failure. Closing stops the reading.
 */
export function ExportProgressStep({
  started,
  total,
  onClose,
}: {
  started: ExportStarted;
  total: number;
  onClose: () => void;
}) {
  const s = useStyles();
  const ids = useId();
  const { view, notFound } = useExportStatus(started.id, false);
  const [busy, setBusy] = useState(false);
  const status = view?.status ?? started.status;
  const all = Math.max(view?.total ?? total, 0);
  const done = Math.min(view?.done ?? 0, all);

  async function download() {
    if (busy) return;
    setBusy(true);
    const res = await exportsApi.fileLink(started.id);
    setBusy(false);
    if (!res?.ok) return toastError(serverError(res?.body) ?? l.downloadFailed);
    saveLink(res.data.link, res.data.file_name);
  }

  return (
    <DialogBody>
      <DialogTitle>{t.progressTitle}</DialogTitle>
      <DialogContent className={s.body}>
        <Text>{t.queued}</Text>
        <div className={s.progress}>
          <label htmlFor={`${ids}-bar`}>{l.progressLabel}</label>
          <progress id={`${ids}-bar`} className={s.bar} max={all || 1} value={done} />
          <Text aria-live="polite">{l.progress(done, all)}</Text>
        </div>
        {status === 'ready' && <Text role="status">{l.ready}</Text>}
        {status === 'failed' && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{l.failedWith(view?.error ?? null)}</MessageBarBody>
          </MessageBar>
        )}
        {notFound && (
          <MessageBar intent="error">
            <MessageBarBody>{t.exportNotFound}</MessageBarBody>
          </MessageBar>
        )}
        <Text className={s.muted}>{l.keepWorking}</Text>
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" onClick={onClose}>
          {l.close}
        </Button>
        {status === 'ready' && (
          <Button appearance="primary" disabledFocusable={busy} onClick={() => void download()}>
            {l.download}
          </Button>
        )}
      </DialogActions>
    </DialogBody>
  );
}
