/**
 * One section of a template previewed (QD §2 Section renderer, admin-template mode), its view chosen by its type:
 * 0 custom (rich content and an instruction), 2 agreement signature (the letter and a sample signature), 4 review
 * and submit (the other sections and a submit that is never enabled here), 10 document checklist, and the numbered
 * question list for 3 and any other type.
 */
import {
  Badge,
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Text,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { forwardRef, type ReactNode } from 'react';
import type { ContentSection } from '../../../api/questionnaires-staff';
import { sectionTypeLabels, templatePreviewText as t } from '../../../texts/templates';
import { QuestionList } from './QuestionPreview';
import { SectionHtml } from './SectionHtml';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    minWidth: 0,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  h2: { ...typographyStyles.subtitle1, margin: 0, overflowWrap: 'anywhere' },
  instruction: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  signature: { maxWidth: '420px' },
  // A signature reads as handwriting.
  signed: { '& input': { fontFamily: '"Brush Script MT", "Segoe Script", cursive', fontSize: tokens.fontSizeBase500 } },
  review: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  reviewItem: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  submit: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Questions a client answers in the section before it counts as done: its own, not the follow-ups. */
export const sectionTotal = (section: ContentSection) => section.questionnaire_questions.length;

function Questions({ section, empty }: { section: ContentSection; empty: string }) {
  const s = useStyles();
  if (section.questionnaire_questions.length === 0) return <p className={s.muted}>{empty}</p>;
  return (
    <>
      <p className={s.muted}>{t.disabledNotice}</p>
      <QuestionList questions={section.questionnaire_questions} />
    </>
  );
}

function Agreement({ section }: { section: ContentSection }) {
  const s = useStyles();
  const hasQuestions = section.questionnaire_questions.length > 0;
  if (!section.custom_element && !hasQuestions) return <p className={s.muted}>{t.noAgreement}</p>;
  return (
    <>
      {section.custom_element && <SectionHtml html={section.custom_element} label={section.name} />}
      {hasQuestions && <Questions section={section} empty="" />}
      {/* QD §2: in template mode the signature shows as a sample. */}
      <Field className={s.signature} label={t.signature}>
        <Input className={s.signed} value={t.sampleSignature} readOnly disabled />
      </Field>
    </>
  );
}

function Review({ sections }: { sections: ContentSection[] }) {
  const s = useStyles();
  return (
    <>
      <p className={s.muted}>{t.reviewIntro}</p>
      <ul className={s.review}>
        {sections
          .filter((x) => x.section_type !== 4)
          .map((x) => (
            <li key={x.id} className={s.reviewItem}>
              <span>{x.name}</span>
              <Badge appearance="tint" color="warning">
                {sectionTotal(x) > 0 ? `${t.incomplete} ${t.counter(0, sectionTotal(x))}` : t.notStarted}
              </Badge>
            </li>
          ))}
      </ul>
      <Checkbox label={t.submissionAgreement} disabled />
      <span className={s.submit}>
        {/* QD §4 Submission: Submit is never enabled in template preview. */}
        <Button appearance="primary" disabled aria-describedby="template-preview-submit-note">
          {t.submit}
        </Button>
        <Text id="template-preview-submit-note" size={200} className={s.muted}>
          {t.submitDisabled}
        </Text>
      </span>
    </>
  );
}

function SectionBody({ section, sections }: { section: ContentSection; sections: ContentSection[] }): ReactNode {
  const s = useStyles();
  switch (section.section_type) {
    case 0:
      return (
        <>
          {section.custom_element && <SectionHtml html={section.custom_element} label={section.name} />}
          <p className={s.muted}>{t.customCompleted}</p>
          {section.questionnaire_questions.length > 0 && <Questions section={section} empty="" />}
        </>
      );
    case 2:
      return <Agreement section={section} />;
    case 4:
      return <Review sections={sections} />;
    case 10:
      return (
        <>
          <p className={s.muted}>{t.checklistIntro}</p>
          <Questions section={section} empty={t.noChecklist} />
        </>
      );
    default:
      return <Questions section={section} empty={t.noQuestions} />;
  }
}

export const SectionPreview = forwardRef<
  HTMLHeadingElement,
  { section: ContentSection; sections: ContentSection[]; headingId: string }
>(function SectionPreview({ section, sections, headingId }, ref) {
  const s = useStyles();
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <div className={s.head}>
        <h2 id={headingId} ref={ref} tabIndex={-1} className={s.h2}>
          {section.name}
        </h2>
        <Badge appearance="outline">{sectionTypeLabels[section.section_type] ?? section.section_type}</Badge>
      </div>
      {section.instruction && <p className={s.instruction}>{section.instruction}</p>}
      <SectionBody section={section} sections={sections} />
    </section>
  );
});
