import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatDateTime } from '../../../format/dateTime';
import { previewLabels as l } from '../../../texts/questionnaire-preview';
import { Loading } from '../../Loading';
import { useQuestionnaireActivity } from './usePreviewLists';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** QD §2 the dialog's Activities tab: the questionnaire's activity log (GET /v2/activity_logs?questionnaire_id), newest first. */
export function ActivitiesTab({ questionnaireId }: { questionnaireId: string }) {
  const s = useStyles();
  const { data, error } = useQuestionnaireActivity(questionnaireId);
  if (error) return <Text role="alert">{l.activityFailed}</Text>;
  if (!data) return <Loading label={l.activityLoading} />;
  if (data.activities.length === 0) return <Text>{l.noActivity}</Text>;
  return (
    <ul className={s.list}>
      {data.activities.map((a) => (
        <li key={a.id} className={s.item}>
          <Text weight="semibold">{a.title}</Text>
          {a.description && <Text>{a.description}</Text>}
          <Text size={200} className={s.muted}>
            {formatDateTime(a.created_at)}
            {a.user_name ? ` ${l.by(a.user_name)}` : ''}
          </Text>
        </li>
      ))}
    </ul>
  );
}
