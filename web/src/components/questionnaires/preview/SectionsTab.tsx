import { Badge, Button, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { QuestionnaireDetail } from '../../../api/questionnaires-staff';
import { previewLabels as l } from '../../../texts/questionnaire-preview';
import { sectionTypeLabels as sectionTypeLabel } from '../../../texts/templates';
import { numberQuestions, type NumberedQuestion } from './rules';

const useStyles = makeStyles({
  section: { marginBottom: tokens.spacingVerticalXL },
  h3: { ...typographyStyles.subtitle2, margin: `0 0 ${tokens.spacingVerticalS}` },
  meta: {
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightRegular,
    marginLeft: tokens.spacingHorizontalS,
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  nested: { listStyle: 'none', margin: 0, paddingLeft: tokens.spacingHorizontalXXL },
  row: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  text: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface DeleteTarget {
  id: string;
  number: string;
  text: string;
}

function QuestionList({
  questions,
  nested,
  canDelete,
  onDelete,
}: {
  questions: NumberedQuestion[];
  nested: boolean;
  canDelete: boolean;
  onDelete: (q: DeleteTarget, opener: HTMLElement) => void;
}) {
  const s = useStyles();
  return (
    <ol className={nested ? s.nested : s.list}>
      {questions.map(({ question: q, number, children }) => (
        <li key={q.id}>
          <div className={s.row}>
            <span className={s.text}>
              {q.trigger_for_follow_up_question ? `(if ${q.trigger_for_follow_up_question}) ` : ''}
              <strong>{number}</strong> <span>{q.text}</span>{' '}
              <Badge appearance="outline" size="small">
                {q.question_type}
              </Badge>
              {q.optional ? <span className={s.muted}> Optional</span> : null}
            </span>
            {canDelete && (
              <Button
                size="small"
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={l.deleteQuestion(number.replace(/\.$/, ''))}
                onClick={(e) => onDelete({ id: q.id, number, text: q.text }, e.currentTarget)}
              />
            )}
          </div>
          {children.length > 0 && (
            <QuestionList questions={children} nested canDelete={canDelete} onDelete={onDelete} />
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * QD §2 the dialog's Sections tab: each section with its questions numbered 1., 1.1, 1.1.1 and, while the
 * questionnaire is not locked, a delete button per question (its follow-ups go with it).
 */
export function SectionsTab({
  sections,
  locked,
  onDelete,
}: {
  sections: QuestionnaireDetail['sections'];
  locked: boolean;
  onDelete: (q: DeleteTarget, opener: HTMLElement) => void;
}) {
  const s = useStyles();
  if (sections.length === 0) return <Text>{l.noSections}</Text>;
  return (
    <div>
      {sections.map((section) => (
        <section key={section.id} className={s.section} aria-label={section.name}>
          <h3 className={s.h3}>
            {section.name}
            <span className={s.meta}>{sectionTypeLabel[section.section_type] ?? ''}</span>
          </h3>
          {section.questionnaire_questions.length === 0 ? (
            <Text className={s.muted}>{l.noQuestions}</Text>
          ) : (
            <QuestionList
              questions={numberQuestions(section.questionnaire_questions)}
              nested={false}
              canDelete={!locked}
              onDelete={onDelete}
            />
          )}
        </section>
      ))}
    </div>
  );
}
