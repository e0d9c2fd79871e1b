/**
 * FA §2.5 Import dialog (FA §4.7 flow: choose the import type, choose files, upload, success message; FA §5.7
 * rules). Kept apart from the Users page so the imports work can grow it on its own.
 */
import {
  Field,
  Input,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  clientListTypeLabels,
  clientListTypes,
  importKindLabels,
  importTemplateFileNames,
  importText,
  variousAssignee,
  type ClientListType,
  type ImportKind,
} from '@ledgerline/shared/imports';
import { imports } from '../../api/imports';
import { useFirmUsers } from '../../hooks/useFirmUsers';
import { importLabels as l } from '../../texts/imports';
import { FormDialog } from '../ui/FormDialog';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  templates: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  files: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** The kinds staff choose here (rollover items imports are for internal admins and one firm only, FA §9). */
const offeredKinds: ImportKind[] = ['client_list', 'staff_list', 'zipped_rollover_items', 'other_document'];
const noAssignee = '';

/**
 * FA §5.7 as the dialog checks it before uploading: the server runs the same rules (importUploadProblems in
 * @ledgerline/shared/schemas/imports, which this page does not import: it would bring zod into the bundle).
 */
function uploadProblems(u: {
  kind: ImportKind | '';
  listType: ClientListType | '';
  assignee: string;
  comment: string;
  taxSoftware: string;
  files: readonly File[];
}): Record<string, string> {
  const p: Record<string, string> = {};
  if (!u.kind) p.documentType = importText.fileTypeRequired;
  if (u.kind === 'client_list' && !u.listType) p.listType = importText.listTypeRequired;
  if (u.kind === 'other_document' && !u.comment.trim()) p.comment = importText.descriptionRequired;
  if (u.kind === 'zipped_rollover_items' && !u.taxSoftware.trim()) p.taxSoftware = importText.taxSoftwareRequired;
  if (!u.assignee) p.assignedFirmUserId = importText.assigneeRequired;
  if (!u.files.length) p.file = importText.fileRequired;
  return p;
}

/** FA §5.7: empty files are skipped and a second file of the same name is dropped. */
export function filesToUpload(files: readonly File[]): File[] {
  const seen = new Set<string>();
  return files.filter((f) => {
    if (f.size === 0 || seen.has(f.name)) return false;
    seen.add(f.name);
    return true;
  });
}

export function ImportDialog({ onClose }: { onClose: () => void }) {
  const s = useStyles();
  const firmUsers = useFirmUsers();
  const [kind, setKind] = useState<ImportKind | ''>('');
  const [listType, setListType] = useState<ClientListType | ''>('');
  const [assignee, setAssignee] = useState(noAssignee);
  const [taxSoftware, setTaxSoftware] = useState('');
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string[] | null>(null);
  const [failed, setFailed] = useState<string[]>([]);

  const problems = uploadProblems({ kind, listType, assignee, comment, taxSoftware, files });
  const shown = tried ? problems : {};

  async function submit() {
    if (done) return onClose();
    setTried(true);
    if (busy || Object.keys(problems).length || !kind) return;
    setBusy(true);
    const messages: string[] = [];
    const errors: string[] = [];
    for (const file of files) {
      const outcome = await imports.upload(file, {
        documentType: kind,
        listType: kind === 'client_list' ? listType || null : null,
        assignedFirmUserId: assignee === String(variousAssignee) ? variousAssignee : assignee,
        comment: comment.trim() || null,
        taxSoftware: taxSoftware.trim() || null,
      });
      if (outcome.ok) messages.push(outcome.message);
      else errors.push(`${file.name}: ${outcome.error ?? l.uploadFailed}`);
    }
    setBusy(false);
    setFailed(errors);
    if (messages.length) setDone([...new Set(messages)]);
  }

  return (
    <FormDialog
      title={l.title}
      submitLabel={done ? l.close : l.upload}
      canSubmit
      noValidate
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={s.form}>
        {done?.map((m) => (
          <MessageBar key={m} intent="success" layout="multiline">
            <MessageBarBody>{m}</MessageBarBody>
          </MessageBar>
        ))}
        {failed.map((m) => (
          <MessageBar key={m} intent="error" layout="multiline">
            <MessageBarBody>{m}</MessageBarBody>
          </MessageBar>
        ))}
        {!done && (
          <>
            <Field label={l.fileType} required validationMessage={shown.documentType}>
              <Select value={kind} onChange={(_, d) => setKind(d.value as ImportKind | '')}>
                <option value="">{l.chooseFileType}</option>
                {offeredKinds.map((k) => (
                  <option key={k} value={k}>
                    {importKindLabels[k]}
                  </option>
                ))}
              </Select>
            </Field>
            {kind === 'client_list' && (
              <>
                <Field label={l.listType} required validationMessage={shown.listType}>
                  <Select value={listType} onChange={(_, d) => setListType(d.value as ClientListType | '')}>
                    <option value="">{l.chooseListType}</option>
                    {clientListTypes.map((t) => (
                      <option key={t} value={t}>
                        {clientListTypeLabels[t]}
                      </option>
                    ))}
                  </Select>
                </Field>
                <div className={s.templates}>
                  {clientListTypes.map((t) => (
                    <Link
                      key={t}
                      as="button"
                      type="button"
                      onClick={() => void imports.template(t, importTemplateFileNames[t])}
                    >
                      {l.template(clientListTypeLabels[t])}
                    </Link>
                  ))}
                </div>
              </>
            )}
            <Field label={l.assignee} required validationMessage={shown.assignedFirmUserId}>
              <Select value={assignee} onChange={(_, d) => setAssignee(d.value)}>
                <option value={noAssignee}>{l.chooseAssignee}</option>
                {kind === 'client_list' && <option value={String(variousAssignee)}>{l.various}</option>}
                {(firmUsers.data ?? []).map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.full_name || u.email}
                  </option>
                ))}
              </Select>
            </Field>
            {kind === 'zipped_rollover_items' && (
              <Field label={l.taxSoftware} required validationMessage={shown.taxSoftware}>
                <Input value={taxSoftware} maxLength={100} onChange={(_, d) => setTaxSoftware(d.value)} />
              </Field>
            )}
            <Field
              label={kind === 'other_document' ? l.description : l.comment}
              required={kind === 'other_document'}
              validationMessage={shown.comment}
            >
              <Textarea value={comment} maxLength={2000} onChange={(_, d) => setComment(d.value)} />
            </Field>
            <Field label={l.files} required validationMessage={shown.file}>
              {/* A native input gets the Field's id and aria props only through this render function: with an id
                  of its own, the Field's label pointed at nothing and the input had no name (axe 'label'). */}
              {(control) => (
                <input
                  {...control}
                  type="file"
                  multiple
                  onChange={(e) => setFiles(filesToUpload([...(e.target.files ?? [])]))}
                />
              )}
            </Field>
            {files.length > 0 && (
              <ul className={s.files} aria-label={l.chosenFiles}>
                {files.map((f) => (
                  <li key={f.name}>{f.name}</li>
                ))}
              </ul>
            )}
            {busy && <p role="status">{l.uploading}</p>}
          </>
        )}
      </div>
    </FormDialog>
  );
}
