import { Button, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { collectSpecText as spec, collectText as t } from '../../../texts/collect';
import { exportLabels } from '../../../texts/exports';
import { OverviewSpreadsheetButton } from '../../exports/OverviewSpreadsheetButton';
import type { SelectionKind } from './collect-selection';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalS,
  },
  count: { color: tokens.colorNeutralForeground2 },
  group: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  note: { flexBasis: '100%', margin: 0, color: tokens.colorNeutralForeground1 },
});

export type BulkAction =
  | 'reminders'
  | 'sign-in-links'
  | 'due-dates'
  | 'edit-reminders'
  | 'tags'
  | 'lock'
  | 'unlock'
  | 'delete'
  | 'restore'
  | 'export';

const liveActions: { action: BulkAction; label: string }[] = [
  { action: 'reminders', label: spec.sendReminders },
  { action: 'sign-in-links', label: t.sendSignInLinks },
  { action: 'due-dates', label: spec.editDueDates },
  { action: 'edit-reminders', label: spec.editReminders },
  { action: 'tags', label: spec.updateTags },
  { action: 'lock', label: t.lock },
  { action: 'unlock', label: t.unlock },
  { action: 'delete', label: t.delete },
  // QD §2 Export Questionnaire(s): not offered for deleted questionnaires.
  { action: 'export', label: exportLabels.export },
];
const deletedActions: { action: BulkAction; label: string }[] = [{ action: 'restore', label: t.restore }];

/**
 * QD §2 bulk actions on the selected questionnaires. Deleted ones are only restored; the others are reminded,
 * given sign-in links, due dates, reminder settings and tags, locked, unlocked or deleted. A mix of the two has no
 * action (the buttons stay, disabled, with the reason). Download spreadsheet (MD §7) takes the selection, or the
 * page's rows when nothing is selected.
 */
export function CollectBulkBar({
  count,
  kind,
  deletedMode,
  onAction,
  onClear,
  selectedIds,
  pageIds,
}: {
  count: number;
  kind: SelectionKind;
  /** 'Show only deleted' is on: what a selection of nothing would act on. */
  deletedMode: boolean;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
  /** The selected questionnaires and the page's rows: what Download spreadsheet takes (shown when given). */
  selectedIds?: readonly string[];
  pageIds?: readonly string[];
}) {
  const s = useStyles();
  // The dialogs open by state: focus goes back to the button that opened them.
  const restoreFocusHere = useRestoreFocusTarget();
  const deleted = kind === 'deleted' || (kind !== 'live' && deletedMode);
  const actions = deleted ? deletedActions : liveActions;
  return (
    <div className={s.bar}>
      <span className={s.count} role="status">
        {t.selected(count)}
      </span>
      {/* A plain group of buttons: Fluent's Toolbar adds focus-trap elements that axe flags (aria-hidden-focus). */}
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form's fieldset */}
      <div role="group" aria-label={t.bulkActions} className={s.group}>
        {actions.map(({ action, label }) => (
          <Button
            key={action}
            {...restoreFocusHere}
            size="small"
            disabledFocusable={kind === 'mixed'}
            onClick={() => onAction(action)}
          >
            {label}
          </Button>
        ))}
      </div>
      {selectedIds && pageIds && <OverviewSpreadsheetButton selectedIds={selectedIds} pageIds={pageIds} />}
      {/* Kept when nothing is selected (disabled), so clearing does not drop the keyboard focus. */}
      <Button appearance="transparent" size="small" disabledFocusable={count === 0} onClick={onClear}>
        {t.clearSelection}
      </Button>
      {kind === 'mixed' && <p className={s.note}>{t.mixedSelection}</p>}
    </div>
  );
}
