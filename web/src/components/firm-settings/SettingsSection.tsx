import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { CardSurface } from '../ui/CardSurface';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  title: { ...typographyStyles.subtitle2, margin: 0 },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/** One part of Firm Settings: a card with its heading (an h2, for the page's outline) and an optional intro. */
export function SettingsSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const s = useStyles();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <CardSurface className={s.card}>
        <h2 id={id} className={s.title}>
          {title}
        </h2>
        {intro && <p className={s.intro}>{intro}</p>}
        <div className={s.body}>{children}</div>
      </CardSurface>
    </section>
  );
}
