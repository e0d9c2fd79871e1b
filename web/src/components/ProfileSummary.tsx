import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { signOutEverywhere } from '../api/signOut';
import type { CurrentUser } from '../api/types';
import { ui } from '../messages';

const useStyles = makeStyles({
  card: {
    maxWidth: '560px',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: `0 0 ${tokens.spacingVerticalL}`,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** The signed-in user's name, email and firm, with a Sign out button. */
export function ProfileSummary({ me }: { me: CurrentUser }) {
  const s = useStyles();
  return (
    <section className={s.card} aria-label={ui.accountMenu}>
      <dl className={s.list}>
        <dt className={s.term}>{ui.name}</dt>
        <dd className={s.value}>{me.user.full_name || `${me.user.fname} ${me.user.lname}`}</dd>
        <dt className={s.term}>{ui.email}</dt>
        <dd className={s.value}>{me.user.email}</dd>
        <dt className={s.term}>{ui.firm}</dt>
        <dd className={s.value}>{me.firm.name}</dd>
      </dl>
      <Button appearance="primary" onClick={() => signOutEverywhere()}>
        {ui.signOut}
      </Button>
    </section>
  );
}
