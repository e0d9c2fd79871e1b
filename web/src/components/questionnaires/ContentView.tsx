/**
 * A questionnaire's or template's sections and questions, read-only (QD §2 Section renderer; numbering 1., 1.1,
 * 1.1.1 to three levels). The staff previews show it; follow-ups are shown under the answer that shows them.
 */
import { Badge, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ContentQuestion, ContentSection } from '../../api/questionnaires-staff';

const useStyles = makeStyles({
  section: { marginBottom: tokens.spacingVerticalXL },
  h2: { ...typographyStyles.subtitle1, margin: `0 0 ${tokens.spacingVerticalS}` },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: { padding: `${tokens.spacingVerticalXS} 0` },
  nested: { listStyle: 'none', margin: 0, paddingLeft: tokens.spacingHorizontalXXL },
  meta: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalS },
  options: { color: tokens.colorNeutralForeground2, ...typographyStyles.caption1 },
  instruction: { color: tokens.colorNeutralForeground2, whiteSpace: 'pre-wrap' },
});

const byOrder = (a: ContentQuestion, b: ContentQuestion) => a.order - b.order;

export const sectionTypeLabel: Record<number, string> = {
  0: 'Custom',
  2: 'Agreement signature',
  3: 'Questionnaire',
  4: 'Review and submit',
  10: 'Document checklist',
};

function Questions({ questions, prefix }: { questions: ContentQuestion[]; prefix: string }) {
  const s = useStyles();
  return (
    <ol className={prefix ? s.nested : s.list}>
      {[...questions].sort(byOrder).map((q, i) => {
        const number = prefix ? `${prefix}.${i + 1}` : `${i + 1}.`;
        return (
          <li key={q.id} className={s.item} id={`question${q.id}`}>
            <span>
              {q.trigger_for_follow_up_question ? `(if ${q.trigger_for_follow_up_question}) ` : ''}
              <strong>{number}</strong> {q.text}
            </span>
            <span className={s.meta}>
              <Badge appearance="outline" size="small">
                {q.question_type}
              </Badge>
              {q.optional ? ' Optional' : ''}
            </span>
            {q.options.length > 0 && <div className={s.options}>{q.options.join(' · ')}</div>}
            {q.questions.length > 0 && <Questions questions={q.questions} prefix={prefix ? number : String(i + 1)} />}
          </li>
        );
      })}
    </ol>
  );
}

export function ContentView({ sections, headingLevel = 2 }: { sections: ContentSection[]; headingLevel?: 2 | 3 }) {
  const s = useStyles();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div>
      {sections.map((section) => (
        <section key={section.id} className={s.section} aria-label={section.name}>
          <H className={s.h2}>
            {section.name} <span className={s.meta}>{sectionTypeLabel[section.section_type] ?? ''}</span>
          </H>
          {section.instruction && <p className={s.instruction}>{section.instruction}</p>}
          {section.questionnaire_questions.length > 0 && (
            <Questions questions={section.questionnaire_questions} prefix="" />
          )}
        </section>
      ))}
    </div>
  );
}
