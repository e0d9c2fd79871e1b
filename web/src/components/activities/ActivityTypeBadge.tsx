import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { activityTypes } from '@ledgerline/shared/activity-types';

const useStyles = makeStyles({
  badge: {
    ...typographyStyles.caption1Strong,
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    whiteSpace: 'nowrap',
  },
  dot: { width: '8px', height: '8px', borderRadius: '50%', flexShrink: 0 },
});

/**
 * FA §3.5: an activity's type in its colour. The colour is the border and a dot; the label stays in the
 * normal text colour, since some of the type colours are too light for text on white.
 */
export function ActivityTypeBadge({ typeId }: { typeId: number }) {
  const s = useStyles();
  const type = activityTypes.find((t) => t.id === typeId) ?? activityTypes[0];
  return (
    <span className={s.badge} style={{ border: `1px solid ${type.color}` }}>
      <span aria-hidden className={s.dot} style={{ backgroundColor: type.color }} />
      {type.label}
    </span>
  );
}
