/** Self sign-up's rules as plain values and functions: its limits, and the one id of a template's questionnaire. */
import { createHash } from 'node:crypto';
import { allQuestions, type ContentSection } from '@ledgerline/shared/schemas/questionnaire-content';
import { defaultTaxYear } from '@ledgerline/shared/time/tax-year';

/** Sign-ups from one address: enough for a family at one desk, not for filling a firm with made-up clients. */
export const selfSignUpLimit = { seconds: 60 * 60, limit: 10 };
/** Reads of a sign-up link's template and firm from one address (guessing links). */
export const signUpReadLimit = { seconds: 15 * 60, limit: 200 };

/** One questionnaire per entity, template and year, whatever calls make it: its id comes from the three. */
export function templateQuestionnaireId(companyId: string, templateId: string, year: number): string {
  return `s${createHash('sha256').update(`${companyId}\n${templateId}\n${year}`).digest('base64url').slice(0, 24)}`;
}

/** The year asked for, or the firm's default tax year (the year of the date ten months ago, FA §9). */
export function yearOf(asked: number | null | undefined, now: Date, zone: string | null | undefined): number {
  return asked ?? defaultTaxYear(now, zone);
}

/** Questions the client is asked at first: each section's own questions (follow-ups once their answer shows them). */
export function askedCount(sections: readonly ContentSection[]): number {
  let n = 0;
  for (const { depth } of allQuestions(sections)) if (depth === 1) n++;
  return n;
}
