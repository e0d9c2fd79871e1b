import { Field, Input } from '@fluentui/react-components';
import { nextPhoneValue, PHONE_MAX } from '../../phone';
import { usersLabels as l } from '../../texts/users';
import { isPartialPhone } from './user-rules';

/**
 * A phone typed into the mask (___) ___-____ (FA §5.1): digits only, formatted as typed, at most 14 characters.
 * An incomplete number is sent empty, so the field says so rather than refusing it.
 */
export function PhoneField({
  label,
  value,
  onChange,
  validationMessage,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  validationMessage?: string;
}) {
  const partial = isPartialPhone(value);
  return (
    <Field
      label={label}
      validationMessage={validationMessage ?? (partial ? l.phoneIncomplete : undefined)}
      validationState={validationMessage ? 'error' : partial ? 'warning' : 'none'}
    >
      <Input
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder={l.phonePlaceholder}
        maxLength={PHONE_MAX}
        value={value}
        onChange={(_, d) => onChange(nextPhoneValue(value, d.value))}
      />
    </Field>
  );
}
