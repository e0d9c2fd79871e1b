import { Field, Select } from '@fluentui/react-components';
import { taxYears } from '@ledgerline/shared/questionnaires';
import { setTaxYear } from '../../hooks/useTaxYear';
import { dashboardText } from '../../texts/dashboard';

/** FA §9: the Tax Year dropdown, 2018 to 2025; the choice is remembered in a cookie. */
export function TaxYearSelect({ year }: { year: number }) {
  return (
    <Field label={dashboardText.taxYear}>
      <Select value={String(year)} onChange={(_, d) => setTaxYear(Number(d.value))}>
        {taxYears.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </Select>
    </Field>
  );
}
