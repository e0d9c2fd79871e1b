/**
 * The questionnaire screen of every mode (QD §2 Questionnaire modes, Other questionnaire screens): the header with
 * the tax year and the questionnaire's name, Back (client mode only, to /), 'Go to next incomplete' (client mode),
 * the read-only banners in the spec's words, the left navigation of sections and the open section. In client mode
 * the open section is saved as where the client is (save_section), the first section must be completed first when
 * the firm says so, and the address's #question{id} scrolls to that question and focuses it.
 */
import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { firstBlocked } from '@ledgerline/shared/answered-progress';
import { answering, type AnsweredQuestionnaire, type AnsweringMode } from '../../api/answering';
import { answeringLabels as l, answeringSpec as t } from '../../texts/answering';
import { PageHeading } from '../PageHeading';
import { AnsweringProvider } from './AnsweringContext';
import { openSection, questionAnchor, shownSections } from './rules';
import { SectionNav } from './SectionNav';
import { SectionView } from './SectionView';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  titles: { minWidth: 0, overflowWrap: 'anywhere' },
  year: {
    display: 'block',
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground2,
  },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  banners: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalM,
  },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 280px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    // On a phone the sections come first, above the open one.
    '@media (max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  nav: {
    padding: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  main: { minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** A question's block scrolls to the top and takes focus. */
function focusAnchor(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  el.scrollIntoView({ block: 'start' });
  el.focus({ preventScroll: true });
}

export function AnsweringView({
  questionnaire: q,
  mode,
  wantedSectionId,
  hrefOf,
  onChanged,
  meId,
  headerYear,
  toolbar,
}: {
  questionnaire: AnsweredQuestionnaire;
  mode: AnsweringMode;
  /** The address's sectionId. */
  wantedSectionId: string | null;
  /** The address of a section (its ?sectionId=, keeping the page's other parameters). */
  hrefOf: (sectionId: string) => string;
  onChanged: (q: AnsweredQuestionnaire) => void;
  meId: string | null;
  /** The year the header shows (a template shows the tax year minus 1). */
  headerYear: number;
  /** The page's own buttons and links (the staff preview's Manage). */
  toolbar?: ReactNode;
}) {
  const s = useStyles();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { section, gated } = openSection(q, wantedSectionId, mode);
  const sections = shownSections(q);
  const a = q.answering;
  const client = mode === 'client';
  const changeable = client && !a.user_readonly && !a.entity_readonly && !q.locked && !q.completed;
  const blocked = client ? firstBlocked(q.sections) : null;

  // QD §7 save_section: where the client is, so the next visit (and the dashboard) opens there.
  const sectionId = section?.id ?? null;
  useEffect(() => {
    if (changeable && sectionId && sectionId !== q.status) void answering.saveSection(q.company_id, q.id, sectionId);
  }, [changeable, sectionId, q.company_id, q.id, q.status]);

  // A section opened from the navigation: its heading takes focus once it shows (the navigation renders later than
  // the click), so a keyboard or screen reader user lands on it and focus is never left on <body>.
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current || !sectionId) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [sectionId]);
  const openedSection = (id: string) => {
    if (id === sectionId) heading.current?.focus();
    else focusHeading.current = true;
  };

  // #question{id}: the question scrolls into view and takes focus once its section shows.
  useEffect(() => {
    if (hash.startsWith('#question') && sectionId) focusAnchor(decodeURIComponent(hash.slice(1)));
  }, [hash, sectionId]);

  const goToNextIncomplete = () => {
    if (!blocked) return;
    const anchor = blocked.questionId ? `#${questionAnchor(blocked.questionId)}` : '';
    if (!blocked.questionId) openedSection(blocked.sectionId);
    // Already there (the address does not change): the question takes focus again.
    else if (blocked.sectionId === sectionId) focusAnchor(questionAnchor(blocked.questionId));
    navigate(`${hrefOf(blocked.sectionId)}${anchor}`);
  };
  const goToSection = (id: string) => {
    openedSection(id);
    navigate(hrefOf(id));
  };

  return (
    <AnsweringProvider questionnaire={q} mode={mode} meId={meId} onChanged={onChanged}>
      <div className={s.header}>
        <div className={s.titles}>
          <PageHeading title={`${q.formatted_name} (${headerYear})`}>
            <span className={s.year}>{headerYear}</span> {q.formatted_name}
          </PageHeading>
        </div>
        <div className={s.toolbar}>
          {client && (
            <Button icon={<ArrowLeftRegular />} onClick={() => navigate('/')}>
              {t.back}
            </Button>
          )}
          {blocked && (
            <Button appearance="primary" icon={<ArrowRightRegular />} iconPosition="after" onClick={goToNextIncomplete}>
              {t.goToNextIncomplete}
            </Button>
          )}
          {toolbar}
        </div>
      </div>
      <div className={s.banners}>
        {client && a.user_readonly && (
          <MessageBar intent="warning">
            <MessageBarBody>{t.readOnlyUser}</MessageBarBody>
          </MessageBar>
        )}
        {client && !a.user_readonly && a.entity_readonly && (
          <MessageBar intent="warning">
            <MessageBarBody>{t.readOnlyEntity}</MessageBarBody>
          </MessageBar>
        )}
        {mode !== 'admin-template' && (q.locked || q.completed) && (
          <MessageBar intent="info">
            <MessageBarBody>{q.locked ? t.locked : l.completed}</MessageBarBody>
          </MessageBar>
        )}
        {gated && (
          <MessageBar intent="warning">
            <MessageBarBody>{t.firstSectionRequired}</MessageBarBody>
          </MessageBar>
        )}
        {mode === 'admin-preview' && <span className={s.muted}>{l.previewNote}</span>}
        {mode === 'admin-template' && <span className={s.muted}>{l.templateNote}</span>}
      </div>
      {!section ? (
        <p className={s.muted}>{l.noSections}</p>
      ) : (
        <div className={s.layout}>
          <div className={s.nav}>
            <SectionNav sections={sections} currentId={section.id} hrefOf={hrefOf} onOpen={openedSection} />
          </div>
          <div className={s.main}>
            <SectionView key={section.id} ref={heading} section={section} onGoToSection={goToSection} />
          </div>
        </div>
      )}
    </AnsweringProvider>
  );
}
