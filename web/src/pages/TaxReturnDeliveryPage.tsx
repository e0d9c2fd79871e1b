import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { taxReturnText } from '@ledgerline/shared/tax-returns';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Loading } from '../components/Loading';
import { PageHeading } from '../components/PageHeading';
import { RouterLink } from '../components/RouterLink';
import { DraftReviewDialog } from '../components/dashboard/DraftReviewDialog';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { useTaxReturns } from '../hooks/useTaxReturns';
import { dashboardText, draftReviewText } from '../texts/dashboard';

/** MD §2 /tax-return-delivery/{id}?companyId=...: the draft review of that return; closing it goes to the dashboard. */
export default function TaxReturnDeliveryPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const companyId = params.get('companyId');
  const list = useTaxReturns(companyId, true);
  const taxReturn = list.data?.find((r) => r.id === id);

  if (list.isLoading) return <Loading />;
  return (
    <>
      <PageHeading>{taxReturn?.tax_return_name ?? dashboardText.headingTaxReturns}</PageHeading>
      {taxReturn && companyId ? (
        <DraftReviewDialog
          taxReturn={taxReturn}
          companyId={companyId}
          readOnly={Boolean(me?.user.is_advisor)}
          viewOnly={
            Boolean(me?.user.readonly_access) || Boolean(me?.companies.find((c) => c.id === companyId)?.readonly_access)
          }
          onClose={() => navigate('/')}
        />
      ) : (
        <>
          <MessageBar intent="warning">
            <MessageBarBody>{taxReturnText.notFound}</MessageBarBody>
          </MessageBar>
          <p>
            <RouterLink to="/">{draftReviewText.backToDashboard}</RouterLink>
          </p>
        </>
      )}
    </>
  );
}
