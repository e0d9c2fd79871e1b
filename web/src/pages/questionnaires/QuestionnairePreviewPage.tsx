import { Button } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { PageHeading } from '../../components/PageHeading';
import { RouterLink } from '../../components/RouterLink';
import { AnsweringView } from '../../components/answering/AnsweringView';
import { AdvisorQuestionnaireDialog } from '../../components/questionnaires/preview/AdvisorQuestionnaireDialog';
import { useAnsweredQuestionnaire } from '../../hooks/useAnsweredQuestionnaire';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { previewLabels as l } from '../../texts/questionnaire-preview';

/**
 * QD §2 /preview/{companyId}/questionnaire/{questionnaireId}?sectionId=: staff see a client's questionnaire in the
 * admin-preview mode, with the client's own screen: answers read-only, all non-removed notes (staff add theirs),
 * and what QD §4 lets staff do (Mark Completed, the staff Upload Later). No Back button (QD §2: only in client mode);
 * a link back to the entity and the advisor preview dialog (Manage questionnaire).
 */
export default function QuestionnairePreviewPage() {
  const { companyId = '', questionnaireId = '' } = useParams<{ companyId: string; questionnaireId: string }>();
  const [params] = useSearchParams();
  const { data: me } = useCurrentUser();
  const { q, error, onChanged } = useAnsweredQuestionnaire(companyId || null, questionnaireId || null);
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

  const hash = q.company_details.hash_id;
  const hrefOf = (sectionId: string) => `?${new URLSearchParams({ sectionId }).toString()}`;

  return (
    <>
      <AnsweringView
        questionnaire={q}
        mode="admin-preview"
        wantedSectionId={params.get('sectionId')}
        hrefOf={hrefOf}
        onChanged={onChanged}
        meId={me?.user.id ?? null}
        headerYear={q.tax_year}
        toolbar={
          <>
            {hash && (
              <RouterLink to={`/admin/${encodeURIComponent(hash)}`}>
                {l.backToEntity(q.company_details.name)}
              </RouterLink>
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
          </>
        }
      />
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
