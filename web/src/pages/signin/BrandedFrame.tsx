/** The branded sign-in page's frame (see ./FirmBranding): the firm's theme, favicon, and name for the header. */
import { FluentProvider } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { useFirmThemeBySlug } from '../../hooks/useFirmThemeBySlug';
import { firmTheme } from '../../theme/brand';
import { SignInFirm } from './FirmBranding';

/** Shows the firm's favicon while the page is open, and the page's own again after. */
function useFavicon(href: string | null | undefined) {
  useEffect(() => {
    if (!href) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    const before = link?.getAttribute('href') ?? null;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = href;
    return () => {
      if (before === null) link?.remove();
      else link?.setAttribute('href', before);
    };
  }, [href]);
}

/**
 * Mounted for as long as the address names a firm, so the form inside is not remounted when the branding arrives
 * (until then, and for an unknown firm, the portal's own theme).
 */
export default function BrandedFrame({ slug, children }: { slug: string; children: ReactNode }) {
  const { data: firm } = useFirmThemeBySlug(slug);
  useFavicon(firm?.favicon_url);
  return (
    <FluentProvider theme={firmTheme(firm?.theme)} style={{ minHeight: '100%' }}>
      <SignInFirm.Provider value={firm ? { name: firm.name, medium_url: firm.medium_url } : null}>
        {children}
      </SignInFirm.Provider>
    </FluentProvider>
  );
}
