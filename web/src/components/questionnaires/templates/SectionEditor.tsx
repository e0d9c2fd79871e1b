/**
 * One section of a template (QD §3 Section; FA §3.9 section types): its name, type, instruction, the letter of an
 * agreement section or the content of a custom one, its place among the sections, and its questions.
 */
import {
  Button,
  Field,
  Input,
  makeStyles,
  Select,
  Textarea,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { type Dispatch, memo } from 'react';
import type { ContentQuestion, ContentSection } from '../../../api/questionnaires-staff';
import { editorText as t, sectionTypeLabels } from '../../../texts/templates';
import {
  childNumber,
  type DraftAction,
  newQuestion,
  type QuestionType,
  type SectionType,
  sectionTypeValues,
} from './draft';
import { focusSoon } from './focus';
import { ItemTools } from './ItemTools';
import { fieldIds } from './problems';
import { QuestionEditor } from './QuestionEditor';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  head: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  h2: { ...typographyStyles.subtitle1, margin: 0, overflowWrap: 'anywhere' },
  h3: { ...typographyStyles.body1Strong, margin: 0 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  grow: { flex: '1 1 240px' },
  questions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  empty: { color: tokens.colorNeutralForeground2, margin: 0 },
  add: { alignSelf: 'flex-start' },
});

export interface SectionEditorProps {
  section: ContentSection;
  index: number;
  count: number;
  dispatch: Dispatch<DraftAction>;
  problems: ReadonlyMap<string, string>;
  onChangeType: (question: ContentQuestion, type: QuestionType) => void;
  onDeleteQuestion: (question: ContentQuestion, focusAfter: string) => void;
  onDeleteSection: (section: ContentSection) => void;
}

export const SectionEditor = memo(function SectionEditor(props: SectionEditorProps) {
  const { section, index, count, dispatch, problems } = props;
  const s = useStyles();
  const headingId = fieldIds.sectionHeading(section.id);
  const addId = fieldIds.sectionAddQuestion(section.id);
  const nameProblem = problems.get(fieldIds.sectionName(section.id));
  const questions = section.questionnaire_questions;
  const update = (patch: Partial<ContentSection>) => dispatch({ type: 'updateSection', id: section.id, patch });
  // The rich content of an agreement (its letter) or of a custom section (QD §2 Section renderer).
  const html =
    section.section_type === 2
      ? { label: t.letter, hint: t.letterHint }
      : section.section_type === 0
        ? { label: t.content, hint: t.contentHint }
        : null;

  return (
    <section aria-labelledby={headingId} className={s.card}>
      <div className={s.head}>
        <h2 id={headingId} className={s.h2}>
          {t.sectionHeading(index + 1, section.name)}
        </h2>
        <ItemTools
          upId={fieldIds.moveUp(section.id)}
          downId={fieldIds.moveDown(section.id)}
          upLabel={t.moveSectionUp(section.name)}
          downLabel={t.moveSectionDown(section.name)}
          deleteLabel={t.deleteSection(section.name)}
          canMoveUp={index > 0}
          canMoveDown={index < count - 1}
          onMove={(by) => {
            dispatch({ type: 'moveSection', id: section.id, by });
            focusSoon(by < 0 ? fieldIds.moveUp(section.id) : fieldIds.moveDown(section.id));
          }}
          onDelete={() => props.onDeleteSection(section)}
        />
      </div>
      <div className={s.row}>
        <Field
          className={s.grow}
          label={t.sectionName}
          required
          validationState={nameProblem ? 'error' : 'none'}
          validationMessage={nameProblem}
        >
          <Input
            id={fieldIds.sectionName(section.id)}
            value={section.name}
            maxLength={200}
            onChange={(_, d) => update({ name: d.value })}
          />
        </Field>
        <Field className={s.grow} label={t.sectionType}>
          <Select
            value={String(section.section_type)}
            onChange={(_, d) => update({ section_type: Number(d.value) as SectionType })}
          >
            {sectionTypeValues.map((v) => (
              <option key={v} value={v}>
                {sectionTypeLabels[v]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label={t.instruction} hint={t.instructionHint}>
        <Textarea
          value={section.instruction ?? ''}
          rows={2}
          resize="vertical"
          maxLength={20000}
          onChange={(_, d) => update({ instruction: d.value })}
        />
      </Field>
      {html && (
        <Field label={html.label} hint={html.hint}>
          <Textarea
            value={section.custom_element ?? ''}
            rows={4}
            resize="vertical"
            maxLength={100000}
            onChange={(_, d) => update({ custom_element: d.value })}
          />
        </Field>
      )}
      <h3 className={s.h3}>{t.questions}</h3>
      <div className={s.questions}>
        {questions.length === 0 && <p className={s.empty}>{t.noQuestions}</p>}
        {questions.map((q, i) => (
          <QuestionEditor
            key={q.id}
            question={q}
            number={childNumber(null, i)}
            depth={1}
            parentType={null}
            parentOptions={null}
            index={i}
            count={questions.length}
            holderAddId={addId}
            dispatch={dispatch}
            problems={problems}
            onChangeType={props.onChangeType}
            onDelete={props.onDeleteQuestion}
          />
        ))}
        <Button
          id={addId}
          className={s.add}
          icon={<AddRegular />}
          onClick={() => {
            const q = newQuestion(null);
            dispatch({ type: 'addQuestion', sectionId: section.id, parentId: null, question: q });
            focusSoon(fieldIds.questionText(q.id));
          }}
        >
          {t.addQuestion}
        </Button>
      </div>
    </section>
  );
});
