/**
 * QD §2 Advisor questionnaire preview, 'a bulk upload processor (when enabled)': shown when the firm's preference
 * bulk_upload_processor is on. It sums up the questionnaire's extracted documents by status (QD §4: Processing,
 * Completed, Processed (needs Review), Failed), uploads several files at once as bulk documents of the questionnaire
 * (asking the Multi-Form Upload Confirmation when PDFs are among them), polls while they process (QD §9) and opens
 * the Bulk Upload Processor Review. The review loads on demand: react-pdf stays out of the preview's bundle.
 */
import { Badge, Button, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { ArrowUploadRegular, DocumentSearchRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { QuestionnaireDetail } from '../../api/questionnaires-staff';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { toastError, toastSuccess } from '../../toast';
import { CardSurface } from '../ui/CardSurface';
import { uploadFileProblems } from '../ui/upload-files';
import { isPdf, type SplitChoice, uploadBulkDocument } from './bulk-upload';
import { useMultiFormConfirm } from '../ui/MultiFormConfirmDialog';
import { statusSummary, statusTone } from './status-rules';
import { extractedLabels as l, extractedSpec as t } from './texts';
import { useExtractedDocuments } from './useExtractedDocuments';
import { useProcessingPoll } from './useProcessingPoll';

const ReviewDialog = lazy(() => import('./ReviewDialog'));

/** QD §5, §9: at most 999 files an upload. */
const maxFiles = 999;

const toneOfLabel: Record<string, 'informative' | 'success' | 'warning' | 'danger'> = {
  Processing: statusTone('processing'),
  Completed: statusTone('analysis_succeeded'),
  'Processed (needs Review)': statusTone('review_required'),
  Failed: statusTone('split_failed'),
};

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  h3: { ...typographyStyles.subtitle2, margin: 0 },
  hint: { color: tokens.colorNeutralForeground2, margin: 0 },
  summary: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  hidden: { display: 'none' },
  problem: { color: tokens.colorPaletteRedForeground1, margin: 0 },
});

export function BulkUploadProcessor({ q }: { q: QuestionnaireDetail }) {
  const { data: me } = useCurrentUser();
  if (me?.firm.preferences.bulk_upload_processor !== true) return null;
  return <ProcessorCard q={q} />;
}

function ProcessorCard({ q }: { q: QuestionnaireDetail }) {
  const s = useStyles();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const reviewButton = useRef<HTMLButtonElement>(null);
  const list = useExtractedDocuments(q.company_id, q.id, false);
  const poll = useProcessingPoll(q.company_id, q.id);
  const multiForm = useMultiFormConfirm(true);
  const [busy, setBusy] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  // Mounted at the first Review and kept, closed with `open` (it opens over the preview dialog); each opening anew.
  const [review, setReview] = useState<{ open: boolean; key: number } | null>(null);
  const docs = list.data?.extracted_documents ?? [];
  const summary = statusSummary(docs);

  async function upload(files: File[]) {
    if (files.length === 0 || busy) return;
    const found = uploadFileProblems(files, maxFiles);
    if (found.some((p) => p.kind === 'tooMany')) return setProblems([l.tooManyFiles]);
    const said: string[] = [];
    for (const p of found)
      if (p.kind === 'tooLarge') said.push(l.fileTooLarge(p.file));
      else if (p.kind === 'empty') said.push(l.emptySkipped(p.file));
    const bad = new Set(found.flatMap((p) => ('file' in p ? [p.file] : [])));
    const sending = files.filter((f) => !bad.has(f.name));
    setProblems(said);
    if (sending.length === 0) return;
    const pdfs = sending.filter(isPdf).map((f) => f.name);
    let choice: SplitChoice | null = null;
    if (pdfs.length) {
      choice = await multiForm.ask(pdfs);
      if (!choice) return;
    }

    const startedAt = Date.now();
    let sent = 0;
    for (const file of sending) {
      setBusy(l.uploading(file.name));
      const res = await uploadBulkDocument(
        { companyId: q.company_id, questionnaireId: q.id, path: q.answering.upload_path, taxYear: q.tax_year },
        file,
        choice,
      );
      if (res.ok) sent += 1;
      else said.push(`${file.name}: ${res.message}`);
    }
    setBusy(null);
    setProblems(said);
    if (sent < sending.length) toastError(t.uploadFailed);
    if (sent === 0) return;
    toastSuccess(t.uploaded);
    poll.start(startedAt);
  }

  const statusText = busy ?? (poll.polling && poll.processing !== null ? l.processing(poll.processing) : '');
  return (
    <CardSurface>
      <section aria-labelledby={headingId} className={s.section}>
        <h3 id={headingId} className={s.h3}>
          {l.cardTitle}
        </h3>
        <p className={s.hint}>{l.cardHint}</p>
        {docs.length === 0 && !list.isLoading ? (
          <p className={s.hint}>{l.nothingYet}</p>
        ) : (
          <ul className={s.summary} aria-label={l.summary}>
            {summary.map(({ label, count }) => (
              <li key={label}>
                <Badge appearance="tint" color={toneOfLabel[label] ?? 'informative'}>
                  {`${label}: ${count}`}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <div className={s.actions}>
          <input
            ref={input}
            className={s.hidden}
            type="file"
            multiple
            accept=".pdf,.png,.jpg,.jpeg,.gif,.heic,application/pdf,image/*"
            aria-hidden="true"
            tabIndex={-1}
            onChange={(e) => {
              const files = Array.from(e.currentTarget.files ?? []);
              e.currentTarget.value = '';
              void upload(files);
            }}
          />
          <Button icon={<ArrowUploadRegular />} disabled={busy !== null} onClick={() => input.current?.click()}>
            {l.upload}
          </Button>
          <Button
            ref={reviewButton}
            appearance="primary"
            icon={<DocumentSearchRegular />}
            onClick={() => setReview((r) => ({ open: true, key: (r?.key ?? 0) + 1 }))}
          >
            {l.review}
          </Button>
          <Text role="status" size={200}>
            {statusText}
          </Text>
        </div>
        {problems.length > 0 && (
          <div role="alert">
            {problems.map((p) => (
              <p key={p} className={s.problem}>
                {p}
              </p>
            ))}
          </div>
        )}
      </section>
      {multiForm.dialog}
      {review && (
        <Suspense fallback={null}>
          <ReviewDialog
            key={review.key}
            open={review.open}
            companyId={q.company_id}
            questionnaireId={q.id}
            onClose={() => {
              setReview((r) => r && { ...r, open: false });
              setTimeout(() => reviewButton.current?.focus(), 0);
            }}
          />
        </Suspense>
      )}
    </CardSurface>
  );
}
