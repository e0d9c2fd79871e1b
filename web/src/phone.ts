/** FA §5.10: a phone number is typed as (XXX) XXX-XXXX, at most 14 characters. */
export const PHONE_MAX = 14;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function formatPhone(value: string): string {
  const d = phoneDigits(value).slice(0, 10);
  if (!d) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`.slice(0, PHONE_MAX);
}

/** The next value of a phone input: deleting a formatting character deletes the digit before it. */
export function nextPhoneValue(previous: string, typed: string): string {
  let digits = phoneDigits(typed);
  if (typed.length < previous.length && digits === phoneDigits(previous)) digits = digits.slice(0, -1);
  return formatPhone(digits);
}
