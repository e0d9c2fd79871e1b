import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { questionnaireTemplates, type TemplateSummary } from '../../api/questionnaires-staff';
import { PageHeading } from '../../components/PageHeading';
import { mayManageTemplates } from '../../components/questionnaires/templates/access';
import { TemplatesTable } from '../../components/questionnaires/templates/TemplatesTable';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useRefreshQuestionnaires, useTemplates } from '../../hooks/useCollect';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useIsNarrow } from '../../hooks/useMediaQuery';
import { templatesText as t } from '../../texts/templates';
import { toastSuccess } from '../../toast';
import NotFoundPage from '../NotFoundPage';

const useStyles = makeStyles({
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalM,
  },
  empty: { color: tokens.colorNeutralForeground2 },
});

/**
 * FA §2.2 /templates (partner, or full-access users unless the firm disabled templates for non-admins; others find
 * no such page): the firm's templates, its own and the shipped ones it kept, with Edit, Preview and Delete, and
 * Create Template.
 */
export default function TemplatesPage() {
  const s = useStyles();
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const allowed = me ? mayManageTemplates(me) : false;
  const list = useTemplates();
  const refresh = useRefreshQuestionnaires();
  const narrow = useIsNarrow();
  const [removing, setRemoving] = useState<TemplateSummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  if (!me) return null;
  if (!allowed) return <NotFoundPage />;

  const remove = async (row: TemplateSummary) => {
    setRemoving(null);
    const res = await questionnaireTemplates.remove(row.id);
    if (!res?.ok) return;
    toastSuccess(res.data.message || t.deleted);
    await refresh();
    // Its row and the Delete button that had focus are gone: focus goes back to the top of the list.
    heading.current?.focus();
  };

  const rows = list.data?.templates ?? [];
  return (
    <>
      <PageHeading ref={heading}>{t.heading}</PageHeading>
      <div className={s.tools}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/templates/new')}>
          {t.create}
        </Button>
      </div>
      {!list.data && list.isLoading ? (
        <Spinner label={t.loading} />
      ) : rows.length === 0 ? (
        <p className={s.empty} role="status">
          {t.empty}
        </p>
      ) : (
        <TemplatesTable rows={rows} onDelete={setRemoving} narrow={narrow} />
      )}
      {removing && (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmLabel={t.deleteConfirm}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        >
          {t.deleteBody(removing.name)}
        </ConfirmDialog>
      )}
    </>
  );
}
