import { createQuestionnaireFromTemplatePath } from '@ledgerline/shared/self-sign-up';

/** Addresses the template pages hand on: to sign-in with the email and the landing, and the sign-up's extras. */

/** The sign-in page with the email filled in and the questionnaire page to land on afterwards. */
export function signInPathFor(email: string, landing: string): string {
  return `/signin?${new URLSearchParams({ email, redirect: landing })}`;
}

/** FA §2.1, §7.5: a link may name the firm group (firmGroupId) and the tax year (year or taxYear). */
export function signUpExtras(params: URLSearchParams): { firmGroupId?: string; year?: number } {
  const out: { firmGroupId?: string; year?: number } = {};
  const group = params.get('firmGroupId')?.trim();
  if (group && /^[A-Za-z0-9_-]{1,64}$/.test(group)) out.firmGroupId = group;
  const year = Number(params.get('year') ?? params.get('taxYear'));
  if (Number.isInteger(year) && year >= 2000 && year <= 2100) out.year = year;
  return out;
}

export function yearParam(params: URLSearchParams): number | undefined {
  return signUpExtras(params).year;
}

/** Where the person lands once signed in: the questionnaire's creation, for the link's year when it names one. */
export function landingOf(hash: string, params: URLSearchParams): string {
  const year = yearParam(params);
  return `${createQuestionnaireFromTemplatePath(hash)}${year ? `?year=${year}` : ''}`;
}
