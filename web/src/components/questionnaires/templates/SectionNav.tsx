import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CircleRegular } from '@fluentui/react-icons';
import { Link } from 'react-router';
import type { ContentSection } from '../../../api/questionnaires-staff';
import { templatePreviewText as t } from '../../../texts/templates';
import { sectionTotal } from './SectionPreview';

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
  name: { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
  counter: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  icon: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
});

/**
 * QD §2 Other questionnaire screens: the left navigation of sections, each with its completed/total counter and a
 * status icon. Nothing is answered in a template preview, so every section reads 0 of its questions, pending.
 */
export function SectionNav({
  sections,
  selectedId,
  onOpen,
}: {
  sections: ContentSection[];
  selectedId: string | null;
  onOpen: () => void;
}) {
  const s = useStyles();
  return (
    <nav aria-label={t.sections}>
      <ol className={s.list}>
        {sections.map((section) => {
          const current = section.id === selectedId;
          const total = sectionTotal(section);
          return (
            <li key={section.id}>
              <Link
                to={{ search: `?sectionId=${encodeURIComponent(section.id)}` }}
                className={mergeClasses(s.link, current && s.current)}
                aria-current={current ? 'page' : undefined}
                onClick={onOpen}
              >
                <CircleRegular className={s.icon} aria-hidden />
                <span className={s.name}>{section.name}</span>
                {total > 0 && (
                  <>
                    <span className={s.counter} aria-hidden>
                      {t.counter(0, total)}
                    </span>
                    <span className="sr-only">{t.counterLabel(0, total)}</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
