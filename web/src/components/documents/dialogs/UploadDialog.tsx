import {
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
  mergeClasses,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DismissRegular } from '@fluentui/react-icons';
import { useId, useRef, useState, type DragEvent } from 'react';
import { ui } from '../../../messages';
import { toastSuccess } from '../../../toast';
import { documentsLabels as l, documentsSpec as t } from '../../../texts/documents';
import { inTurns, uploadOne } from '../upload-one';
import { addPicked, tooManyFiles, uploadVerdict } from '../upload-rules';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  drop: {
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalL,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    textAlign: 'center',
  },
  over: { backgroundColor: tokens.colorBrandBackground2 },
  hidden: { display: 'none' },
  files: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxHeight: '320px',
    overflowY: 'auto',
  },
  file: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  fileBody: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '4px', overflowWrap: 'anywhere' },
  progress: { width: '100%', height: '8px', accentColor: tokens.colorBrandBackground },
  error: { color: tokens.colorPaletteRedForeground1 },
  note: { color: tokens.colorNeutralForeground2 },
});

type FileState = 'waiting' | 'sending' | 'done' | 'skipped' | 'failed';
interface Picked {
  key: string;
  file: File;
  name: string;
  progress: number;
  state: FileState;
  message?: string;
}

/**
 * QD §2 Upload Documents into the open folder: several files (up to 999, 150 MB each, checked before any link is
 * asked for; empty files skipped; a second file of a name dropped), each with its progress bar and, when it was
 * refused, the server's words beside it. 'Document(s) uploaded successfully' once any arrived; the dialog closes
 * when all did, and otherwise stays with what went wrong (Upload then sends only those again).
 */
export function UploadDialog({
  companyId,
  folder,
  folderLabel,
  onUploaded,
  onClose,
}: {
  companyId: string;
  folder: string;
  folderLabel: string;
  onUploaded: () => void;
  onClose: () => void;
}) {
  const s = useStyles();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<Picked[]>([]);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const update = (key: string, change: Partial<Picked>) =>
    setFiles((fs) => fs.map((f) => (f.key === key ? { ...f, ...change } : f)));

  function pick(list: FileList | null) {
    if (!list?.length) return;
    const now = Date.now();
    const added = Array.from(list, (file, i) => ({
      key: `${now}-${i}`,
      file,
      name: file.name,
      progress: 0,
      state: 'waiting' as const,
    }));
    setFiles((fs) => addPicked(fs, added));
    setProblem(null);
  }

  async function upload() {
    if (busy) return;
    const todo = files.filter((f) => f.state === 'waiting' || f.state === 'failed');
    if (todo.length === 0) return setProblem(l.chooseAtLeastOne);
    if (tooManyFiles(files.length)) return setProblem(l.tooManyFiles);
    setBusy(true);
    setProblem(null);
    let arrived = 0;
    let failed = 0;
    const send: Picked[] = [];
    for (const f of todo) {
      const verdict = uploadVerdict(f.file);
      if (verdict === 'empty') update(f.key, { state: 'skipped', message: l.emptySkipped(f.name) });
      else if (verdict === 'too-large') {
        failed++;
        update(f.key, { state: 'failed', message: l.fileTooLarge(f.name) });
      } else send.push(f);
    }
    await inTurns(send, 3, async (f) => {
      update(f.key, { state: 'sending', progress: 0, message: undefined });
      const outcome = await uploadOne(companyId, folder, f.file, (p) => update(f.key, { progress: p }));
      if (outcome.ok) {
        arrived++;
        update(f.key, {
          state: 'done',
          progress: 1,
          message: outcome.duplicate ? t.alreadyUploaded(f.name) : undefined,
        });
      } else {
        failed++;
        update(f.key, { state: 'failed', message: outcome.message });
      }
    });
    setBusy(false);
    if (arrived > 0) {
      toastSuccess(t.uploaded);
      onUploaded();
    }
    if (failed > 0) setProblem(t.uploadError);
    // All arrived: done. A skipped empty file keeps the dialog open, with the note saying so.
    else if (arrived === send.length && send.length === todo.length) onClose();
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    if (!busy) pick(e.dataTransfer.files);
  }

  const remaining = files.filter((f) => f.state === 'waiting' || f.state === 'failed').length;
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t.uploadDocuments}</DialogTitle>
          <DialogContent className={s.body}>
            <Text className={s.note}>{l.uploadTo(folderLabel)}</Text>
            {problem && (
              <div role="alert">
                <MessageBar intent="error" layout="multiline">
                  <MessageBarBody>{problem}</MessageBarBody>
                </MessageBar>
              </div>
            )}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's shortcut; the button below does the same by keyboard */}
            <div
              className={mergeClasses(s.drop, over && s.over)}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(true);
              }}
              onDragLeave={() => setOver(false)}
              onDrop={onDrop}
            >
              <Text>{l.dropHere}</Text>
              <input
                ref={input}
                className={s.hidden}
                type="file"
                multiple
                aria-hidden="true"
                tabIndex={-1}
                onChange={(e) => {
                  pick(e.currentTarget.files);
                  e.currentTarget.value = '';
                }}
              />
              <Button
                icon={<ArrowUploadRegular />}
                disabled={busy}
                aria-describedby={`${ids}-hint`}
                onClick={() => input.current?.click()}
              >
                {l.chooseFiles}
              </Button>
              <Text id={`${ids}-hint`} size={200} className={s.note}>
                {l.filesHint}
              </Text>
            </div>
            {files.length > 0 && (
              <ul className={s.files} aria-label={l.filesChosen}>
                {files.map((f) => (
                  <li key={f.key} className={s.file}>
                    <div className={s.fileBody}>
                      <label htmlFor={`${ids}-${f.key}`}>{f.name}</label>
                      {/* Native: Fluent's ProgressBar brings the motion library for one bar. */}
                      <progress
                        id={`${ids}-${f.key}`}
                        className={s.progress}
                        max={1}
                        value={f.state === 'done' ? 1 : f.progress}
                        aria-describedby={f.message ? `${ids}-${f.key}-note` : undefined}
                      />
                      {(f.message || f.state === 'done') && (
                        <Text
                          id={`${ids}-${f.key}-note`}
                          size={200}
                          className={f.state === 'failed' ? s.error : s.note}
                        >
                          {f.message ?? l.uploadedFile}
                        </Text>
                      )}
                    </div>
                    {!busy && f.state !== 'done' && (
                      <Button
                        appearance="subtle"
                        icon={<DismissRegular />}
                        aria-label={l.removeFile(f.name)}
                        onClick={() => setFiles((fs) => fs.filter((x) => x.key !== f.key))}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <Button disabled={busy} onClick={onClose}>
              {remaining === 0 && files.length > 0 ? l.close : ui.cancel}
            </Button>
            <Button appearance="primary" disabledFocusable={busy || remaining === 0} onClick={() => void upload()}>
              {busy ? l.uploading : l.upload}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
