import { Badge, Checkbox, Link, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { useId } from 'react';
import { useLocation } from 'react-router';
import type { AnsweredQuestionnaire, AnsweredSection, AnsweringMode } from '../../../api/answering';
import { submitLabels as l } from '../../../texts/answering-submit';
import { DepositBanner } from './DepositBanner';
import { canSubmitAtAll, depositOutstanding, reviewedSections } from './submit-rules';
import { useAgreed } from './useAgreed';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  h3: { ...typographyStyles.subtitle2, margin: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  pills: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  disclaimer: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

const pillColor = { completed: 'success', incomplete: 'warning', error: 'danger', pending: 'informative' } as const;

/**
 * The review-and-submit section (QD §2 Review section, type 4): every other section with its completion pill, the
 * deposit banner, the questionnaire's disclaimer and the submission agreement, which an outstanding deposit blocks
 * (QD §4 Submission, Deposit). Submit itself is the SubmitArea under the section.
 */
export function ReviewSection({
  questionnaire: q,
  mode,
  onGoToSection,
}: {
  questionnaire: AnsweredQuestionnaire;
  section: AnsweredSection;
  mode: AnsweringMode;
  onChanged: (q: AnsweredQuestionnaire) => void;
  onGoToSection?: (sectionId: string) => void;
}) {
  const s = useStyles();
  const listId = useId();
  const disclaimerId = useId();
  const location = useLocation();
  const [agreed, setAgreed] = useAgreed(q.id);
  const outstanding = depositOutstanding(q);
  const sections = reviewedSections(q);

  // A section's address: this page with its sectionId, so the link works as a link (new tab, copy) too.
  const hrefOf = (sectionId: string) => {
    const params = new URLSearchParams(location.search);
    params.set('sectionId', sectionId);
    return `${location.pathname}?${params}`;
  };

  return (
    <div className={s.section}>
      <Text>{l.reviewIntro}</Text>
      <section aria-labelledby={listId}>
        <h3 id={listId} className={s.h3}>
          {l.sectionsHeading}
        </h3>
        <ul className={s.list}>
          {sections.map((x) => (
            <li key={x.id} className={s.row}>
              {onGoToSection ? (
                <Link
                  href={hrefOf(x.id)}
                  aria-label={l.goToSection(x.name)}
                  onClick={(e) => {
                    e.preventDefault();
                    onGoToSection(x.id);
                  }}
                >
                  {x.name}
                </Link>
              ) : (
                <Text>{x.name}</Text>
              )}
              <span className={s.pills}>
                <Badge appearance="tint" color={pillColor[x.status]}>
                  {l.sectionState[x.status]}
                </Badge>
                {x.total_count > 0 && (
                  <Badge appearance="outline" color="informative">
                    {l.counter(x.completed_count, x.total_count)}
                  </Badge>
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <DepositBanner questionnaire={q} mode={mode} />
      {q.disclaimer?.trim() && (
        <section aria-labelledby={disclaimerId}>
          <h3 id={disclaimerId} className={s.h3}>
            {l.disclaimer}
          </h3>
          <Text className={s.disclaimer}>{q.disclaimer}</Text>
        </section>
      )}
      <Checkbox
        label={l.agreement}
        checked={q.completed || agreed}
        disabled={outstanding || !canSubmitAtAll(q, mode)}
        onChange={(_, d) => setAgreed(d.checked === true)}
      />
    </div>
  );
}
