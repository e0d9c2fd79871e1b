/** The branding of the sign-in page reached as /signin?firm=<slug> (FA §7.5); a null key without a slug. */
import useSWR from 'swr';
import { firmSettings, themeBySlugPath } from '../api/firm-settings';
import { unwrap } from './swr-load';

export function useFirmThemeBySlug(slug: string | null) {
  return useSWR(
    slug ? ([themeBySlugPath, slug] as const) : null,
    () => unwrap(firmSettings.themeBySlug(slug as string)),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
}
