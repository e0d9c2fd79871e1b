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
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { maxOptionText, maxQuestionText, questionTypes } from '@ledgerline/shared/schemas/questionnaire-content';
import { questionTypeLabels, sendLabels as l } from '../../../texts/send-questionnaire';
import { type DraftQuestion, needsOptions, newDraftQuestion } from './send-rules';
import { validation } from './useTouched';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0 },
  item: {
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  title: { ...typographyStyles.body1Strong, margin: 0 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, '& > *': { flex: '1 1 180px' } },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export interface SectionChoice {
  id: string;
  name: string;
}

/**
 * Questions a send adds (QD §3 questions_to_create: text, type, options, section) or the items of a custom
 * questionnaire or a drop off. `uploadsOnly`: every item asks for an upload (no type to choose). Each problem is
 * keyed `question.{key}` and shows once that question was touched.
 */
export function QuestionsEditor({
  questions,
  onChange,
  onTouch,
  shown,
  noun,
  sections,
  uploadsOnly = false,
  hint,
}: {
  questions: DraftQuestion[];
  onChange: (questions: DraftQuestion[]) => void;
  onTouch: (field: string) => void;
  shown: (field: string) => string | undefined;
  noun: 'question' | 'item';
  /** The template's sections a question may go to (absent: no section to choose). */
  sections?: SectionChoice[];
  uploadsOnly?: boolean;
  hint?: string;
}) {
  const s = useStyles();
  const title = noun === 'question' ? l.question : l.item;
  const remove = noun === 'question' ? l.removeQuestion : l.removeItem;
  const set = (key: string, change: Partial<DraftQuestion>) =>
    onChange(questions.map((q) => (q.key === key ? { ...q, ...change } : q)));

  return (
    <>
      {hint && <p className={s.hint}>{hint}</p>}
      {questions.length > 0 && (
        <ol className={s.list}>
          {questions.map((q, i) => {
            const field = `question.${q.key}`;
            return (
              <li key={q.key} className={s.item}>
                <div className={s.head}>
                  <h4 className={s.title}>{title(i + 1)}</h4>
                  <Button
                    appearance="subtle"
                    size="small"
                    icon={<DeleteRegular />}
                    aria-label={remove(i + 1)}
                    title={remove(i + 1)}
                    onClick={() => onChange(questions.filter((x) => x.key !== q.key))}
                  />
                </div>
                <Field label={noun === 'question' ? l.questionText : l.itemText} required {...validation(shown(field))}>
                  <Input
                    value={q.text}
                    maxLength={maxQuestionText}
                    onChange={(_, d) => set(q.key, { text: d.value })}
                    onBlur={() => onTouch(field)}
                  />
                </Field>
                {(!uploadsOnly || sections) && (
                  <div className={s.row}>
                    {!uploadsOnly && (
                      <Field label={l.questionType}>
                        <Select
                          value={q.question_type}
                          onChange={(_, d) => set(q.key, { question_type: d.value as DraftQuestion['question_type'] })}
                        >
                          {questionTypes.map((t) => (
                            <option key={t} value={t}>
                              {questionTypeLabels[t]}
                            </option>
                          ))}
                        </Select>
                      </Field>
                    )}
                    {sections && (
                      <Field label={l.questionSection}>
                        <Select value={q.section_id} onChange={(_, d) => set(q.key, { section_id: d.value })}>
                          <option value="">{l.newSection}</option>
                          {sections.map((section) => (
                            <option key={section.id} value={section.id}>
                              {section.name}
                            </option>
                          ))}
                        </Select>
                      </Field>
                    )}
                  </div>
                )}
                {(needsOptions(q.question_type) || (q.question_type === 'upload' && !uploadsOnly)) && (
                  <Field
                    label={l.questionOptions}
                    required={needsOptions(q.question_type)}
                    hint={q.question_type === 'upload' ? l.slashesAdvice : undefined}
                  >
                    <Textarea
                      value={q.options}
                      rows={3}
                      resize="vertical"
                      maxLength={maxOptionText * 10}
                      onChange={(_, d) => set(q.key, { options: d.value })}
                      onBlur={() => onTouch(field)}
                    />
                  </Field>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button
          icon={<AddRegular />}
          onClick={() => onChange([...questions, newDraftQuestion(uploadsOnly ? 'upload' : 'text')])}
        >
          {noun === 'question' ? l.addQuestion : l.addItem}
        </Button>
      </div>
    </>
  );
}
