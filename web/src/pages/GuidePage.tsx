import { Checkbox, makeStyles, ProgressBar, tokens, typographyStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { profiles } from '../api/profile';
import { PageHeading } from '../components/PageHeading';
import { RouterLink } from '../components/RouterLink';
import { guideSteps, tourOn } from '../components/profile/guide-steps';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { guideText as t } from '../texts/profile';
import NotFoundPage from './NotFoundPage';

const useStyles = makeStyles({
  intro: { maxWidth: '640px', margin: `0 0 ${tokens.spacingVerticalM}` },
  progress: { maxWidth: '640px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: {
    listStyle: 'none',
    margin: `${tokens.spacingVerticalL} 0 0`,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
  },
  step: {
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  h2: { ...typographyStyles.subtitle1, margin: 0 },
  body: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/**
 * FA §2.2: the Guide at /admin-guide (advisors, when the firm's tour is on; otherwise Not found): the product's
 * main screens one by one, each with a link to it and a Done mark kept on the person's account
 * (POST /users/update_guide_progress), so it follows them to any browser.
 */
export default function GuidePage() {
  const s = useStyles();
  const { data: me, mutate } = useCurrentUser();
  // A mark shows at once; the saved list replaces it when the server answers (or it goes back on a failure).
  const [pending, setPending] = useState<Record<string, boolean>>({});
  if (!me) return null;
  if (!tourOn(me)) return <NotFoundPage />;
  const steps = guideSteps(me).map((x) => ({ ...x, done: pending[x.id] ?? x.done }));
  const done = steps.filter((x) => x.done).length;
  const mark = async (id: (typeof steps)[number]['id'], completed: boolean) => {
    setPending((p) => ({ ...p, [id]: completed }));
    try {
      const res = await profiles.updateGuideProgress(id, completed);
      if (res?.ok)
        await mutate(
          (cur) =>
            cur && {
              ...cur,
              user: {
                ...cur.user,
                preferences: {
                  has_temp_email: cur.user.preferences?.has_temp_email ?? false,
                  ...cur.user.preferences,
                  guide_completed_steps: res.data.guide_completed_steps,
                },
              },
            },
          { revalidate: false },
        );
    } finally {
      setPending(({ [id]: _, ...rest }) => rest);
    }
  };
  return (
    <>
      <PageHeading>{t.heading}</PageHeading>
      <p className={s.intro}>{t.intro}</p>
      <div className={s.progress}>
        <ProgressBar value={steps.length ? done / steps.length : 0} aria-label={t.progress(done, steps.length)} />
        <span aria-live="polite">{done === steps.length ? t.allDone : t.progress(done, steps.length)}</span>
      </div>
      <ol className={s.list}>
        {steps.map((step) => (
          <li key={step.id} className={s.step} aria-labelledby={`guide-${step.id}`}>
            <h2 id={`guide-${step.id}`} className={s.h2}>
              {step.title}
            </h2>
            <p className={s.body}>{step.body}</p>
            <div className={s.actions}>
              <RouterLink to={step.to}>{`${t.open} ${step.title}`}</RouterLink>
              <Checkbox
                checked={step.done}
                disabled={pending[step.id] !== undefined}
                label={`${t.done}: ${step.title}`}
                onChange={(_, d) => void mark(step.id, d.checked === true)}
              />
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
