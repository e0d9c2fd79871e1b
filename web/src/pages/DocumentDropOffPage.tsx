import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { documentDropOff, type DropOffRef, type DropOffView } from '../api/document-drop-off';
import { AuthLayout } from '../components/AuthLayout';
import { Loading } from '../components/Loading';
import { PageHeading } from '../components/PageHeading';
import { dropOffRefOf, dueDateText, planPick } from '../components/document-drop-off/drop-off-rules';
import { sendDropOffFile } from '../components/document-drop-off/send-file';
import { FilePicker } from '../components/ui/FilePicker';
import { UploadFileList, type UploadFileRow } from '../components/ui/UploadFileList';
import { formatDate } from '../format/dateTime';
import { dropOffLabels as l, dropOffSpec as t } from '../texts/document-drop-off';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  about: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
  questionnaire: { ...typographyStyles.subtitle2, margin: 0, color: tokens.colorNeutralForeground1 },
  live: { display: 'flex', flexDirection: 'column' },
  second: { marginTop: tokens.spacingVerticalS },
  retry: { alignSelf: 'flex-start' },
});

type View =
  | { state: 'loading' }
  | { state: 'open'; drop: DropOffView }
  /** The link takes nothing (not valid, expired, closed): the server's words, and no dropzone. */
  | { state: 'closed'; message: string; drop?: DropOffView }
  | { state: 'offline' };

type FileState = 'waiting' | 'sending' | 'done' | 'skipped' | 'failed';
interface Row {
  key: string;
  file: File;
  progress: number;
  state: FileState;
  note?: string;
}

const toneOf = {
  waiting: 'neutral',
  sending: 'neutral',
  done: 'success',
  skipped: 'neutral',
  failed: 'error',
} as const;

/** What the link is for, or why it takes nothing (the server's words), or that the network failed. */
async function viewOf(ref: DropOffRef): Promise<View> {
  const res = await documentDropOff.get(ref);
  if (!res) return { state: 'offline' };
  return res.ok ? { state: 'open', drop: res.data } : { state: 'closed', message: res.error ?? l.notFound };
}

/**
 * QD §2 /document-drop-off?questionnaireId&companyId (no sign-in): whoever has a Document Drop Off link uploads
 * documents for its questionnaire. The page says whose and which (firm, questionnaire, tax year) and until when the
 * link works (§9: 7 days from sending). Files are dropped or chosen (§5: at most 999 at a time, 150 MB each, checked
 * before any upload link is asked for; empty files skipped with a note; a name once per pick), and each goes
 * straight to storage with its progress bar, then is checked and kept in the questionnaire's folder; each file
 * says what became of it (the server's words when refused). A batch with one file kept says 'Document(s) uploaded
 * successfully'. A link that is not valid, expired or closed shows the server's words and no dropzone.
 */
export default function DocumentDropOffPage() {
  const s = useStyles();
  const [params] = useSearchParams();
  const ref = useMemo(() => dropOffRefOf(params), [params]);
  const [view, setView] = useState<View>(() => (ref ? { state: 'loading' } : { state: 'closed', message: l.notFound }));
  const [rows, setRows] = useState<Row[]>([]);
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const nextKey = useRef(0);

  useEffect(() => {
    let live = true;
    setView(ref ? { state: 'loading' } : { state: 'closed', message: l.notFound });
    if (ref) void viewOf(ref).then((v) => live && setView(v));
    return () => {
      live = false;
    };
  }, [ref]);

  // A file dropped beside the drop zone would open in place of the page (and end the uploads): not here.
  useEffect(() => {
    const keep = (e: DragEvent) => e.preventDefault();
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  function tryAgain() {
    if (!ref) return;
    setView({ state: 'loading' });
    void viewOf(ref).then(setView);
  }

  const update = (key: string, change: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));

  async function upload(files: File[]) {
    if (busy || view.state !== 'open' || !ref) return;
    setUploaded(false);
    const plan = planPick(files);
    if (plan.tooMany) return setProblem(l.tooManyFiles);
    setProblem(null);
    const batch: Row[] = plan.files.map(({ file, verdict }) => ({
      key: String(nextKey.current++),
      file,
      progress: 0,
      ...(verdict === 'empty'
        ? { state: 'skipped' as const, note: l.emptySkipped(file.name) }
        : verdict === 'too-large'
          ? { state: 'failed' as const, note: l.fileTooLarge(file.name) }
          : { state: 'waiting' as const, note: l.waiting }),
    }));
    setRows((rs) => [...rs, ...batch]);
    let kept = 0;
    let failed = batch.filter((r) => r.state === 'failed').length;
    const todo = batch.filter((r) => r.state === 'waiting');
    setBusy(true);
    try {
      for (const [i, row] of todo.entries()) {
        update(row.key, { state: 'sending', note: l.uploading });
        const outcome = await sendDropOffFile(ref, row.file, (p) => update(row.key, { progress: p }));
        if (outcome.kind === 'ok') {
          kept++;
          update(row.key, { state: 'done', progress: 1, note: l.uploadedFile });
          continue;
        }
        failed++;
        update(row.key, { state: 'failed', progress: 0, note: outcome.message });
        if (outcome.kind === 'stop') {
          // The rest of the batch is not sent: the link takes nothing more, or not from this network for now.
          for (const rest of todo.slice(i + 1)) update(rest.key, { state: 'failed', note: outcome.message });
          failed += todo.length - i - 1;
          if (outcome.closed) setView({ state: 'closed', message: outcome.message, drop: view.drop });
          else setProblem(outcome.message);
          break;
        }
      }
    } finally {
      setBusy(false);
    }
    setUploaded(kept > 0);
    if (failed > 0) setProblem((p) => p ?? t.uploadError);
  }

  const drop = view.state === 'open' || view.state === 'closed' ? view.drop : undefined;
  const due = dueDateText(drop?.due_date);
  const alert = view.state === 'closed' ? view.message : view.state === 'offline' ? l.loadFailed : problem;
  const list: UploadFileRow[] = rows.map((r) => ({
    key: r.key,
    name: r.file.name,
    progress: r.state === 'done' ? 1 : r.progress,
    note: r.note,
    tone: toneOf[r.state],
  }));
  return (
    <AuthLayout footer={false}>
      <PageHeading>{drop ? l.heading(drop.firm_name) : l.genericHeading}</PageHeading>
      <div className={s.page}>
        {drop && (
          <div className={s.about}>
            <h2 className={s.questionnaire}>{drop.questionnaire_name}</h2>
            <Text>{due ? `${l.taxYear(drop.tax_year)} · ${l.due(due)}` : l.taxYear(drop.tax_year)}</Text>
            {view.state === 'open' && <Text>{l.expires(formatDate(drop.expires_at))}</Text>}
          </div>
        )}
        {view.state === 'loading' && <Loading label={l.loading} />}
        {view.state === 'open' && <Text>{l.intro}</Text>}
        {/* Always there, so what a batch ends with is read out when it appears. */}
        <div className={s.live}>
          <div role="status">
            {uploaded && (
              <MessageBar intent="success" layout="multiline">
                <MessageBarBody>{t.uploaded}</MessageBarBody>
              </MessageBar>
            )}
          </div>
          <div role="alert">
            {alert && (
              <MessageBar className={uploaded ? s.second : undefined} intent="error" layout="multiline">
                <MessageBarBody>{alert}</MessageBarBody>
              </MessageBar>
            )}
          </div>
        </div>
        {view.state === 'offline' && (
          <Button className={s.retry} onClick={tryAgain}>
            {l.tryAgain}
          </Button>
        )}
        {view.state === 'open' && (
          <FilePicker
            title={l.files}
            chooseLabel={l.chooseFiles}
            hint={l.filesHint}
            dropText={l.dropHere}
            disabled={busy}
            onFiles={(files) => void upload(files)}
          />
        )}
        <UploadFileList label={l.yourFiles} files={list} />
      </div>
    </AuthLayout>
  );
}
