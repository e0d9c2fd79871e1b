import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { questionnaireProgresses } from '@ledgerline/shared/questionnaires';
import type { UsageAnswer } from '../../../api/questionnaires-staff';
import { collectText as t } from '../../../texts/collect';
import { collectStatusLabels } from './collect-query';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: `0 0 ${tokens.spacingVerticalM}`,
    padding: 0,
  },
  item: {
    display: 'flex',
    flexDirection: 'column-reverse',
    minWidth: '84px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  term: { color: tokens.colorNeutralForeground2, ...typographyStyles.caption1 },
  value: { margin: 0, ...typographyStyles.subtitle2 },
});

/**
 * The year's questionnaires by status (QD §7 usage data): the total, each point of the lifecycle, locked and
 * deleted. Nothing shows until it has loaded (a failure only logs, QD §8).
 */
export function UsageSummary({ year, usage }: { year: number; usage: UsageAnswer | undefined }) {
  const s = useStyles();
  if (!usage) return null;
  // Collect asks without an entity type, so the statuses are counted; a count the API does not give is left out.
  const byStatus = usage.by_status;
  const items: [string, number][] = [
    [t.usageTotal, usage.total],
    ...(byStatus
      ? questionnaireProgresses.map((p): [string, number] => [collectStatusLabels[p], byStatus[p] ?? 0])
      : []),
    ...(usage.locked === null ? [] : [[collectStatusLabels.locked, usage.locked] as [string, number]]),
    [t.usageDeleted, usage.deleted],
  ];
  return (
    <section aria-label={t.usage(year)}>
      <dl className={s.list}>
        {items.map(([term, value]) => (
          // The number first on screen, the term first for a screen reader (column-reverse).
          <div key={term} className={s.item}>
            <dt className={s.term}>{term}</dt>
            <dd className={s.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
