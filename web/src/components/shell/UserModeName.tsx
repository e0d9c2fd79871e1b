import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { usePreviewUser } from '../../hooks/usePreviewUser';

const useStyles = makeStyles({
  name: {
    ...typographyStyles.body1Strong,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    overflowWrap: 'anywhere',
    '@media (max-width: 640px)': { whiteSpace: 'nowrap', padding: `0 ${tokens.spacingHorizontalS}` },
  },
});

/**
 * FA §2.2 user mode: the selected user's full name above the mode's links (loaded only under /clients/{userId}; the
 * page reads the same user, so it is asked for once).
 */
export default function UserModeName({ userId }: { userId: string }) {
  const s = useStyles();
  const { data } = usePreviewUser(userId);
  if (!data) return null;
  return <span className={s.name}>{data.user.full_name || data.user.email}</span>;
}
