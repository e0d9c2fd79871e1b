/**
 * One question of a template and, under it, its follow-ups (shown by an answer) or an entries question's columns
 * (QD §3 Question): text, type, options, optional, max length, the answer that shows it, and its place among its
 * siblings. Follow-ups nest three levels (1., 1.1, 1.1.1): below that, adding one is disabled.
 */
import {
  Button,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Select,
  Switch,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { type Dispatch, memo } from 'react';
import type { ContentQuestion } from '../../../api/questionnaires-staff';
import { editorText as t, questionTypeLabels } from '../../../texts/templates';
import {
  childKindOf,
  childNumber,
  type DraftAction,
  hasMaxLength,
  hasOptions,
  maxAnswerCharacters,
  maxQuestionDepth,
  newQuestion,
  type QuestionType,
  questionTypeValues,
  triggerChoices,
} from './draft';
import { focusSoon } from './focus';
import { ItemTools } from './ItemTools';
import { OptionsEditor } from './OptionsEditor';
import { fieldIds } from './problems';

const useStyles = makeStyles({
  card: {
    margin: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  nestedCard: { backgroundColor: tokens.colorNeutralBackground2 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  number: { fontWeight: tokens.fontWeightSemibold },
  // Side by side when there is room; stacked on a phone.
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  type: { flex: '1 1 200px', maxWidth: '280px' },
  max: { flex: '0 1 160px' },
  children: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `3px solid ${tokens.colorNeutralStroke1}`,
  },
  childHeading: { fontWeight: tokens.fontWeightSemibold, margin: 0 },
  add: { alignSelf: 'flex-start' },
  hint: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface QuestionEditorProps {
  question: ContentQuestion;
  /** '1', '1.2', '1.2.1'. */
  number: string;
  /** 1 for a section's own question, up to maxQuestionDepth. */
  depth: number;
  /** The parent's type and options (null for a section's own question): what may show this one. */
  parentType: QuestionType | null;
  parentOptions: string[] | null;
  index: number;
  count: number;
  /** The button that adds to the list holding this question: focus goes there when it is deleted. */
  holderAddId: string;
  dispatch: Dispatch<DraftAction>;
  problems: ReadonlyMap<string, string>;
  onChangeType: (question: ContentQuestion, type: QuestionType) => void;
  onDelete: (question: ContentQuestion, focusAfter: string) => void;
}

function TriggerField({
  question,
  parentType,
  parentOptions,
  dispatch,
  problem,
}: {
  question: ContentQuestion;
  parentType: QuestionType;
  parentOptions: string[];
  dispatch: Dispatch<DraftAction>;
  problem: string | undefined;
}) {
  const choices = triggerChoices(parentType, parentOptions);
  const value = question.trigger_for_follow_up_question ?? '';
  return (
    <Field label={t.shownWhen} validationState={problem ? 'error' : 'none'} validationMessage={problem}>
      <Select
        id={fieldIds.trigger(question.id)}
        value={choices.includes(value) ? value : ''}
        onChange={(_, d) =>
          dispatch({
            type: 'updateQuestion',
            id: question.id,
            patch: { trigger_for_follow_up_question: d.value || null },
          })
        }
      >
        <option value="">{t.chooseAnswer}</option>
        {choices.map((c) => (
          <option key={c} value={c}>
            {parentType === 'boolean' ? (c === 'Yes' ? t.yes : t.no) : c}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export const QuestionEditor = memo(function QuestionEditor(props: QuestionEditorProps) {
  const { question: q, number, depth, parentType, parentOptions, index, count, dispatch, problems } = props;
  const s = useStyles();
  const isColumn = parentType === 'entries';
  const what = isColumn ? t.column(number) : t.question(number);
  const labelId = `question-${q.id}-label`;
  const kind = isColumn ? null : childKindOf(q.question_type);
  const addChildId = fieldIds.addChild(q.id);
  const atDepthLimit = depth >= maxQuestionDepth;
  const textProblem = problems.get(fieldIds.questionText(q.id));
  const maxProblem = problems.get(fieldIds.maxLength(q.id));
  const childProblem = problems.get(addChildId);
  // A column is one field of each entry: it has no entries of its own.
  const types = isColumn ? questionTypeValues.filter((v) => v !== 'entries') : questionTypeValues;

  const addChild = () => {
    const child = newQuestion(q);
    dispatch({ type: 'addQuestion', sectionId: '', parentId: q.id, question: child });
    focusSoon(fieldIds.questionText(child.id));
  };

  return (
    <fieldset aria-labelledby={labelId} className={mergeClasses(s.card, depth > 1 && s.nestedCard)}>
      <div className={s.head}>
        <span id={labelId} className={s.number}>
          {what}
        </span>
        <ItemTools
          upId={fieldIds.moveUp(q.id)}
          downId={fieldIds.moveDown(q.id)}
          upLabel={t.moveUp(what)}
          downLabel={t.moveDown(what)}
          deleteLabel={t.remove(what)}
          canMoveUp={index > 0}
          canMoveDown={index < count - 1}
          onMove={(by) => {
            dispatch({ type: 'moveQuestion', id: q.id, by });
            focusSoon(by < 0 ? fieldIds.moveUp(q.id) : fieldIds.moveDown(q.id));
          }}
          onDelete={() => props.onDelete(q, props.holderAddId)}
        />
      </div>
      {parentType && parentOptions && !isColumn && (
        <TriggerField
          question={q}
          parentType={parentType}
          parentOptions={parentOptions}
          dispatch={dispatch}
          problem={problems.get(fieldIds.trigger(q.id))}
        />
      )}
      <Field
        label={isColumn ? t.columnText : t.questionText}
        required
        validationState={textProblem ? 'error' : 'none'}
        validationMessage={textProblem}
      >
        <Textarea
          id={fieldIds.questionText(q.id)}
          value={q.text}
          rows={2}
          resize="vertical"
          maxLength={2000}
          onChange={(_, d) => dispatch({ type: 'updateQuestion', id: q.id, patch: { text: d.value } })}
        />
      </Field>
      <div className={s.row}>
        <Field className={s.type} label={t.questionType}>
          <Select
            id={fieldIds.questionType(q.id)}
            value={q.question_type}
            onChange={(_, d) => props.onChangeType(q, d.value as QuestionType)}
          >
            {types.map((v) => (
              <option key={v} value={v}>
                {questionTypeLabels[v]}
              </option>
            ))}
          </Select>
        </Field>
        {hasMaxLength(q.question_type) && (
          <Field
            className={s.max}
            label={t.maxLength}
            hint={t.maxLengthHint}
            validationState={maxProblem ? 'error' : 'none'}
            validationMessage={maxProblem}
          >
            <Input
              id={fieldIds.maxLength(q.id)}
              type="number"
              min={1}
              max={maxAnswerCharacters}
              step={1}
              value={q.number_of_characters == null ? '' : String(q.number_of_characters)}
              onChange={(_, d) =>
                dispatch({
                  type: 'updateQuestion',
                  id: q.id,
                  patch: { number_of_characters: d.value === '' ? null : Number(d.value) },
                })
              }
            />
          </Field>
        )}
        <Switch
          label={t.optional}
          checked={q.optional}
          onChange={(_, d) => dispatch({ type: 'updateQuestion', id: q.id, patch: { optional: d.checked } })}
        />
      </div>
      {hasOptions(q.question_type) && (
        <OptionsEditor questionId={q.id} options={q.options} dispatch={dispatch} problems={problems} />
      )}
      {kind && (
        <div className={s.children}>
          {q.questions.length > 0 && <p className={s.childHeading}>{kind === 'columns' ? t.columns : t.followUps}</p>}
          {q.questions.map((child, i) => (
            <QuestionEditor
              key={child.id}
              {...props}
              question={child}
              number={childNumber(number, i)}
              depth={depth + 1}
              parentType={q.question_type}
              parentOptions={q.options}
              index={i}
              count={q.questions.length}
              holderAddId={addChildId}
            />
          ))}
          <Button
            id={addChildId}
            className={s.add}
            size="small"
            icon={<AddRegular />}
            disabledFocusable={atDepthLimit}
            aria-label={kind === 'columns' ? t.addColumnTo(what) : t.addFollowUpTo(what)}
            aria-describedby={atDepthLimit || childProblem ? `${addChildId}-note` : undefined}
            onClick={addChild}
          >
            {kind === 'columns' ? t.addColumn : t.addFollowUp}
          </Button>
          {(atDepthLimit || childProblem) && (
            <Text id={`${addChildId}-note`} size={200} className={childProblem ? s.error : s.hint}>
              {childProblem ?? t.depthLimit}
            </Text>
          )}
        </div>
      )}
    </fieldset>
  );
});
