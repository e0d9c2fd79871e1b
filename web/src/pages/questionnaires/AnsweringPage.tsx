import { Button, Text } from '@fluentui/react-components';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { PageHeading } from '../../components/PageHeading';
import { RouterLink } from '../../components/RouterLink';
import { AnsweringView } from '../../components/answering/AnsweringView';
import { useCheckoutReturn } from '../../components/answering/submit/useCheckoutReturn';
import { useAnsweredQuestionnaire } from '../../hooks/useAnsweredQuestionnaire';
import { useCompanyByHash } from '../../hooks/useCompanyByHash';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { answeringLabels as l, answeringSpec as t } from '../../texts/answering';

/**
 * QD §2 /questionnaire/{companyHash}?questionnaireId={id}&sectionId={id}, with an optional #question{id} anchor: the
 * client answers a questionnaire (client mode). The entity comes from the address's hash; staff who open a client's
 * link are sent to the staff preview of the same questionnaire.
 */
export default function AnsweringPage() {
  const { companyHash = '' } = useParams<{ companyHash: string }>();
  const [params] = useSearchParams();
  const questionnaireId = params.get('questionnaireId');
  const { data: me } = useCurrentUser();
  const company = useCompanyByHash(companyHash);
  const companyId = company.data?.id ?? null;
  const { q, error, retry, onChanged } = useAnsweredQuestionnaire(companyId, questionnaireId);
  // Back from the deposit's hosted checkout (QD §4 Deposit): the page says how the payment went.
  useCheckoutReturn(q, onChanged);

  if (!me) return null;
  if (me.user.is_advisor && companyId && questionnaireId)
    return <Navigate to={`/preview/${companyId}/questionnaire/${encodeURIComponent(questionnaireId)}`} replace />;

  const missing = !questionnaireId || company.error?.status === 404 || error?.status === 404;
  if (missing || company.error || error)
    return (
      <>
        <PageHeading>{missing ? l.notFound : t.failedToLoad}</PageHeading>
        {!missing && (
          <Button
            onClick={() => {
              void company.mutate();
              retry();
            }}
          >
            {l.retry}
          </Button>
        )}
        <Text as="p" block>
          <RouterLink to="/">{l.backToDashboard}</RouterLink>
        </Text>
      </>
    );
  if (!q) return <Loading label={l.pageLoading} />;

  const hrefOf = (sectionId: string) =>
    `?${new URLSearchParams({ questionnaireId: questionnaireId!, sectionId }).toString()}`;
  return (
    <AnsweringView
      questionnaire={q}
      mode="client"
      wantedSectionId={params.get('sectionId')}
      hrefOf={hrefOf}
      onChanged={onChanged}
      meId={me.user.id}
      headerYear={q.tax_year}
    />
  );
}
