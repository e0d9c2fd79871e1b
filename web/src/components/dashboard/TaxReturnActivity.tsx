import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { activityText } from '@ledgerline/shared/activity-types';
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
});

/** The tax return's activity log (MD §7 get_activity_logs); 'No activities found.' when empty (MD §2). */
export function TaxReturnActivity({ id, companyId }: { id: string; companyId: string }) {
  const s = useStyles();
  const { data, isLoading } = useTaxReturnActivity(id, companyId);
  if (isLoading) return <Loading />;
  if (!data?.length) return <Text>{activityText.empty}</Text>;
  return (
    <ul className={s.list}>
      {data.map((a) => (
        <li key={a.id} className={s.item}>
          <Text weight="semibold">{a.title}</Text>
          {a.description && <Text size={200}>{a.description}</Text>}
          <Text size={200}>
            {formatDateTime(a.created_at)}
            {a.user_name ? ` · ${a.user_name}` : ''}
          </Text>
        </li>
      ))}
    </ul>
  );
}
