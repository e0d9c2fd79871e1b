import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular, ClockRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { AnsweredSection } from '../../api/answering';
import { answeringLabels as l } from '../../texts/answering';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
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
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
  },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  counter: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  icon: { order: -1, flexShrink: 0, display: 'inline-flex' },
  completed: { color: tokens.colorPaletteGreenForeground1 },
  other: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

type SectionState = AnsweredSection['status'];

const icons: Record<SectionState, ReactElement> = {
  completed: <CheckmarkCircleFilled fontSize={20} />,
  incomplete: <CircleRegular fontSize={20} />,
  error: <ErrorCircleRegular fontSize={20} />,
  pending: <ClockRegular fontSize={20} />,
};

/**
 * QD §2 Other questionnaire screens: the left navigation, one link per shown section with its completed/total counter
 * and a status icon (completed, incomplete, error, pending; named for screen readers). The open section is the
 * current page. Every mode's screen uses this one: the client's, the staff preview and the template preview.
 */
export function SectionNav({
  sections,
  currentId,
  hrefOf,
  onOpen,
}: {
  sections: readonly AnsweredSection[];
  currentId: string | null;
  hrefOf: (sectionId: string) => string;
  /** After a link is followed (the page moves focus to the section). */
  onOpen?: (sectionId: string) => void;
}) {
  const s = useStyles();
  return (
    <nav aria-label={l.sectionsNav}>
      <ol className={s.list}>
        {sections.map((section) => {
          const current = section.id === currentId;
          const state = section.status;
          return (
            <li key={section.id}>
              <Link
                to={hrefOf(section.id)}
                className={mergeClasses(s.link, current && s.current)}
                aria-current={current ? 'page' : undefined}
                onClick={() => onOpen?.(section.id)}
              >
                <span className={s.name}>{section.name}</span>
                {section.total_count > 0 && (
                  <>
                    <span className={s.counter} aria-hidden>
                      {l.sectionCounter(section.completed_count, section.total_count)}
                    </span>
                    <span className="sr-only">
                      {l.sectionCounterLabel(section.completed_count, section.total_count)}
                    </span>
                  </>
                )}
                {/* Read after the name (links are found by it), shown first. */}
                <span
                  role="img"
                  aria-label={l.sectionState[state]}
                  className={mergeClasses(
                    s.icon,
                    state === 'completed' ? s.completed : state === 'error' ? s.error : s.other,
                  )}
                >
                  {icons[state]}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
