/**
 * A section's numbered questions (QD §2 Section renderer, 'numbering nests three levels: 1., 1.1, 1.1.1'): each
 * shown question with its number, text, Optional badge, the prior-year pill, its answer field by type, its answer
 * state, its notes and any save failure; its shown follow-ups nest under it. An entries question's children are its
 * columns, shown inside its entries. Each question's block is the #question{id} anchor.
 */
import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { AnsweredQuestion } from '../../api/answering';
import { answeringLabels as l, answeringSpec as t } from '../../texts/answering';
import { useAnswering } from './AnsweringContext';
import type { AnswerInputProps } from './answer-input';
import { BooleanAnswer, MultipleAnswer, SelectAnswer } from './inputs/ChoiceAnswer';
import { EntriesAnswer } from './inputs/EntriesAnswer';
import { TextAnswer } from './inputs/TextAnswer';
import { QuestionNotes } from './notes/QuestionNotes';
import { answerStateOf, questionAnchor, visibleQuestions } from './rules';
import { AnswerStates } from './states/AnswerStates';
import { UploadAnswer } from './uploads/UploadAnswer';
import { useEntryReady } from './useEntryReady';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  nested: {
    listStyleType: 'none',
    margin: `${tokens.spacingVerticalS} 0 0`,
    padding: `0 0 0 ${tokens.spacingHorizontalL}`,
    borderLeft: `2px solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    flexDirection: 'column',
  },
  item: {
    padding: `${tokens.spacingVerticalM} 0`,
    scrollMarginTop: '80px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    ':last-child': { borderBottom: 'none' },
  },
  question: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  text: {
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalS,
    overflowWrap: 'anywhere',
  },
  number: { fontWeight: tokens.fontWeightSemibold },
  when: { color: tokens.colorNeutralForeground2, margin: 0 },
  error: {
    display: 'flex',
    flexDirection: 'column',
    color: tokens.colorPaletteRedForeground1,
    gap: tokens.spacingVerticalXXS,
  },
});

function AnswerInput(props: AnswerInputProps & { checklist: boolean }) {
  switch (props.q.question_type) {
    case 'boolean':
      return <BooleanAnswer {...props} />;
    case 'select':
      return <SelectAnswer {...props} />;
    case 'multiple':
      return <MultipleAnswer {...props} />;
    case 'upload':
      return <UploadAnswer {...props} />;
    case 'entries':
      return <EntriesAnswer {...props} />;
    default:
      return <TextAnswer {...props} />;
  }
}

function QuestionItem({ q, checklist }: { q: AnsweredQuestion; checklist: boolean }) {
  const s = useStyles();
  const { questionnaire, mode, permissions, errorOf } = useAnswering();
  const ready = useEntryReady(q.id);
  const state = answerStateOf(q);
  const labelId = `question-text-${q.id}`;
  const error = errorOf(q.id);
  // The answer field shows while the question is answered normally; a put-off or N/A question shows its state.
  const showInput = state === 'normal';
  const disabled = !permissions.answer || !ready;
  const followUps = q.question_type === 'entries' ? [] : visibleQuestions(q.questions);
  // QD §2 Prior-year items: the pill's year is the tax year minus 1.
  const priorYear = questionnaire.tax_year - 1;

  return (
    <li className={s.item} id={questionAnchor(q.id)} tabIndex={-1}>
      <div className={s.question}>
        {mode === 'admin-template' && q.trigger_for_follow_up_question && (
          <p className={s.when}>{l.shownWhen(q.trigger_for_follow_up_question)}</p>
        )}
        <p className={s.text}>
          <span id={labelId}>
            <span className={s.number}>{q.number}</span> {q.text}
          </span>
          {q.optional && (
            <Badge appearance="outline" size="small">
              {l.optional}
            </Badge>
          )}
          {q.uploaded_last_year && (
            <Badge appearance="tint" color="informative" size="small">
              {t.priorYearPill(priorYear || null)}
            </Badge>
          )}
        </p>
        {showInput && <AnswerInput q={q} labelId={labelId} disabled={disabled} checklist={checklist} />}
        {error && (
          <div role="alert" className={s.error}>
            {error.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </div>
        )}
        <AnswerStates q={q} ready={ready}>
          <QuestionNotes q={q} />
        </AnswerStates>
      </div>
      {followUps.length > 0 && <QuestionList questions={followUps} nested checklist={checklist} />}
    </li>
  );
}

export function QuestionList({
  questions,
  nested = false,
  checklist = false,
}: {
  questions: readonly AnsweredQuestion[];
  nested?: boolean;
  /** The document checklist: uploads go as bulk documents. */
  checklist?: boolean;
}) {
  const s = useStyles();
  return (
    <ol className={nested ? s.nested : s.list}>
      {visibleQuestions(questions).map((q) => (
        <QuestionItem key={q.id} q={q} checklist={checklist} />
      ))}
    </ol>
  );
}
