/**
 * The sign-in page of a firm (FA §1 "A firm can brand the login page with its own logo and name", §7.5
 * get_firm_theme_by_slug): reached as /signin?firm=<slug>, it shows the firm's logo or name above the form, uses
 * its theme and its favicon. Without the parameter, or for an unknown slug, the page is the portal's own. The
 * branding's code (the theme builder, the firms calls) loads only when the address names a firm.
 */
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading';

const BrandedFrame = lazy(() => import('./BrandedFrame'));

/** The firm the page is branded for, once its branding has loaded. */
export const SignInFirm = createContext<{ name: string; medium_url: string | null } | null>(null);

const useStyles = makeStyles({
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  logo: { maxWidth: '100%', maxHeight: '64px', objectFit: 'contain' },
  name: { ...typographyStyles.subtitle1, margin: 0, color: tokens.colorNeutralForeground1 },
});

/** The firm's theme and favicon around the sign-in page when the address names a firm. */
export function FirmThemeProvider({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const slug = params.get('firm')?.trim() || null;
  if (!slug) return <>{children}</>;
  return (
    <Suspense fallback={<Loading />}>
      <BrandedFrame slug={slug}>{children}</BrandedFrame>
    </Suspense>
  );
}

/** The firm's logo (named by the firm) or its name, above the sign-in form. */
export function FirmBrandHeader() {
  const s = useStyles();
  const firm = useContext(SignInFirm);
  if (!firm) return null;
  return (
    <div className={s.brand}>
      {firm.medium_url ? (
        <img className={s.logo} src={firm.medium_url} alt={firm.name} />
      ) : (
        <p className={s.name}>{firm.name}</p>
      )}
    </div>
  );
}
