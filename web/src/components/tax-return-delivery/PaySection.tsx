import { Button, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { taxReturnAdminText } from '@ledgerline/shared/tax-return-delivery';
import { useRef } from 'react';
import type { TaxReturnDetail } from '../../api/tax-return-delivery';
import type { useTaxReturnWrites } from '../../hooks/useTaxReturnDelivery';
import { deliveryText as t } from '../../texts/taxReturnDelivery';
import { toastError, toastSuccess } from '../../toast';
import { focusBack } from './focus-back';
import { voucherName } from './format';
import { VoucherList } from './VoucherList';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  h2: { ...typographyStyles.subtitle1, margin: 0 },
  invoice: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * The return's payments for the client (MD §3 vouchers, invoice paid flag): each voucher marked paid or unpaid, and
 * the invoice marked paid while it is not (the client cannot take that back).
 */
export function PaySection({
  detail,
  readOnly,
  writes,
}: {
  detail: TaxReturnDetail;
  readOnly: boolean;
  writes: ReturnType<typeof useTaxReturnWrites>;
}) {
  const s = useStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  const invoicePaid = detail.payment.status === 'paid';
  return (
    <section className={s.section} aria-labelledby="pay-section">
      <h2 id="pay-section" ref={heading} tabIndex={-1} className={s.h2}>
        {t.pay}
      </h2>
      {detail.payment_vouchers.length === 0 ? (
        <Text>{taxReturnAdminText.noPayments}</Text>
      ) : (
        <VoucherList
          vouchers={detail.payment_vouchers}
          action={(v) =>
            !readOnly && (
              <Button
                disabled={writes.busy !== null}
                aria-label={`${v.is_paid ? t.markUnpaid : t.markPaid}: ${voucherName(v)}`}
                onClick={async (e) => {
                  const button = e.currentTarget;
                  const res = await writes.voucherPaid(v.id, !v.is_paid);
                  focusBack(button, () => heading.current);
                  if (res.ok) toastSuccess(t.voucherUpdated);
                  else toastError(res.error || taxReturnAdminText.updateFailed);
                }}
              >
                {v.is_paid ? t.markUnpaid : t.markPaid}
              </Button>
            )
          }
        />
      )}
      <div className={s.invoice}>
        <Text>
          {t.invoice}: <Text weight="semibold">{invoicePaid ? t.invoicePaid : t.invoiceUnpaid}</Text>
        </Text>
        {!readOnly && !invoicePaid && (
          <Button
            disabled={writes.busy !== null}
            onClick={async (e) => {
              const button = e.currentTarget;
              const res = await writes.invoicePaid();
              focusBack(button, () => heading.current);
              if (res.ok) toastSuccess(taxReturnAdminText.invoiceUpdated);
              else toastError(res.error || taxReturnAdminText.updateFailed);
            }}
          >
            {t.markInvoicePaid}
          </Button>
        )}
      </div>
    </section>
  );
}
