import { Field, Select } from '@fluentui/react-components';
import { taxYearOptions } from '@ledgerline/shared/time/tax-year';
import { browserZone } from '../../../format/dateTime';
import { sendLabels as l } from '../../../texts/send-questionnaire';
import { validation } from './useTouched';

/** FA §9 / QD §9: tax years 2018 to the default year, newest first; empty until one is chosen. */
export function TaxYearField({
  value,
  onChange,
  onBlur,
  message,
}: {
  value: number | null;
  onChange: (year: number | null) => void;
  /** The field was left or changed: its message may show. */
  onBlur: () => void;
  message: string | undefined;
}) {
  const years = taxYearOptions(Date.now(), browserZone).reverse();
  return (
    <Field label={l.taxYear} required {...validation(message)}>
      <Select
        value={value ? String(value) : ''}
        onChange={(_, d) => {
          onChange(d.value ? Number(d.value) : null);
          onBlur();
        }}
        onBlur={onBlur}
      >
        <option value="">{l.chooseTaxYear}</option>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </Select>
    </Field>
  );
}
