import { Button, Field, makeStyles, SearchBox, Select, tokens } from '@fluentui/react-components';
import {
  taxReturnAdminText as spec,
  taxReturnStatusGroupLabel,
  type TaxReturnStatusGroup,
} from '@ledgerline/shared/tax-return-delivery';
import { taxYearOptions } from '@ledgerline/shared/time/tax-year';
import { browserZone } from '../../format/dateTime';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import type { TaxReturnFilters, Tristate, YearFilter } from './filters';

const useStyles = makeStyles({
  bar: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    border: 'none',
    padding: 0,
    margin: `0 0 ${tokens.spacingVerticalM}`,
    minWidth: 0,
  },
  search: { gridColumn: 'span 2', '@media (max-width: 640px)': { gridColumn: 'auto' } },
  reset: { justifySelf: 'start' },
});

const groups = Object.keys(taxReturnStatusGroupLabel) as TaxReturnStatusGroup[];

/**
 * FA §2.6 filters: search, tax year (All, then 2018 to the default year, newest first), status group, reminder
 * disabled, reminder sent, voucher payments made (each All, Yes or No), and Reset filters while any is set.
 */
export function TaxReturnsFilters({
  value,
  onChange,
  year,
  onYear,
  filtering,
  onReset,
}: {
  value: TaxReturnFilters;
  onChange: (patch: Partial<TaxReturnFilters>) => void;
  year: YearFilter;
  onYear: (year: YearFilter) => void;
  filtering: boolean;
  onReset: () => void;
}) {
  const s = useStyles();
  const years = taxYearOptions(Date.now(), browserZone).reverse();
  const tristate = (key: 'reminderDisabled' | 'reminderSent' | 'voucherPaymentsMade', label: string) => (
    <Field label={label}>
      <Select value={value[key]} onChange={(_, d) => onChange({ [key]: d.value as Tristate })}>
        <option value="all">{t.all}</option>
        <option value="yes">{t.yes}</option>
        <option value="no">{t.no}</option>
      </Select>
    </Field>
  );
  return (
    <fieldset className={s.bar}>
      <legend className="sr-only">{t.filters}</legend>
      <Field label={t.search} className={s.search}>
        <SearchBox maxLength={200} value={value.search} onChange={(_, d) => onChange({ search: d.value })} />
      </Field>
      <Field label={t.taxYear}>
        <Select value={String(year)} onChange={(_, d) => onYear(d.value === 'All' ? 'All' : Number(d.value))}>
          <option value="All">{t.all}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t.status}>
        <Select value={value.status} onChange={(_, d) => onChange({ status: d.value as TaxReturnFilters['status'] })}>
          <option value="all">{t.all}</option>
          {groups.map((g) => (
            <option key={g} value={g}>
              {taxReturnStatusGroupLabel[g]}
            </option>
          ))}
        </Select>
      </Field>
      {tristate('reminderDisabled', t.reminderDisabled)}
      {tristate('reminderSent', t.reminderSent)}
      {tristate('voucherPaymentsMade', t.voucherPaymentsMade)}
      {filtering && (
        <Button className={s.reset} onClick={onReset}>
          {spec.resetFilters}
        </Button>
      )}
    </fieldset>
  );
}
