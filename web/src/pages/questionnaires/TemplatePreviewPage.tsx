import { Spinner, Text } from '@fluentui/react-components';
import { useParams } from 'react-router';
import { defaultTaxYear } from '@ledgerline/shared/time/tax-year';
import { PageHeading } from '../../components/PageHeading';
import { TemplatePreview } from '../../components/questionnaires/templates/TemplatePreview';
import { browserZone } from '../../format/dateTime';
import { useTemplate } from '../../hooks/useCollect';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { templatePreviewText as t, templatesText } from '../../texts/templates';
import NotFoundPage from '../NotFoundPage';

/**
 * QD §2 /preview/template/{templateId}?sectionId={id}: an advisor's preview of a template (mode admin-template).
 * Any advisor may preview (the template read is an advisor's call); the header year is the default tax year minus 1.
 */
export default function TemplatePreviewPage() {
  const { templateId } = useParams();
  const { data: me } = useCurrentUser();
  const advisor = me?.user.is_advisor === true;
  const stored = useTemplate(advisor && templateId ? templateId : null);

  if (!me) return null;
  if (!advisor) return <NotFoundPage />;

  const template = stored.data?.template;
  if (!template) {
    return (
      <>
        <PageHeading>{templatesText.preview}</PageHeading>
        {stored.error ? (
          <Text as="p" block role="status">
            {stored.error.status === 404 ? t.notFound : stored.error.message}
          </Text>
        ) : (
          <Spinner label={t.loading} />
        )}
      </>
    );
  }
  return <TemplatePreview template={template} year={defaultTaxYear(Date.now(), browserZone) - 1} />;
}
