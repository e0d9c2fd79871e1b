/**
 * QD §2 Section renderer: the open section under its heading and instruction block, its view chosen by
 * section_type: 0 custom (rich content; marked completed when the client opens it), 2 agreement (the letter and
 * signature block), 4 review and submit, 10 document checklist (upload items), 3 and any other the numbered
 * question list. The additional attachments end the section that shows them (the checklist, else the last question
 * section). Under every section the submit area, which decides itself whether it shows.
 */
import { makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { forwardRef, useEffect, useRef } from 'react';
import { answering, type AnsweredSection } from '../../api/answering';
import { answeringLabels as l } from '../../texts/answering';
import { SectionHtml } from '../ui/SectionHtml';
import { AgreementSection } from './agreement/AgreementSection';
import { useAnswering } from './AnsweringContext';
import { QuestionList } from './QuestionList';
import { questionsShownIn, sectionType } from './rules';
import { ReviewSection } from './submit/ReviewSection';
import { SubmitArea } from './submit/SubmitArea';
import { AdditionalAttachments } from './uploads/AdditionalAttachments';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalM },
  },
  h2: { ...typographyStyles.subtitle1, margin: 0, overflowWrap: 'anywhere' },
  instruction: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
});

export const sectionHeadingId = 'answering-section-heading';

/** QD §2: a custom section is marked completed when the client opens it (once per section and visit). */
function useMarkCustomOpened(section: AnsweredSection) {
  const { questionnaire, mode, permissions, onChanged } = useAnswering();
  const asked = useRef<string | null>(null);
  const due =
    mode === 'client' &&
    permissions.answer &&
    section.section_type === sectionType.custom &&
    !section.marked_completed &&
    asked.current !== section.id;
  useEffect(() => {
    if (!due) return;
    asked.current = section.id;
    void answering
      .markSectionCompleted(questionnaire.id, questionnaire.company_id, section.id, true)
      .then((res) => res?.ok && onChanged(res.data.questionnaire));
  }, [due, questionnaire.id, questionnaire.company_id, section.id, onChanged]);
}

function SectionBody({
  section,
  onGoToSection,
}: {
  section: AnsweredSection;
  onGoToSection: (sectionId: string) => void;
}) {
  const s = useStyles();
  const { questionnaire, mode, onChanged } = useAnswering();
  const props = { questionnaire, section, mode, onChanged };
  const questions = questionsShownIn(questionnaire, section);
  switch (section.section_type) {
    case sectionType.custom:
      return (
        <>
          {section.custom_element && <SectionHtml html={section.custom_element} label={section.name} />}
          {questions.length > 0 && <QuestionList questions={questions} />}
        </>
      );
    case sectionType.agreement:
      return <AgreementSection {...props} />;
    case sectionType.review:
      return <ReviewSection {...props} onGoToSection={onGoToSection} />;
    case sectionType.checklist:
      return questions.length === 0 ? (
        <p className={s.muted}>{l.noChecklist}</p>
      ) : (
        <>
          <Text className={s.muted}>{l.checklistIntro}</Text>
          <QuestionList questions={questions} checklist />
        </>
      );
    default:
      return questions.length === 0 ? (
        <p className={s.muted}>{l.noQuestions}</p>
      ) : (
        <QuestionList questions={questions} />
      );
  }
}

export const SectionView = forwardRef<
  HTMLHeadingElement,
  { section: AnsweredSection; onGoToSection: (sectionId: string) => void }
>(function SectionView({ section, onGoToSection }, ref) {
  const s = useStyles();
  const { questionnaire, mode, onChanged } = useAnswering();
  useMarkCustomOpened(section);
  return (
    <section className={s.section} aria-labelledby={sectionHeadingId}>
      <h2 id={sectionHeadingId} ref={ref} tabIndex={-1} className={s.h2}>
        {section.name}
      </h2>
      {section.description && <p className={s.muted}>{section.description}</p>}
      {section.instruction && (
        <div className={s.instruction} role="note" aria-label={l.instruction}>
          {section.instruction}
        </div>
      )}
      <SectionBody section={section} onGoToSection={onGoToSection} />
      {section.id === questionnaire.additional_attachments.section_id && <AdditionalAttachments />}
      <SubmitArea questionnaire={questionnaire} section={section} mode={mode} onChanged={onChanged} />
    </section>
  );
});
