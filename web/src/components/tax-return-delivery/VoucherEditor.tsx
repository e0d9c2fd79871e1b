import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Select,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { voucherDueDate } from '@ledgerline/shared/tax-return-delivery';
import type { VoucherDefinitionsList } from '../../api/tax-return-delivery';
import { deliveryText as t } from '../../texts/taxReturnDelivery';
import { CardSurface } from '../ui/CardSurface';
import type { VoucherDraft, VoucherErrors } from './classification';

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  h3: { ...typographyStyles.subtitle2, margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingVerticalM,
    alignItems: 'start',
    // A select is as wide as its longest option: without this, a long form name widens the card past its edge.
    '& > *': { minWidth: 0 },
  },
  wide: { gridColumn: '1 / -1' },
  checks: { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/**
 * One payment voucher of the classification (FA §3.5): which voucher (GET get_voucher_definitions), the amount (> 0,
 * FA §5.8), the due date (the voucher's usual one for the return's year by default) or 'Due ASAP', the page, the
 * quarter and whether it is paid already.
 */
export function VoucherEditor({
  draft,
  index,
  definitions,
  taxYear,
  pageCount,
  errors,
  autoFocus,
  onChange,
  onRemove,
}: {
  draft: VoucherDraft;
  index: number;
  definitions: VoucherDefinitionsList;
  taxYear: number;
  pageCount: number | null;
  errors: VoucherErrors;
  autoFocus: boolean;
  onChange: (next: VoucherDraft) => void;
  onRemove: () => void;
}) {
  const s = useStyles();
  const titleId = useId();
  const set = (patch: Partial<VoucherDraft>) => onChange({ ...draft, ...patch });
  return (
    <CardSurface role="group" aria-labelledby={titleId}>
      <div className={s.head}>
        <h3 id={titleId} className={s.h3}>
          {t.voucherLabel(index + 1)}
        </h3>
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          onClick={onRemove}
          aria-label={`${t.removeVoucher} ${index + 1}`}
        >
          {t.removeVoucher}
        </Button>
      </div>
      <div className={s.grid}>
        <Field
          className={s.wide}
          label={t.voucher}
          required
          validationMessage={errors.voucher_id}
          validationState={errors.voucher_id ? 'error' : 'none'}
        >
          <Select
            value={draft.voucher_id}
            autoFocus={autoFocus}
            onChange={(_, d) => {
              const def = definitions.find((v) => v.voucher_id === d.value);
              set({
                voucher_id: d.value,
                quarter: def?.quarter ? String(def.quarter) : '',
                due_date: def ? voucherDueDate(def, taxYear) : draft.due_date,
              });
            }}
          >
            <option value="">{t.chooseVoucher}</option>
            {definitions.map((v) => (
              <option key={v.voucher_id} value={v.voucher_id}>
                {v.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t.amount}
          required
          validationMessage={errors.amount}
          validationState={errors.amount ? 'error' : 'none'}
        >
          <Input
            value={draft.amount}
            inputMode="decimal"
            contentBefore="$"
            onChange={(_, d) => set({ amount: d.value })}
          />
        </Field>
        <Field label={t.dueDate}>
          <Input type="date" value={draft.due_date} onChange={(_, d) => set({ due_date: d.value })} />
        </Field>
        <Field label={t.voucherPage} validationMessage={errors.page} validationState={errors.page ? 'error' : 'none'}>
          <Input
            type="number"
            min={1}
            max={pageCount ?? undefined}
            value={draft.page}
            onChange={(_, d) => set({ page: d.value })}
          />
        </Field>
        <Field label={t.quarter}>
          <Select value={draft.quarter} onChange={(_, d) => set({ quarter: d.value })}>
            <option value="">{t.noQuarter}</option>
            {[1, 2, 3, 4].map((q) => (
              <option key={q} value={String(q)}>
                {t.quarterN(q)}
              </option>
            ))}
          </Select>
        </Field>
        <Field className={s.wide} label={t.customPaymentName}>
          <Input
            value={draft.custom_payment_name}
            maxLength={200}
            onChange={(_, d) => set({ custom_payment_name: d.value })}
          />
        </Field>
        <div className={s.checks}>
          <Checkbox
            label={t.dueAsap}
            checked={draft.is_due_asap}
            onChange={(_, d) => set({ is_due_asap: d.checked === true })}
          />
          <Checkbox label={t.paid} checked={draft.is_paid} onChange={(_, d) => set({ is_paid: d.checked === true })} />
        </div>
      </div>
    </CardSurface>
  );
}
