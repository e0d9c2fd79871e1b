/**
 * Add attachments (QD §5 Uploads: 'Additional attachments need a document name per file before Done. Empty files
 * are skipped and duplicate names dropped.'): files are chosen (or dropped), each gets a document name that starts
 * as its file name without the extension, and Done stays off until every file has one. Done hands the files, each
 * under its name, to the caller, which uploads them while the dialog waits.
 */
import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { answeringLabels as l } from '../../../texts/answering';
import { FilePicker } from '../../ui/FilePicker';
import { FormDialog } from '../../ui/FormDialog';
import {
  addChosen,
  attachmentNameProblem,
  attachmentsReady,
  attachmentUploads,
  type ChosenAttachment,
} from './attachment-files';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  files: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  file: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  field: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  remove: { marginTop: '26px' },
  notes: { color: tokens.colorNeutralForeground2 },
});

export interface AttachmentUpload {
  file: File;
  documentName: string;
}

export function AttachmentsDialog({
  open,
  initialFiles,
  busyText,
  onDone,
  onClose,
}: {
  open: boolean;
  /** Files dropped on the attachments before the dialog opened. */
  initialFiles: readonly File[];
  /** What is being uploaded, while Done works. */
  busyText: string | null;
  /** Uploads the files; `notes` say what was skipped or dropped on the way. */
  onDone: (uploads: AttachmentUpload[], notes: string[]) => Promise<void>;
  onClose: () => void;
}) {
  const s = useStyles();
  const [start] = useState(() => addChosen<File>([], initialFiles));
  const [chosen, setChosen] = useState<ChosenAttachment<File>[]>(start.chosen);
  const [notes, setNotes] = useState<string[]>(start.notes);
  const [busy, setBusy] = useState(false);

  const choose = (files: File[]) => {
    const next = addChosen(chosen, files);
    setChosen(next.chosen);
    setNotes(next.notes);
  };
  const rename = (i: number, name: string) => setChosen((c) => c.map((x, j) => (j === i ? { ...x, name } : x)));
  const drop = (i: number) => setChosen((c) => c.filter((_, j) => j !== i));

  return (
    <FormDialog
      open={open}
      title={l.addAttachments}
      submitLabel={l.done}
      canSubmit={attachmentsReady(chosen) && !busy}
      noValidate
      onClose={() => !busy && onClose()}
      onSubmit={async () => {
        if (!attachmentsReady(chosen) || busy) return;
        const planned = attachmentUploads(chosen);
        setBusy(true);
        await onDone(planned.uploads, [...notes, ...planned.notes]);
        setBusy(false);
      }}
    >
      <div className={s.body}>
        <FilePicker
          title={l.filesToAttach}
          chooseLabel={l.chooseFiles}
          hint={l.filesHint}
          dropText={l.dropHere}
          disabled={busy}
          onFiles={choose}
        />
        {chosen.length > 0 && (
          <ul className={s.files} aria-label={l.filesToAttach}>
            {chosen.map((c, i) => {
              const problem = attachmentNameProblem(c.name, c.file.name);
              return (
                <li key={c.file.name} className={s.file}>
                  <Field
                    className={s.field}
                    label={l.documentNameFor(c.file.name)}
                    required
                    validationState={problem ? 'error' : 'none'}
                    validationMessage={problem ?? undefined}
                  >
                    <Input value={c.name} disabled={busy} onChange={(_, d) => rename(i, d.value)} />
                  </Field>
                  <Button
                    className={s.remove}
                    appearance="subtle"
                    icon={<DismissRegular />}
                    disabled={busy}
                    aria-label={l.removeChosen(c.file.name)}
                    onClick={() => drop(i)}
                  />
                </li>
              );
            })}
          </ul>
        )}
        {notes.length > 0 && (
          <div role="status">
            {notes.map((n) => (
              <Text key={n} block size={200} className={s.notes}>
                {n}
              </Text>
            ))}
          </div>
        )}
        {busyText && (
          <Text role="status" size={200}>
            {busyText}
          </Text>
        )}
      </div>
    </FormDialog>
  );
}
