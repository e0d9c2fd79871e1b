import { Button, makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import {
  ArrowExportRegular,
  EyeRegular,
  LinkRegular,
  LockClosedRegular,
  LockOpenRegular,
  TaskListAddRegular,
} from '@fluentui/react-icons';
import type { QuestionnaireDetail } from '../../../api/questionnaires-staff';
import { previewLabels as l, previewSpec as t } from '../../../texts/questionnaire-preview';
import type { QuestionnaireActions } from './useQuestionnaireActions';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * QD §2 the dialog's header buttons: Copy Link (not for a draft, which has no link yet), Preview, Lock or Unlock
 * (asked first, by the parent), Request additional items (QD §4: disabled when locked; 'Add Additional Items' for a
 * draft, 'Send Additional Items' otherwise) and Export (the parent looks up the recent uploads, then opens the
 * export's dialog).
 */
export function HeaderActions({
  q,
  actions,
  onPreview,
  onLock,
  onRequestItems,
  onExport,
  exportChecking,
}: {
  q: QuestionnaireDetail;
  actions: QuestionnaireActions;
  onPreview: () => void;
  onLock: (opener: HTMLElement) => void;
  onRequestItems: (opener: HTMLElement) => void;
  onExport: (opener: HTMLElement) => void;
  /** The recent uploads are being looked up before the export dialog opens. */
  exportChecking: boolean;
}) {
  const s = useStyles();
  const busy = actions.busy !== null;
  const request = (
    <Button
      icon={<TaskListAddRegular />}
      disabledFocusable={q.locked}
      disabled={busy && !q.locked}
      onClick={(e) => onRequestItems(e.currentTarget)}
    >
      {q.is_draft ? t.addAdditionalItems : t.sendAdditionalItems}
    </Button>
  );
  return (
    <div className={s.bar} role="toolbar" aria-label={l.actions}>
      {!q.is_draft && (
        <Button icon={<LinkRegular />} disabled={busy} onClick={() => void actions.copyLink()}>
          {t.copyLink}
        </Button>
      )}
      <Button icon={<EyeRegular />} onClick={onPreview}>
        {t.preview}
      </Button>
      <Button
        icon={q.locked ? <LockOpenRegular /> : <LockClosedRegular />}
        disabled={busy}
        onClick={(e) => onLock(e.currentTarget)}
      >
        {q.locked ? t.unlock : t.lock}
      </Button>
      {q.locked ? (
        <Tooltip content={l.requestLockedReason} relationship="description">
          {request}
        </Tooltip>
      ) : (
        request
      )}
      <Button
        icon={<ArrowExportRegular />}
        disabledFocusable={exportChecking}
        onClick={(e) => onExport(e.currentTarget)}
      >
        {t.export}
      </Button>
    </div>
  );
}
