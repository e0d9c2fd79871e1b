/**
 * A question's answer state and the buttons that change it (QD §4 Answer states per question):
 * - Not applicable: 'Mark N/A' / 'Answer Question' ('Not Applicable' / 'Make Applicable' for uploads), unless the
 *   question disables it.
 * - Answer later with a date, undone by 'Answer Now'; Upload later (uploads) undone by Undo; both off past the due
 *   date, with 'Questionnaire is past the due date.'.
 * - Provided elsewhere (uploads, unless the firm turned it off), undone by Undo.
 * - Marked completed by the firm: a read-only notice; staff Mark Completed (only unanswered or already completed
 *   questions) and undo it, and set the staff Upload Later whose save removes the documents.
 * Switching an upload question that has files to provided elsewhere or upload later asks first. A template preview
 * shows the client's buttons, disabled.
 */
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { answerMarkers, formatDueDate } from '@ledgerline/shared/answering';
import type { AnsweredQuestion } from '../../../api/answering';
import { answeringLabels as l, answeringSpec as t } from '../../../texts/answering';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useAnswering } from '../AnsweringContext';
import { answerStateOf, laterClosed, questionAnchor, staffMayMarkCompleted, uploadedLocations } from '../rules';
import { LaterDialog } from '../../ui/LaterDialog';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  notice: { fontStyle: 'italic' },
  muted: { color: tokens.colorNeutralForeground2 },
});

type Pending = 'providedElsewhere' | 'uploadLater' | null;

export function AnswerStates({
  q,
  ready,
  children,
}: {
  q: AnsweredQuestion;
  ready: boolean;
  /** More tools for the same row (the question's Notes). */
  children?: ReactNode;
}) {
  const s = useStyles();
  const { questionnaire, mode, permissions, saveAnswer } = useAnswering();
  // The dialogs stay mounted once used and close with `open`: one unmounted while open leaves the focus library's
  // page-edge helpers behind (axe's aria-hidden-focus). A new key on each opening starts the date afresh.
  const [later, setLater] = useState<'answer' | 'upload' | null>(null);
  const [laterKind, setLaterKind] = useState<'answer' | 'upload' | null>(null);
  const [laterKey, setLaterKey] = useState(0);
  const [confirm, setConfirm] = useState<Pending>(null);
  const [confirmUsed, setConfirmUsed] = useState(false);
  const openLater = (kind: 'answer' | 'upload') => {
    setLaterKind(kind);
    setLaterKey((k) => k + 1);
    setLater(kind);
  };
  const askFirst = (what: Exclude<Pending, null>) => {
    setConfirmUsed(true);
    setConfirm(what);
  };
  const [busy, setBusy] = useState(false);
  const state = answerStateOf(q);
  const upload = q.question_type === 'upload';
  const files = upload ? uploadedLocations(q).length : 0;
  const closed = laterClosed(questionnaire);
  const a = questionnaire.answering;
  const template = mode === 'admin-template';
  const client = permissions.answer || template;
  const off = template || busy || !ready;

  async function save(body: { answer: string | null; answer_by: string | null }, success: string) {
    setBusy(true);
    await saveAnswer(q, body, success);
    setBusy(false);
    // The button pressed is gone with the old state: the keyboard stays on the question, not the page's start.
    setTimeout(() => {
      if (document.activeElement === document.body) document.getElementById(questionAnchor(q.id))?.focus();
    }, 0);
  }

  const notice = (() => {
    switch (state) {
      case 'notApplicable':
        return l.notApplicable;
      case 'answerLater':
        return l.answerLaterBy(formatDueDate(q.answer_by!));
      case 'uploadLater':
        return l.uploadLaterBy(formatDueDate(q.answer_by!));
      case 'providedElsewhere':
        return l.providedElsewhere;
      case 'markedCompleted':
        return mode === 'client' ? l.markedCompletedByFirm : l.markedCompletedStaff;
      default:
        return null;
    }
  })();

  const buttons: ReactNode[] = [];
  if (client) {
    if (state === 'normal') {
      if (!q.disable_not_applicable)
        buttons.push(
          <Button
            key="na"
            size="small"
            disabled={off}
            onClick={() =>
              void save(
                { answer: answerMarkers.notApplicable, answer_by: null },
                upload ? t.markedNotApplicable : t.saved,
              )
            }
          >
            {upload ? t.uploadNotApplicable : t.markNotApplicable}
          </Button>,
        );
      if (upload && !a.disable_provided_elsewhere)
        buttons.push(
          <Button
            key="pe"
            size="small"
            disabled={off}
            onClick={() =>
              files > 0
                ? askFirst('providedElsewhere')
                : void save({ answer: answerMarkers.providedElsewhere, answer_by: null }, t.markedProvidedElsewhere)
            }
          >
            {t.providedElsewhere}
          </Button>,
        );
      if (!q.disable_answer_later)
        buttons.push(
          <Button
            key="later"
            size="small"
            disabled={off || closed}
            onClick={() => (upload && files > 0 ? askFirst('uploadLater') : openLater(upload ? 'upload' : 'answer'))}
          >
            {upload ? t.uploadLater : t.answerLater}
          </Button>,
        );
    } else if (state !== 'markedCompleted' && !template) {
      const label =
        state === 'notApplicable'
          ? upload
            ? t.makeApplicable
            : t.answerQuestion
          : state === 'answerLater'
            ? t.answerNow
            : t.undo;
      buttons.push(
        <Button
          key="undo"
          size="small"
          disabled={off}
          onClick={() => void save({ answer: null, answer_by: null }, t.undone)}
        >
          {label}
        </Button>,
      );
    }
  }

  if (permissions.staff) {
    if (staffMayMarkCompleted(q))
      buttons.push(
        state === 'markedCompleted' ? (
          <Button
            key="mc"
            size="small"
            disabled={off}
            onClick={() => void save({ answer: null, answer_by: null }, t.undoMarkedCompleted)}
          >
            {l.undoMarkCompleted}
          </Button>
        ) : (
          <Button
            key="mc"
            size="small"
            disabled={off}
            onClick={() =>
              void save(
                { answer: answerMarkers.markedCompleted, answer_by: null },
                upload ? t.markedCompletedDoc : t.questionMarkedCompleted,
              )
            }
          >
            {t.markCompleted}
          </Button>
        ),
      );
    if (upload && state === 'uploadLater')
      buttons.push(
        <Button
          key="ul"
          size="small"
          disabled={off}
          onClick={() => void save({ answer: null, answer_by: null }, t.undone)}
        >
          {t.undo}
        </Button>,
      );
    else if (upload && state !== 'markedCompleted')
      buttons.push(
        <Button key="ul" size="small" disabled={off || closed} onClick={() => openLater('upload')}>
          {t.uploadLater}
        </Button>,
      );
  }

  const showPastDue = closed && (client || permissions.staff) && state === 'normal' && !q.disable_answer_later;
  return (
    <>
      {notice && (
        <Text className={s.notice} role="status">
          {notice}
        </Text>
      )}
      <div className={s.row}>
        {buttons}
        {children}
      </div>
      {showPastDue && (
        <Text size={200} className={s.muted}>
          {t.pastDue}
        </Text>
      )}
      {confirmUsed && (
        <ConfirmDialog
          open={confirm !== null}
          title={l.confirmSwitchTitle}
          confirmLabel={l.confirmSwitch}
          onClose={() => setConfirm(null)}
          onConfirm={() => {
            const next = confirm;
            setConfirm(null);
            if (next === 'uploadLater') openLater('upload');
            else void save({ answer: answerMarkers.providedElsewhere, answer_by: null }, t.markedProvidedElsewhere);
          }}
        >
          {l.confirmSwitchBody(files)}
        </ConfirmDialog>
      )}
      {laterKind && (
        <LaterDialog
          key={laterKey}
          open={later !== null}
          kind={laterKind}
          today={a.today}
          dueDate={questionnaire.due_date}
          warnDocuments={files > 0}
          onClose={() => setLater(null)}
          onSave={async (date) => {
            await save({ answer: null, answer_by: date }, t.saved);
            setLater(null);
          }}
        />
      )}
    </>
  );
}
