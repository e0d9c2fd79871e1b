import { Spinner, Text } from '@fluentui/react-components';
import { useNavigate, useParams } from 'react-router';
import { PageHeading } from '../../components/PageHeading';
import { RouterLink } from '../../components/RouterLink';
import { mayManageTemplates } from '../../components/questionnaires/templates/access';
import { TemplateEditor } from '../../components/questionnaires/templates/TemplateEditor';
import { useRefreshQuestionnaires, useTemplate } from '../../hooks/useCollect';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { editorText as t, templatesText } from '../../texts/templates';
import NotFoundPage from '../NotFoundPage';

/**
 * FA §2.2 /templates/new and /templates/{templateId}: a new template, or an edit of one of the firm's (a shipped
 * template's first edit becomes the firm's own copy under the same id). Who may open it as for /templates.
 */
export default function TemplateEditorPage() {
  const { templateId } = useParams();
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const allowed = me ? mayManageTemplates(me) : false;
  const stored = useTemplate(allowed && templateId ? templateId : null);
  const refresh = useRefreshQuestionnaires();

  if (!me) return null;
  if (!allowed) return <NotFoundPage />;

  const heading = templateId ? t.editHeading : t.newHeading;
  const template = stored.data?.template ?? null;
  if (templateId && !template) {
    return (
      <>
        <PageHeading>{heading}</PageHeading>
        {stored.error ? (
          <>
            <Text as="p" block role="status">
              {stored.error.status === 404 ? t.notFound : stored.error.message}
            </Text>
            <RouterLink to="/templates">{templatesText.heading}</RouterLink>
          </>
        ) : (
          <Spinner label={t.loading} />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <TemplateEditor
        // A reload after someone else's save brings a newer version: the editor starts again from it.
        key={template ? `${template.id}:${template.version}` : 'new'}
        template={template}
        onSaved={() => {
          void refresh();
          navigate('/templates');
        }}
        onCancel={() => navigate('/templates')}
        onReload={() => void stored.mutate()}
      />
    </>
  );
}
