import { Field, Input, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { taxReturnAdminText as spec } from '@ledgerline/shared/tax-return-delivery';
import { formatDate } from '@ledgerline/shared/time/format';
import { taxReturnDelivery, type TaxReturnDetail } from '../../api/tax-return-delivery';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import { FormDialog } from '../ui/FormDialog';
import { useDetailChange } from './useDetailChange';
import { amountError, voucherName, vouchersPatch, type VoucherDraft } from './voucher-rules';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  amount: { width: '200px', maxWidth: '100%' },
  fieldset: {
    border: 'none',
    margin: 0,
    padding: `0 0 ${tokens.spacingVerticalS}`,
    minWidth: 0,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  legend: { display: 'flex', flexDirection: 'column', padding: 0, marginBottom: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** A voucher's due date is a calendar day: shown as written, in no zone. */
const dueText = (due: string | null, asap: boolean) =>
  asap || !due ? t.vouchers.dueAsap : `${t.vouchers.due} ${formatDate(`${due}T12:00:00Z`, 'UTC')}`;

/**
 * FA §2.6 Update payment vouchers: each voucher's amount (greater than 0, FA §5.8) and whether it is paid, saved
 * together (PATCH payment_vouchers at the version the dialog read).
 */
export function VouchersDialog({ detail, onClose }: { detail: TaxReturnDetail; onClose: () => void }) {
  const s = useStyles();
  const [drafts, setDrafts] = useState<Record<string, VoucherDraft>>(() =>
    Object.fromEntries(detail.payment_vouchers.map((v) => [v.id, { amount: String(v.amount), is_paid: v.is_paid }])),
  );
  const [checked, setChecked] = useState(false);
  const { busy, change } = useDetailChange();
  const edit = (id: string, patch: Partial<VoucherDraft>) =>
    setDrafts((d) => ({ ...d, [id]: { ...d[id]!, ...patch } }));

  async function save() {
    setChecked(true);
    if (detail.payment_vouchers.some((v) => amountError(drafts[v.id]!.amount))) return;
    const saved = await change(
      () =>
        taxReturnDelivery.patch({
          id: detail.id,
          company_id: detail.company_id,
          payment_vouchers: vouchersPatch(detail.payment_vouchers, drafts),
          version: detail.version,
        }),
      null,
      spec.saveFailed,
    );
    if (saved) onClose();
  }

  return (
    <FormDialog
      title={t.vouchers.title}
      submitLabel={t.vouchers.save}
      canSubmit={!busy && detail.payment_vouchers.length > 0}
      onSubmit={save}
      onClose={onClose}
      noValidate
    >
      {detail.payment_vouchers.length === 0 ? (
        <Text>{t.vouchers.none}</Text>
      ) : (
        <ul className={s.list}>
          {detail.payment_vouchers.map((v) => {
            const d = drafts[v.id]!;
            const error = checked ? amountError(d.amount) : null;
            const name = voucherName(v);
            return (
              <li key={v.id}>
                <fieldset className={s.fieldset}>
                  <legend className={s.legend}>
                    <Text weight="semibold">{name}</Text>
                    <Text size={200} className={s.muted}>
                      {dueText(v.due_date, v.is_due_asap)}
                    </Text>
                  </legend>
                  <div className={s.item}>
                    <Field
                      label={t.vouchers.amount}
                      validationMessage={error ?? undefined}
                      validationState={error ? 'error' : 'none'}
                    >
                      <Input
                        type="number"
                        inputMode="decimal"
                        min="0.01"
                        step="0.01"
                        contentBefore="$"
                        value={d.amount}
                        onChange={(_, e) => edit(v.id, { amount: e.value })}
                      />
                    </Field>
                    <Switch
                      label={t.vouchers.paid}
                      checked={d.is_paid}
                      onChange={(_, e) => edit(v.id, { is_paid: e.checked })}
                    />
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
    </FormDialog>
  );
}
