import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { maxDropFiles } from '@ledgerline/shared/drop-links';
import { dropLinks } from '../api/drop-links';
import { putWithProgress } from '../api/uploads';
import { AuthLayout } from '../components/AuthLayout';
import { dropFolderName, firmNameOfDropId } from '../components/drop-link/drop-link-rules';
import { PageHeading } from '../components/PageHeading';
import { RouterLink } from '../components/RouterLink';
import { FilePicker } from '../components/ui/FilePicker';
import { addByName, uploadFileProblems } from '../components/ui/upload-files';
import { UploadFileList } from '../components/ui/UploadFileList';
import { dropLinkLabels as l, dropLinkSpec as t } from '../texts/drop-link';
import { toastSuccess } from '../toast';
import { isEmail } from '../validation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

type FieldName = 'name' | 'email' | 'files';
interface PickedFile {
  key: string;
  file: File;
  progress: number;
  /** Why this file was not sent, when it was not. */
  error?: string;
}
interface Result {
  accepted: string[];
  /** Refused by the API (by their bytes) or not sent (with why). */
  rejected: { name: string; why?: string }[];
}

/**
 * FA §2.9 /drop-link?id&signin (no sign-in): anyone with the firm's link uploads documents with their name and
 * email. Each file goes straight to storage through a presigned link (with its progress), then the firm is
 * notified and the page says which files it kept ('Upload successful'). The firm's name comes from the link
 * (FA §9); a 'Sign in' link shows unless signin=0.
 */
export default function DropLinkPage() {
  const s = useStyles();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const showSignIn = params.get('signin') !== '0';
  const firmName = firmNameOfDropId(id);
  const [values, setValues] = useState({ name: '', email: '', description: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(id ? null : l.invalidLinkText);
  const [result, setResult] = useState<Result | null>(null);

  const setFile = (key: string, change: Partial<PickedFile>) =>
    setFiles((fs) => fs.map((f) => (f.key === key ? { ...f, ...change } : f)));

  function pick(list: File[]) {
    const now = Date.now();
    const added = list.map((file, i) => ({ key: `${now}-${i}-${file.name}`, file, progress: 0 }));
    setFiles((fs) => addByName(fs, added, (f) => f.file.name));
    setErrors((e) => ({ ...e, files: undefined }));
  }

  function validate(): Partial<Record<FieldName, string>> {
    const e: Partial<Record<FieldName, string>> = {};
    if (!values.name.trim()) e.name = l.nameRequired;
    if (!isEmail(values.email)) e.email = l.emailInvalid;
    if (!files.length) e.files = l.noFiles;
    const problems = uploadFileProblems(
      files.map((f) => ({ name: f.file.name, size: f.file.size })),
      maxDropFiles,
    );
    if (problems.length)
      e.files = problems
        .map((p) =>
          p.kind === 'tooMany' ? l.tooManyFiles : p.kind === 'tooLarge' ? l.fileTooLarge(p.file) : l.emptyFile(p.file),
        )
        .join(' ');
    return e;
  }

  /** Sends one file; null when it went, else why not. A link that is not valid (any more) stops the whole drop. */
  async function send(f: PickedFile, folder: string): Promise<{ error?: string; stop?: string }> {
    const link = await dropLinks.uploadLink({
      firm_id: id,
      folder_location: folder,
      file_name: f.file.name,
      size_bytes: f.file.size,
      content_type: f.file.type || 'application/octet-stream',
    });
    if (!link) return { stop: l.networkError };
    if (link.status === 403 || link.status === 429) return { stop: link.error ?? l.invalidLinkText };
    if (link.status === 413) return { error: l.fileTooLarge(f.file.name) };
    if (!link.ok) return { error: link.error ?? l.uploadFailed(f.file.name) };
    const status = await putWithProgress(link.data, f.file, (p) => setFile(f.key, { progress: p }));
    if (status === 0) return { stop: l.networkError };
    if (status < 200 || status >= 300) return { error: l.uploadFailed(f.file.name) };
    setFile(f.key, { progress: 1 });
    return {};
  }

  async function upload() {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const folder = dropFolderName(values.name, new Date());
      const notSent: Result['rejected'] = [];
      for (const f of files) {
        setFile(f.key, { progress: 0, error: undefined });
        const r = await send(f, folder);
        if (r.stop) return setProblem(r.stop);
        if (r.error) {
          setFile(f.key, { error: r.error });
          notSent.push({ name: f.file.name, why: r.error });
        }
      }
      if (notSent.length === files.length) return setProblem(notSent.map((n) => n.why).join(' '));
      const res = await dropLinks.notify({
        firm_id: id,
        folder_name: folder,
        name: values.name.trim(),
        email: values.email.trim(),
        ...(values.description.trim() ? { description: values.description.trim() } : {}),
      });
      if (!res) return setProblem(l.networkError);
      if (!res.ok) return setProblem(res.error ?? l.networkError);
      toastSuccess(res.data.message || t.uploaded);
      setResult({
        accepted: res.data.accepted,
        rejected: [...res.data.rejected.map((name) => ({ name })), ...notSent],
      });
      setFiles([]);
    } finally {
      setBusy(false);
    }
  }

  const heading = firmName ? l.heading(firmName) : l.genericHeading;
  return (
    <AuthLayout footer={false}>
      <PageHeading>{heading}</PageHeading>
      {result ? (
        <div className={s.form}>
          <div role="status">
            <MessageBar intent="success" layout="multiline">
              <MessageBarBody>{t.uploaded}</MessageBarBody>
            </MessageBar>
          </div>
          {result.accepted.length > 0 && (
            <section aria-label={l.accepted}>
              <Text weight="semibold">{l.accepted}</Text>
              <ul className={s.list}>
                {result.accepted.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </section>
          )}
          {result.rejected.length > 0 && (
            <section aria-label={l.rejected}>
              <Text weight="semibold">{l.rejected}</Text>
              <ul className={s.list}>
                {result.rejected.map((r) => (
                  <li key={r.name}>{r.why ?? r.name}</li>
                ))}
              </ul>
            </section>
          )}
          <Button appearance="primary" onClick={() => setResult(null)}>
            {l.uploadMore}
          </Button>
          {showSignIn && <RouterLink to="/signin">{l.signIn}</RouterLink>}
        </div>
      ) : (
        <form
          className={s.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void upload();
          }}
        >
          <Text>{l.pageIntro}</Text>
          {problem && (
            <div role="alert">
              <MessageBar intent="error" layout="multiline">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            </div>
          )}
          <Field
            label={l.name}
            required
            validationMessage={errors.name}
            validationState={errors.name ? 'error' : 'none'}
          >
            <Input
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(_, d) => {
                setValues((v) => ({ ...v, name: d.value }));
                setErrors((e) => ({ ...e, name: undefined }));
              }}
            />
          </Field>
          <Field
            label={l.email}
            required
            validationMessage={errors.email}
            validationState={errors.email ? 'error' : 'none'}
          >
            <Input
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(_, d) => {
                setValues((v) => ({ ...v, email: d.value }));
                setErrors((e) => ({ ...e, email: undefined }));
              }}
            />
          </Field>
          <Field label={l.description}>
            <Textarea
              name="description"
              resize="vertical"
              maxLength={2000}
              value={values.description}
              onChange={(_, d) => setValues((v) => ({ ...v, description: d.value }))}
            />
          </Field>
          <FilePicker
            title={l.files}
            chooseLabel={l.chooseFiles}
            hint={l.filesHint}
            error={errors.files}
            disabled={busy}
            onFiles={pick}
          />
          <UploadFileList
            label={l.files}
            files={files.map((f) => ({
              key: f.key,
              name: f.file.name,
              progress: f.progress,
              note: f.error,
              tone: 'error',
              removable: !busy,
            }))}
            removeLabel={l.remove}
            onRemove={(key) => setFiles((fs) => fs.filter((x) => x.key !== key))}
          />
          <Button type="submit" appearance="primary" disabledFocusable={busy || !id}>
            {busy ? l.uploading : l.upload}
          </Button>
          {showSignIn && <RouterLink to="/signin">{l.signIn}</RouterLink>}
        </form>
      )}
    </AuthLayout>
  );
}
