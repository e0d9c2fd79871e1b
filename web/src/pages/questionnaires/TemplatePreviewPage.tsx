import { Spinner, Text } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { defaultTaxYear } from '@ledgerline/shared/time/tax-year';
import { PageHeading } from '../../components/PageHeading';
import { AnsweringView } from '../../components/answering/AnsweringView';
import { templateAsAnswered } from '../../components/answering/template-view';
import { browserZone } from '../../format/dateTime';
import { useTemplate } from '../../hooks/useCollect';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { templatePreviewText as t, templatesText } from '../../texts/templates';
import NotFoundPage from '../NotFoundPage';

const noChange = () => {};
/** Today in the browser's zone, YYYY-MM-DD (en-CA writes dates that way). */
const browserToday = () => new Date().toLocaleDateString('en-CA');

/**
 * QD §2 /preview/template/{templateId}?sectionId={id}: an advisor's preview of a template in the admin-template
 * mode, with the client's own screen: nothing answered, entries mocked, notes and uploads off, the signature a
 * sample, the header year the default tax year minus 1. Any advisor may preview (the template read is an advisor's
 * call).
 */
export default function TemplatePreviewPage() {
  const { templateId } = useParams();
  const [params] = useSearchParams();
  const { data: me } = useCurrentUser();
  const advisor = me?.user.is_advisor === true;
  const stored = useTemplate(advisor && templateId ? templateId : null);
  const template = stored.data?.template;
  const taxYear = defaultTaxYear(Date.now(), browserZone);
  const q = useMemo(
    () => (template ? templateAsAnswered(template, taxYear, browserToday()) : null),
    [template, taxYear],
  );

  if (!me) return null;
  if (!advisor) return <NotFoundPage />;
  if (!q) {
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
  return (
    <AnsweringView
      questionnaire={q}
      mode="admin-template"
      wantedSectionId={params.get('sectionId')}
      hrefOf={(sectionId) => `?${new URLSearchParams({ sectionId }).toString()}`}
      onChanged={noChange}
      meId={me.user.id}
      headerYear={taxYear - 1}
    />
  );
}
