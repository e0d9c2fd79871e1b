/** QD §5 Contact confirmation: what the Confirm this information dialog checks before it sends. Pure. */
import { contactEmailPattern } from '@ledgerline/shared/answering';
import { phoneDigits } from '../../../phone';
import { submitSpec as t } from '../../../texts/answering-submit';

export type ContactMethod = 'email' | 'sms' | 'both';

export interface ContactForm {
  email: string;
  phone: string;
  method: ContactMethod;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface ContactProblems {
  email?: string;
  phone?: string;
}

/** Phone numbers are 10 digits (QD §9). */
export const phoneIncomplete = 'Phone number must be 10 digits';

export function contactProblems(f: ContactForm): ContactProblems {
  const problems: ContactProblems = {};
  const email = f.email.trim();
  if (!email) problems.email = t.emailRequired;
  else if (!contactEmailPattern.test(email)) problems.email = t.invalidEmail;
  const digits = phoneDigits(f.phone);
  if (f.method !== 'email' && digits.length === 0) problems.phone = t.smsNeedsPhone;
  else if (digits.length > 0 && digits.length !== 10) problems.phone = phoneIncomplete;
  return problems;
}

export const asContactMethod = (v: string | null | undefined): ContactMethod =>
  v === 'sms' || v === 'both' ? v : 'email';
