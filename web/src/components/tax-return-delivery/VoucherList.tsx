import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { PaymentVoucher } from '../../api/tax-return-delivery';
import { deliveryText as t } from '../../texts/taxReturnDelivery';
import { formatCalendarDate } from '../../format/dateTime';
import { formatUsd, voucherName } from './format';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  what: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  facts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
});

/** When a voucher is due: 'Due ASAP', or its date as 'MMM D, YYYY'. */
export const dueText = (v: Pick<PaymentVoucher, 'is_due_asap' | 'due_date'>) =>
  v.is_due_asap ? t.dueAsap : v.due_date ? t.due(formatCalendarDate(v.due_date)) : '';

/**
 * The payment vouchers of a delivered return: what, how much (USD), when due and whether paid. `action` adds a
 * control beside a voucher (the client's Mark as paid); without it the list is read-only.
 */
export function VoucherList({
  vouchers,
  action,
}: {
  vouchers: readonly PaymentVoucher[];
  action?: (voucher: PaymentVoucher) => ReactNode;
}) {
  const s = useStyles();
  return (
    <ul className={s.list}>
      {vouchers.map((v) => (
        <li key={v.id} className={s.item}>
          <div className={s.what}>
            <Text weight="semibold">{voucherName(v)}</Text>
            <div className={s.facts}>
              <Text>{formatUsd(v.amount)}</Text>
              <Text>{dueText(v)}</Text>
              <Text weight={v.is_paid ? 'semibold' : 'regular'}>{v.is_paid ? t.voucherPaid : t.voucherUnpaid}</Text>
            </div>
          </div>
          {action?.(v)}
        </li>
      ))}
    </ul>
  );
}
