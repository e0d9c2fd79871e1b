/**
 * QD §2 'View is list or grid (default list, remembered in a cookie)', FA §2.10 'saved in a cookie'; the cookie
 * lives a year like the tables' page size (QD §9 cookie max age 31536000 s).
 */
export type DocumentsView = 'list' | 'grid';

export const viewCookieName = 'll_documents_view';
const maxAge = 31_536_000;

/** The view a `document.cookie` string remembers: list unless it says grid. */
export function viewFromCookies(cookies: string): DocumentsView {
  const hit = cookies
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${viewCookieName}=`));
  return hit?.slice(viewCookieName.length + 1) === 'grid' ? 'grid' : 'list';
}

/** The cookie that remembers a view. */
export function viewCookie(view: DocumentsView): string {
  return `${viewCookieName}=${view}; path=/; max-age=${maxAge}; SameSite=Lax`;
}
