import { Dialog, DialogSurface, makeStyles, useFocusFinders } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import type { DocumentItem } from '../../api/documents';
import type { ExportStarted } from '../../api/exports';
import type { ExportTarget } from './export-rules';
import { ExportOptionsStep } from './ExportOptionsStep';
import { ExportProgressStep } from './ExportProgressStep';
import { saveLink } from '../ui/save-link';
import { UnattachedStep } from './UnattachedStep';
import { useExportNotificationsRefresh } from './useExportNotifications';

const useStyles = makeStyles({
  surface: {
    width: 'min(640px, calc(100vw - 32px))',
    maxWidth: 'none',
    boxSizing: 'border-box',
    // Full width on a phone, as the app's other dialogs.
    '@media (max-width: 640px)': { width: '100vw', maxWidth: '100vw', borderRadius: 0 },
  },
});

type Step = { name: 'unattached' } | { name: 'options' } | { name: 'progress'; started: ExportStarted };

/**
 * QD §2 the export of questionnaires, one dialog whose content goes step by step: Unattached Documents first when
 * the preview found recent uploads to offer (one questionnaire), then Export Questionnaire(s), then Export in progress
 * when the export went to the background. A file made at once is downloaded and the dialog closes. The notifications
 * are read again 2 s after an export and 6 s after the dialog closes (QD §7).
 *
 * One dialog rather than one per step: over the preview dialog, a Fluent dialog unmounted while open leaves the
 * dialog below hidden from assistive technology. `open` keeps it mounted there (as the preview's other dialogs);
 * Collect mounts it only while open.
 */
export function ExportQuestionnairesDialog({
  targets,
  unattached = [],
  open = true,
  onAttached,
  onClose,
}: {
  targets: readonly ExportTarget[];
  /** The entity's recent uploads outside any questionnaire, offered first (one questionnaire only). */
  unattached?: readonly DocumentItem[];
  open?: boolean;
  /** Some were attached: the caller's document lists are out of date. */
  onAttached?: () => void;
  onClose: () => void;
}) {
  const s = useStyles();
  const surface = useRef<HTMLDivElement>(null);
  const { findFirstFocusable } = useFocusFinders();
  const refresh = useExportNotificationsRefresh();
  const exported = useRef(false);
  const [step, setStep] = useState<Step>(() =>
    unattached.length > 0 && targets.length === 1 ? { name: 'unattached' } : { name: 'options' },
  );

  // A new step replaces the button that had the focus: the focus goes to the new step's first control.
  const shown = useRef(step.name);
  useEffect(() => {
    if (shown.current === step.name) return;
    shown.current = step.name;
    if (surface.current) findFirstFocusable(surface.current)?.focus();
  }, [step.name, findFirstFocusable]);

  const close = () => {
    if (exported.current) refresh.afterClose();
    onClose();
  };

  const started = (answer: ExportStarted) => {
    exported.current = true;
    refresh.afterExport();
    if (answer.status === 'ready' && answer.link) {
      saveLink(answer.link, answer.file_name);
      return close();
    }
    setStep({ name: 'progress', started: answer });
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface ref={surface} className={s.surface}>
        {step.name === 'unattached' && (
          <UnattachedStep
            questionnaireId={targets[0]!.id}
            documents={unattached}
            onAttached={onAttached}
            onContinue={() => setStep({ name: 'options' })}
            onCancel={close}
          />
        )}
        {step.name === 'options' && (
          <ExportOptionsStep targets={targets} onCancel={close} onSaved={close} onStarted={started} />
        )}
        {step.name === 'progress' && (
          <ExportProgressStep started={step.started} total={targets.length} onClose={close} />
        )}
      </DialogSurface>
    </Dialog>
  );
}
