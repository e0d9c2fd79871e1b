import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { taxReturnStatusLabel } from '@ledgerline/shared/tax-return-delivery';
import { taxReturnText } from '@ledgerline/shared/tax-returns';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { PageHeading } from '../../components/PageHeading';
import { RouterLink } from '../../components/RouterLink';
import { AdminDeliveryView } from '../../components/tax-return-delivery/AdminDeliveryView';
import { useDraftLink } from '../../hooks/useDraftLink';
import { useTaxReturnDetail } from '../../hooks/useTaxReturnDelivery';
import { deliveryText as t } from '../../texts/taxReturnDelivery';

// The viewer brings react-pdf and pdf.js: loaded with the pages, not with the app.
const ReturnPagesViewer = lazy(() => import('../../components/tax-return-delivery/ReturnPagesViewer'));

const useStyles = makeStyles({
  head: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    marginBottom: tokens.spacingVerticalL,
  },
  meta: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
});

/** The return's pages as staff see them: the original upload (download_tax_return answers it to staff), page by page. */
function ReturnPages({ id, companyId }: { id: string; companyId: string }) {
  const link = useDraftLink(id, companyId);
  if (link.error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{taxReturnText.pdfFailed}</MessageBarBody>
      </MessageBar>
    );
  if (!link.data) return <Loading label={t.loadingPages} />;
  return (
    <Suspense fallback={<Loading label={t.loadingPages} />}>
      <ReturnPagesViewer url={link.data} />
    </Suspense>
  );
}

/**
 * FA §2.6, §4.1 /tax-return-delivery-admin-view/{taxReturnId}?companyId=…: one return's delivery, by status: still
 * processing, the draft's review, the classification, or the delivered return. With embedded=1 (the table's draft
 * dialog frames it) there is no way back to the table: the dialog is the way back.
 */
export default function TaxReturnDeliveryAdminPage() {
  const s = useStyles();
  const { taxReturnId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const companyId = params.get('companyId');
  const embedded = params.get('embedded') === '1';
  const detail = useTaxReturnDetail(taxReturnId, companyId);
  const r = detail.data;

  if (detail.isLoading) return <Loading />;
  if (!r || !companyId || !taxReturnId) {
    return (
      <>
        <PageHeading>{t.adminTitle('tax return')}</PageHeading>
        <MessageBar intent="warning">
          <MessageBarBody>{detail.error?.message || taxReturnText.notFound}</MessageBarBody>
        </MessageBar>
        {!embedded && (
          <p>
            <RouterLink to="/tax-returns">{t.backToTaxReturns}</RouterLink>
          </p>
        )}
      </>
    );
  }

  const onSent = () => {
    // Framed in the table's dialog, the table itself is what should show the sent return.
    if (embedded && window.top && window.top !== window) window.top.location.assign('/tax-returns');
    else navigate('/tax-returns');
  };

  return (
    <>
      <div className={s.head}>
        {!embedded && <RouterLink to="/tax-returns">{t.backToTaxReturns}</RouterLink>}
        <PageHeading title={t.adminTitle(r.tax_return_name)}>{`${r.tax_year} ${r.tax_return_name}`}</PageHeading>
        <div className={s.meta}>
          <Text>{t.forCompany(r.company_name, r.tax_year)}</Text>
          <Text>
            {t.status}: {taxReturnStatusLabel[r.status]}
          </Text>
          {r.page_count !== null && <Text>{t.pagesOf(r.page_count)}</Text>}
        </div>
      </div>
      <AdminDeliveryView
        detail={r}
        companyId={companyId}
        embedded={embedded}
        viewer={<ReturnPages id={r.id} companyId={companyId} />}
        onReload={() => detail.mutate()}
        onSent={onSent}
      />
    </>
  );
}
