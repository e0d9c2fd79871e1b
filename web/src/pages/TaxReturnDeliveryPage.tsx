import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { isDelivered } from '@ledgerline/shared/tax-return-delivery';
import { taxReturnText } from '@ledgerline/shared/tax-returns';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Loading } from '../components/Loading';
import { PageHeading } from '../components/PageHeading';
import { RouterLink } from '../components/RouterLink';
import { DraftReviewDialog } from '../components/dashboard/DraftReviewDialog';
import { ClientDelivery } from '../components/tax-return-delivery/ClientDelivery';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { useTaxReturnDetail } from '../hooks/useTaxReturnDelivery';
import { useTaxReturns } from '../hooks/useTaxReturns';
import { dashboardText, draftReviewText } from '../texts/dashboard';

/**
 * MD §2 /tax-return-delivery/{id}?companyId=...: a delivered return's whole delivery (sign, pay, download); before
 * that, the draft review of the return, whose closing goes to the dashboard. Staff, and read-only users or entities,
 * see it without changing anything.
 */
export default function TaxReturnDeliveryPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const companyId = params.get('companyId');
  const list = useTaxReturns(companyId, true);
  const detail = useTaxReturnDetail(id, companyId);
  const taxReturn = list.data?.find((r) => r.id === id);
  const readOnly = Boolean(me?.user.is_advisor);
  const viewOnly =
    Boolean(me?.user.readonly_access) || Boolean(me?.companies.find((c) => c.id === companyId)?.readonly_access);

  if (list.isLoading || detail.isLoading) return <Loading />;
  const delivered = detail.data && isDelivered(detail.data.status) ? detail.data : null;
  return (
    <>
      <PageHeading>
        {delivered?.tax_return_name ?? taxReturn?.tax_return_name ?? dashboardText.headingTaxReturns}
      </PageHeading>
      {delivered && companyId ? (
        <ClientDelivery
          detail={delivered}
          companyId={companyId}
          userId={me?.user.id ?? null}
          readOnly={readOnly || viewOnly}
        />
      ) : taxReturn && companyId ? (
        <DraftReviewDialog
          taxReturn={taxReturn}
          companyId={companyId}
          readOnly={readOnly}
          viewOnly={viewOnly}
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
      {delivered && (
        <p>
          <RouterLink to="/">{draftReviewText.backToDashboard}</RouterLink>
        </p>
      )}
    </>
  );
}
