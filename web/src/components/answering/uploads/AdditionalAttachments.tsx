/**
 * The questionnaire's additional attachments (QD §4 'Dragging a document between questions moves it from one answer
 * to another or to additional attachments', §5 Uploads, §9 'one second delay after an additional attachment upload
 * before reload'), at the end of the section that shows them: the documents attached, each with Preview, Remove and
 * Move to an upload question; Add attachments opens the dialog that names each file. A document chip dragged here
 * (or moved here by its Move menu) leaves its question. Files go through the presigned flow under their names, then
 * the attachments are answered once with every location, and the questionnaire is read again a second later.
 * Nothing is uploaded in a template preview; staff in the preview see the list read-only.
 */
import { Button, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { joinAnswer } from '@ledgerline/shared/answering';
import { answering } from '../../../api/answering';
import { answeringLabels as l, answeringSpec as t } from '../../../texts/answering';
import { useAnswering } from '../AnsweringContext';
import { moveTargets, uploadedLocations } from '../rules';
import { AttachmentsDialog, type AttachmentUpload } from './AttachmentsDialog';
import { DocumentChips } from './DocumentChips';
import { moveDocument, previewDocument } from './document-actions';
import { useDropZone } from './useDropZone';
import { uploadDocument } from './upload-document';

/** QD §9: the questionnaire is read again this long after an additional attachment upload. */
export const reloadAfterAttachingMs = 1000;

const useStyles = makeStyles({
  block: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  h3: { ...typographyStyles.body1Strong, margin: 0 },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  problem: { color: tokens.colorPaletteRedForeground1 },
  error: { display: 'flex', flexDirection: 'column', color: tokens.colorPaletteRedForeground1 },
});

/** Reads the questionnaire again a second after asked (QD §9), once, and not after the block is gone. */
function useReloadSoon() {
  const { questionnaire, onChanged } = useAnswering();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { company_id: companyId, id } = questionnaire;
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void answering.get(companyId, id).then((res) => res?.ok && onChanged(res.data.questionnaire));
    }, reloadAfterAttachingMs);
  };
}

export function AdditionalAttachments() {
  const s = useStyles();
  const headingId = useId();
  const { questionnaire, permissions, saveAnswer, errorOf } = useAnswering();
  const q = questionnaire.additional_attachments;
  const locations = uploadedLocations(q);
  const canUpload = permissions.uploads;
  // The dialog stays mounted once opened and closes with `open`; each opening starts afresh (its key).
  const [dialog, setDialog] = useState<{ files: File[]; key: number; open: boolean } | null>(null);
  const openDialog = (files: File[]) => setDialog((d) => ({ files, key: (d?.key ?? 0) + 1, open: true }));
  const addButton = useRef<HTMLButtonElement>(null);
  const closeDialog = () => {
    setDialog((d) => d && { ...d, open: false });
    // Focus goes back to Add attachments (the focus library's page-edge helpers pass axe only with focus in place).
    setTimeout(() => addButton.current?.focus(), 0);
  };
  const [busyText, setBusyText] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const reloadSoon = useReloadSoon();
  const error = errorOf(q.id);

  async function attach(uploads: AttachmentUpload[], notes: string[]) {
    const said = [...notes];
    const added: string[] = [];
    for (const { file, documentName } of uploads) {
      setBusyText(l.uploading(documentName));
      const res = await uploadDocument(
        {
          companyId: questionnaire.company_id,
          questionnaireId: questionnaire.id,
          path: questionnaire.answering.upload_path,
          taxYear: questionnaire.tax_year,
          documentName,
        },
        file,
      );
      if (res.ok) added.push(res.location);
      else said.push(res.message);
    }
    setBusyText(null);
    setProblems(said);
    closeDialog();
    if (added.length === 0) return;
    const saved = await saveAnswer(
      q,
      { answer: joinAnswer([...locations, ...added]), answer_by: null },
      t.documentsUploaded,
    );
    if (saved.ok) reloadSoon();
  }

  async function remove(location: string) {
    setProblems([]);
    const rest = locations.filter((x) => x !== location);
    await saveAnswer(q, { answer: rest.length ? joinAnswer(rest) : null, answer_by: null }, t.documentRemoved);
  }

  const zone = useDropZone(q, canUpload, {
    document: (location) => void moveDocument(saveAnswer, location, q),
    files: openDialog,
  });

  return (
    <section className={s.block} aria-labelledby={headingId} id={`question${q.id}`} tabIndex={-1}>
      <h3 id={headingId} className={s.h3}>
        {t.additionalAttachments}
      </h3>
      <p className={s.muted}>{l.attachmentsIntro}</p>
      {locations.length === 0 ? (
        <p className={s.muted}>{l.noAttachments}</p>
      ) : (
        <DocumentChips
          q={q}
          locations={locations}
          canChange={canUpload}
          moveTargets={moveTargets(questionnaire, q)}
          onPreview={(x) => void previewDocument(questionnaire.company_id, x)}
          onRemove={(x) => void remove(x)}
          onMove={(x, to) => {
            setProblems([]);
            void moveDocument(saveAnswer, x, to);
          }}
        />
      )}
      {/* Dropping is the pointer's shortcut; Add attachments and the Move menu do the same by keyboard */}
      <div {...zone}>
        <Button ref={addButton} icon={<AttachRegular />} disabled={!canUpload} onClick={() => openDialog([])}>
          {l.addAttachments}
        </Button>
        <Text size={200} className={s.muted}>
          {canUpload ? `${l.attachmentsDrop}. ${l.filesHint}` : l.filesHint}
        </Text>
      </div>
      {error && (
        <div role="alert" className={s.error}>
          {error.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </div>
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
      {dialog && (
        <AttachmentsDialog
          key={dialog.key}
          open={dialog.open}
          initialFiles={dialog.files}
          busyText={busyText}
          onDone={attach}
          onClose={closeDialog}
        />
      )}
    </section>
  );
}
