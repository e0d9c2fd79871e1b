import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular, ClockRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { QuestionnaireDetail } from '../../../api/questionnaires-staff';
import { previewLabels as l } from '../../../texts/questionnaire-preview';
import { sectionProgress, type SectionState } from './rules';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  current: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    fontWeight: tokens.fontWeightSemibold,
  },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  counter: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  completed: { color: tokens.colorPaletteGreenForeground1, flexShrink: 0 },
  other: { color: tokens.colorNeutralForeground2, flexShrink: 0 },
  error: { color: tokens.colorPaletteRedForeground1, flexShrink: 0 },
});

const icons: Record<SectionState, ReactElement> = {
  completed: <CheckmarkCircleFilled fontSize={20} />,
  incomplete: <CircleRegular fontSize={20} />,
  error: <ErrorCircleRegular fontSize={20} />,
  pending: <ClockRegular fontSize={20} />,
};

/**
 * QD §2 the questionnaire's left navigation: its sections, each with a completed/total counter and a status icon
 * (completed, incomplete, error, pending, named for screen readers); the open one is the current page.
 */
export function SectionNav({
  sections,
  currentId,
  hrefOf,
}: {
  sections: QuestionnaireDetail['sections'];
  currentId: string | null;
  hrefOf: (sectionId: string) => string;
}) {
  const s = useStyles();
  return (
    <nav aria-label={l.sectionsNav}>
      <ol className={s.list}>
        {sections.map((section) => {
          const { done, total, state } = sectionProgress(section);
          const current = section.id === currentId;
          return (
            <li key={section.id}>
              <Link
                to={hrefOf(section.id)}
                className={mergeClasses(s.link, current && s.current)}
                aria-current={current ? 'page' : undefined}
              >
                <span
                  role="img"
                  aria-label={l.sectionState[state]}
                  className={state === 'completed' ? s.completed : state === 'error' ? s.error : s.other}
                >
                  {icons[state]}
                </span>
                <span className={s.name}>{section.name}</span>
                <span className={s.counter}>{l.sectionCounter(done, total)}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
