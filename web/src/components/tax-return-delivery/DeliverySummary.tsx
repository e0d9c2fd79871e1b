import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { paymentSummary, signatureSummary } from '@ledgerline/shared/tax-return-delivery';
import type { TaxReturnDetail } from '../../api/tax-return-delivery';
import { deliveryText as t } from '../../texts/taxReturnDelivery';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
});

/** FA §4.1 summaries of signatures and payments, and whether the invoice is paid. */
export function DeliverySummary({ detail }: { detail: TaxReturnDetail }) {
  const s = useStyles();
  return (
    <dl className={s.list}>
      <dt className={s.term}>{t.signaturesSummary}</dt>
      <dd className={s.value}>
        <Text>{signatureSummary(detail.total_signature_count, detail.signed_signature_count)}</Text>
      </dd>
      <dt className={s.term}>{t.paymentsSummary}</dt>
      <dd className={s.value}>
        <Text>{paymentSummary(detail.total_payment_count, detail.paid_payment_count)}</Text>
      </dd>
      <dt className={s.term}>{t.invoice}</dt>
      <dd className={s.value}>
        <Text>{detail.payment.status === 'paid' ? t.invoicePaid : t.invoiceUnpaid}</Text>
      </dd>
    </dl>
  );
}
