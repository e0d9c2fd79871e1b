import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { PageHeading } from '../../components/PageHeading';
import { RouterLink } from '../../components/RouterLink';
import { ContentView } from '../../components/questionnaires/ContentView';
import { AdvisorQuestionnaireDialog } from '../../components/questionnaires/preview/AdvisorQuestionnaireDialog';
import { SectionNav } from '../../components/questionnaires/preview/SectionNav';
import { useKeptQuestionnaire } from '../../components/questionnaires/preview/useKeptQuestionnaire';
import { CardSurface } from '../../components/ui/CardSurface';
import { previewLabels as l } from '../../texts/questionnaire-preview';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  year: { color: tokens.colorNeutralForeground2 },
  heading: { overflowWrap: 'anywhere' },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  note: { color: tokens.colorNeutralForeground2, marginBottom: tokens.spacingVerticalM, display: 'block' },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 300px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    // On a phone the sections come first, above the open one.
    '@media (max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  nav: { padding: tokens.spacingVerticalS },
  main: { minWidth: 0, overflowWrap: 'anywhere' },
});

/**
 * QD §2 /preview/{companyId}/questionnaire/{questionnaireId}?sectionId=: staff see a client's questionnaire in the
 * admin-preview mode, read-only: the tax year and name, the sections on the left (counter and status icon), the
 * open section's numbered questions, a link back to the entity and the advisor preview dialog. No Back button
 * (QD §2: only in client mode).
 */
export default function QuestionnairePreviewPage() {
  const s = useStyles();
  const { companyId = '', questionnaireId = '' } = useParams<{ companyId: string; questionnaireId: string }>();
  const [params] = useSearchParams();
  const { q, error } = useKeptQuestionnaire(companyId, questionnaireId);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The dialog mounts once first opened: a closed Fluent dialog still starts the focus library, whose page-edge
  // helpers are then tabbable while hidden (axe's aria-hidden-focus) on a page nobody has used yet.
  const [dialogUsed, setDialogUsed] = useState(false);
  const manageRef = useRef<HTMLButtonElement>(null);

  if (error)
    return (
      <>
        <PageHeading>{l.notFound}</PageHeading>
        <RouterLink to="/admin">{l.backToEntities}</RouterLink>
      </>
    );
  if (!q) return <Loading label={l.pageLoading} />;

  const wanted = params.get('sectionId');
  const section = q.sections.find((x) => x.id === wanted) ?? q.sections[0] ?? null;
  const hash = q.company_details.hash_id;
  const hrefOf = (sectionId: string) => `?${new URLSearchParams({ sectionId }).toString()}`;

  return (
    <>
      <div className={s.header}>
        <div className={s.titles}>
          <Text className={s.year}>{l.taxYear(q.tax_year)}</Text>
          <div className={s.heading}>
            <PageHeading title={`${q.formatted_name} (${q.tax_year})`}>{q.formatted_name}</PageHeading>
          </div>
        </div>
        <div className={s.toolbar}>
          {hash && (
            <RouterLink to={`/admin/${encodeURIComponent(hash)}`}>{l.backToEntity(q.company_details.name)}</RouterLink>
          )}
          <Button
            ref={manageRef}
            appearance="primary"
            icon={<SettingsRegular />}
            onClick={() => {
              setDialogUsed(true);
              setDialogOpen(true);
            }}
          >
            {l.manage}
          </Button>
        </div>
      </div>
      <Text className={s.note}>{l.readOnly}</Text>
      <div className={s.layout}>
        <CardSurface className={s.nav}>
          <SectionNav sections={q.sections} currentId={section?.id ?? null} hrefOf={hrefOf} />
        </CardSurface>
        <div className={s.main}>{section ? <ContentView sections={[section]} /> : <Text>{l.noSections}</Text>}</div>
      </div>
      {dialogUsed && (
        <AdvisorQuestionnaireDialog
          companyId={q.company_id}
          questionnaireId={q.id}
          open={dialogOpen}
          onClose={() => {
            setDialogOpen(false);
            setTimeout(() => manageRef.current?.focus(), 0);
          }}
        />
      )}
    </>
  );
}
