import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { activityText } from '@ledgerline/shared/activity-types';
import type { LoadError } from '../../api/client';
import { formatDateTime } from '../../format/dateTime';
import { useTaxReturnActivity } from '../../hooks/useTaxReturns';
import { Loading } from '../Loading';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * The tax return's activity log (MD §7 get_activity_logs), newest first. Empty, it says the client's words ('No
 * activities found.', MD §2) or the firm's ('No related activities', FA §8.4); a failed load says `failedText`.
 */
export function TaxReturnActivity({
  id,
  companyId,
  emptyText = activityText.empty,
  failedText,
}: {
  id: string;
  companyId: string;
  emptyText?: string;
  failedText?: (error: LoadError) => string;
}) {
  const s = useStyles();
  const { data, error, isLoading } = useTaxReturnActivity(id, companyId);
  if (isLoading) return <Loading />;
  if (error && failedText) return <Text role="alert">{failedText(error)}</Text>;
  if (!data?.length) return <Text>{emptyText}</Text>;
  return (
    <ul className={s.list}>
      {data.map((a) => (
        <li key={a.id} className={s.item}>
          <Text weight="semibold">{a.title}</Text>
          {a.description && <Text size={200}>{a.description}</Text>}
          <Text size={200} className={s.muted}>
            {formatDateTime(a.created_at)}
            {a.user_name ? ` · ${a.user_name}` : ''}
          </Text>
        </li>
      ))}
    </ul>
  );
}
