import { makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import type { TaxReturnDetail } from '../../api/tax-return-delivery';
import { useTaxReturnWrites } from '../../hooks/useTaxReturnDelivery';
import { deliveryText as t } from '../../texts/taxReturnDelivery';
import { toastError } from '../../toast';
import { DeliverySummary } from './DeliverySummary';
import { DownloadMenu } from './DownloadMenu';
import { FormList } from './FormList';
import { VoucherList } from './VoucherList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  h2: { ...typographyStyles.subtitle1, margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * A delivered return as staff see it (FA §3.5, §4.1), read-only: the summaries and invoice, each e-sign form with
 * where every signature stands, the vouchers with their paid state, and the downloads with the signatures on them.
 */
export function DeliveredAdminView({ detail, companyId }: { detail: TaxReturnDetail; companyId: string }) {
  const s = useStyles();
  const writes = useTaxReturnWrites(detail.id, companyId);
  return (
    <div className={s.root}>
      <section className={s.section} aria-labelledby="delivery-summary">
        <h2 id="delivery-summary" className={s.h2}>
          {t.summaries}
        </h2>
        <DeliverySummary detail={detail} />
        <div className={s.actions}>
          <DownloadMenu
            onDownload={async (choice) => {
              if (writes.busy !== null) return;
              if (!(await writes.download(choice, `${detail.tax_return_name}.pdf`))) toastError(t.downloadFailed);
            }}
          />
        </div>
      </section>
      <section className={s.section} aria-labelledby="delivered-forms">
        <h2 id="delivered-forms" className={s.h2}>
          {t.eSignForms}
        </h2>
        {detail.e_sign_forms.length === 0 ? <Text>{t.noForms}</Text> : <FormList forms={detail.e_sign_forms} />}
      </section>
      <section className={s.section} aria-labelledby="delivered-vouchers">
        <h2 id="delivered-vouchers" className={s.h2}>
          {t.paymentVouchers}
        </h2>
        {detail.payment_vouchers.length === 0 ? (
          <Text>{t.noVouchers}</Text>
        ) : (
          <VoucherList vouchers={detail.payment_vouchers} />
        )}
      </section>
    </div>
  );
}
