/**
 * Where a sign-in lands (FA §2.1: "Sign-in accepts query parameters email, redirect and companyId; login also
 * reads questionnaireId, auth_token, firmGroupId and taxYear"). The page to open is `redirect` (or /), and the
 * questionnaire, entity, firm group and tax year named on /signin ride along in its query string, so they
 * survive every way in: a password, an emailed or texted code, a sign-in link (send_auth_link carries the
 * redirect), the two-factor link and the set-sign-in-method wizard.
 *
 * On arrival the entity (companyId) and the Tax Year (taxYear) are selected for the dashboard; questionnaireId
 * and firmGroupId stay in the address for the screens that use them (the questionnaire screen, issue 16).
 */

/** The /signin parameters carried to the landing page, in the order they are added to it. */
export const carriedParams = ['questionnaireId', 'companyId', 'taxYear', 'firmGroupId'] as const;
type Carried = (typeof carriedParams)[number];

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
const valid: Record<Carried, (v: string) => boolean> = {
  questionnaireId: (v) => idPattern.test(v),
  companyId: (v) => idPattern.test(v),
  firmGroupId: (v) => idPattern.test(v),
  taxYear: (v) => /^\d{4}$/.test(v),
};

/**
 * The landing path: `redirect` (already checked to be a path on this site) or /, with the carried parameters
 * of `params` added unless the redirect names them itself. Null when there is nothing to carry and no redirect.
 */
export function landingPath(redirect: string | null, params: URLSearchParams): string | null {
  const carried = carriedParams
    .map((name) => [name, params.get(name)?.trim() ?? ''] as const)
    .filter(([name, value]) => value && valid[name](value));
  if (!carried.length) return redirect;
  const target = new URL(redirect ?? '/', 'http://landing.invalid');
  for (const [name, value] of carried) if (!target.searchParams.has(name)) target.searchParams.set(name, value);
  return `${target.pathname}${target.search}${target.hash}`;
}

/** What the landing path selects: the entity and the Tax Year (invalid values are left out). */
export function landingSelection(path: string | null): { companyId?: string; taxYear?: number } {
  if (!path) return {};
  const q = new URL(path, 'http://landing.invalid').searchParams;
  const companyId = q.get('companyId') ?? '';
  const taxYear = q.get('taxYear') ?? '';
  return {
    ...(valid.companyId(companyId) ? { companyId } : {}),
    ...(valid.taxYear(taxYear) ? { taxYear: Number(taxYear) } : {}),
  };
}
