import { Field, Select } from '@fluentui/react-components';
import { taxYearOptions } from '@ledgerline/shared/time/tax-year';
import { browserZone } from '../../format/dateTime';
import { setTaxYear } from '../../hooks/useTaxYear';
import { dashboardText } from '../../texts/dashboard';

/** FA §9: the Tax Year dropdown, 2018 to the default year (one more each November); the choice is kept in a cookie. */
export function TaxYearSelect({ year }: { year: number }) {
  const options = taxYearOptions(Date.now(), browserZone);
  return (
    <Field label={dashboardText.taxYear}>
      <Select value={String(year)} onChange={(_, d) => setTaxYear(Number(d.value))}>
        {options.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </Select>
    </Field>
  );
}
