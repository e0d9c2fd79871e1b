import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { collectSpecText as spec, collectText as t } from '../../../texts/collect';
import { toastSuccess } from '../../../toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

const useStyles = makeStyles({
  bar: { marginBottom: tokens.spacingVerticalM },
  body: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * QD §2 queue status banner: shown while the send backlog is above 0 and polling is on, with the count; the user
 * can stop polling, or cancel what is still queued (after a confirmation: those clients then get nothing).
 */
export function QueueStatusBanner({
  count,
  onStop,
  onClear,
}: {
  count: number;
  onStop: () => Promise<void>;
  onClear: () => Promise<string | null>;
}) {
  const s = useStyles();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  async function clear() {
    setConfirming(false);
    setBusy(true);
    const message = await onClear();
    setBusy(false);
    if (message) toastSuccess(message);
  }
  return (
    <>
      <MessageBar className={s.bar} intent="info" layout="multiline">
        <MessageBarBody>
          <span className={s.body} role="status">
            <Spinner size="tiny" aria-hidden="true" />
            {t.sending(count)}
          </span>
        </MessageBarBody>
        <MessageBarActions>
          <Button size="small" disabledFocusable={busy} onClick={() => void onStop()}>
            {spec.stopPolling}
          </Button>
          <Button size="small" disabledFocusable={busy} onClick={() => setConfirming(true)}>
            {t.clearQueued}
          </Button>
        </MessageBarActions>
      </MessageBar>
      {confirming && (
        <ConfirmDialog
          title={t.clearQueued}
          confirmLabel={t.clearQueuedAction}
          onConfirm={() => void clear()}
          onClose={() => setConfirming(false)}
        >
          {t.clearQueuedConfirm}
        </ConfirmDialog>
      )}
    </>
  );
}
