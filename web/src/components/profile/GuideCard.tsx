import { makeStyles, ProgressBar, tokens, typographyStyles } from '@fluentui/react-components';
import type { CurrentUser } from '../../api/types';
import { RouterLink } from '../RouterLink';
import { guideText as t } from '../../texts/profile';
import { guideSteps, tourOn } from './guide-steps';

const useStyles = makeStyles({
  card: {
    padding: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '560px',
  },
  h2: { ...typographyStyles.subtitle1, margin: 0 },
  p: { margin: 0 },
});

/** FA §2.5: the staff home's onboarding card, which opens the Guide (/admin-guide); only when the tour is on. */
export function GuideCard({ me }: { me: CurrentUser }) {
  const s = useStyles();
  if (!tourOn(me)) return null;
  const steps = guideSteps(me);
  const done = steps.filter((x) => x.done).length;
  return (
    <section className={s.card} aria-labelledby="home-guide">
      <h2 id="home-guide" className={s.h2}>
        {t.cardHeading}
      </h2>
      <p className={s.p}>{t.cardBody}</p>
      <ProgressBar value={steps.length ? done / steps.length : 0} aria-label={t.progress(done, steps.length)} />
      <p className={s.p}>{t.progress(done, steps.length)}</p>
      <RouterLink to="/admin-guide">{t.openGuide}</RouterLink>
    </section>
  );
}
