/**
 * An upload question, in a section or on the document checklist (QD §3 upload, §5 Uploads): the documents it has,
 * an Upload button and a drop zone (files from the computer, or a document dragged from another upload question or
 * the additional attachments, QD §4), and the document option to choose first when the question has options. Each
 * file goes through the presigned flow; then the question is answered with every document's location (those it had
 * and the new ones). Files are checked first: at most 999, none over 150 MB, empty ones skipped (QD §5, §9).
 * Each document's chip shows what recognition made of it; after an upload on the checklist, with the firm's bulk
 * upload processor on, the questionnaire is read again while its documents process (QD §4, §9).
 * Nothing is dropped or uploaded in a template preview.
 */
import { Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { joinAnswer } from '@ledgerline/shared/answering';
import type { AnsweredQuestion } from '../../../api/answering';
import { answeringLabels as l, answeringSpec as t } from '../../../texts/answering';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { uploadFileProblems } from '../../ui/upload-files';
import { isPdf, useMultiFormConfirm } from '../../ui/MultiFormConfirmDialog';
import { useAnswering } from '../AnsweringContext';
import type { AnswerInputProps } from '../answer-input';
import { moveTargets, uploadedLocations } from '../rules';
import { DocumentChips } from './DocumentChips';
import { moveDocument, previewDocument } from './document-actions';
import { useDropZone } from './useDropZone';
import { uploadDocument } from './upload-document';
import { useChecklistReload } from './useChecklistReload';

const maxFiles = 999;

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground2 },
  option: { maxWidth: '480px' },
  hidden: { display: 'none' },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

export function UploadAnswer({
  q,
  disabled,
  checklist = false,
}: AnswerInputProps & {
  /** On the document checklist: files go as bulk documents. */
  checklist?: boolean;
}) {
  const s = useStyles();
  const { questionnaire, permissions, saveAnswer } = useAnswering();
  const input = useRef<HTMLInputElement>(null);
  const [option, setOption] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [progress, setProgress] = useState<string | null>(null);
  const locations = uploadedLocations(q);
  const canUpload = permissions.uploads && !disabled;
  const targets = moveTargets(questionnaire, q);
  // QD §2, §5: with the firm's bulk upload processor on, an upload with PDFs asks whether to split them by form.
  const splitOffered = useCurrentUser().data?.firm.preferences.bulk_upload_processor === true;
  const multiForm = useMultiFormConfirm(false);
  const reloadWhileProcessing = useChecklistReload();

  async function upload(files: File[]) {
    if (!canUpload || files.length === 0) return;
    if (q.options.length > 0 && !option) return setProblems([t.chooseDocumentOption]);
    const found = uploadFileProblems(files, maxFiles);
    const said: string[] = [];
    if (found.some((p) => p.kind === 'tooMany')) return setProblems([l.tooManyFiles]);
    for (const p of found)
      if (p.kind === 'tooLarge') said.push(l.fileTooLarge(p.file));
      else if (p.kind === 'empty') said.push(l.emptySkipped(p.file));
    const bad = new Set(found.flatMap((p) => ('file' in p ? [p.file] : [])));
    const sending = files.filter((f) => !bad.has(f.name));
    const pdfs = splitOffered ? sending.filter(isPdf).map((f) => f.name) : [];
    const choice = pdfs.length ? await multiForm.ask(pdfs) : null;
    if (pdfs.length && !choice) return setProblems(said);
    const added: string[] = [];
    for (const file of sending) {
      setProgress(l.uploading(file.name));
      const res = await uploadDocument(
        {
          companyId: questionnaire.company_id,
          questionnaireId: questionnaire.id,
          path: questionnaire.answering.upload_path,
          taxYear: questionnaire.tax_year,
          documentType: checklist ? 'bulk_document' : undefined,
          selectedOption: option || null,
          requiresSplitting: choice?.requiresSplitting === true && isPdf(file),
        },
        file,
      );
      if (res.ok) added.push(res.location);
      else said.push(res.message);
    }
    setProgress(null);
    setProblems(said);
    if (added.length === 0) return;
    const saved = await saveAnswer(
      q,
      { answer: joinAnswer([...locations, ...added]), answer_by: null },
      t.documentsUploaded,
    );
    // Recognition runs only with the processor on: without it nothing would ever be processing.
    if (saved.ok && checklist && splitOffered) reloadWhileProcessing();
  }

  async function remove(location: string) {
    setProblems([]);
    const rest = locations.filter((x) => x !== location);
    await saveAnswer(q, { answer: rest.length ? joinAnswer(rest) : null, answer_by: null }, t.documentRemoved);
  }

  async function move(location: string, to: AnsweredQuestion) {
    setProblems([]);
    await moveDocument(saveAnswer, location, to);
  }

  const zone = useDropZone(q, canUpload, {
    document: (location) => void move(location, q),
    files: (files) => void upload(files),
  });

  return (
    <div className={s.wrap}>
      <DocumentChips
        q={q}
        locations={locations}
        canChange={canUpload}
        moveTargets={targets}
        onPreview={(x) => void previewDocument(questionnaire.company_id, x)}
        onRemove={(x) => void remove(x)}
        onMove={(x, to) => void move(x, to)}
      />
      {q.options.length > 0 && (
        <Field className={s.option} label={l.documentOption}>
          <Select
            disabled={!canUpload}
            value={option}
            onChange={(_, d) => {
              setOption(d.value);
              setProblems([]);
            }}
          >
            <option value="">{l.chooseOne}</option>
            {q.options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {/* Dropping is the pointer's shortcut; the Upload button and the Move menu do the same by keyboard */}
      <div {...zone}>
        <input
          ref={input}
          className={s.hidden}
          type="file"
          multiple
          aria-hidden="true"
          tabIndex={-1}
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = '';
            void upload(files);
          }}
        />
        <Button
          icon={<ArrowUploadRegular />}
          disabled={!canUpload || progress !== null}
          aria-label={l.uploadTo(q.text)}
          onClick={() => input.current?.click()}
        >
          {l.upload}
        </Button>
        <Text size={200} className={s.hint}>
          {canUpload ? `${l.dropHere}. ${l.filesHint}` : l.filesHint}
        </Text>
      </div>
      {progress && (
        <Text role="status" size={200}>
          {progress}
        </Text>
      )}
      {problems.length > 0 && (
        <div role="alert">
          {problems.map((p) => (
            <Text key={p} block size={200} className={s.problem}>
              {p}
            </Text>
          ))}
        </div>
      )}
      {multiForm.dialog}
    </div>
  );
}
