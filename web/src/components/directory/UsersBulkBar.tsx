import { Button, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { usersLabels as l } from '../../texts/users';

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
});

export type BulkAction = 'tags' | 'assign' | 'login';

/**
 * FA §2.5 bulk actions on the selected users: tags, update client assignments (partner and full users only,
 * FA §5.4), send login info. With nothing selected an action says so ('No selected users or entities to update!').
 */
export function UsersBulkBar({
  count,
  mayAssign,
  onAction,
  onClear,
}: {
  count: number;
  mayAssign: boolean;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}) {
  const s = useStyles();
  // The dialogs open by state: focus goes back to the button that opened them.
  const restoreFocusHere = useRestoreFocusTarget();
  return (
    <div className={s.bar}>
      <span className={s.count} role="status">
        {l.selected(count)}
      </span>
      {/* A plain group of buttons: Fluent's Toolbar adds focus-trap elements that axe flags (aria-hidden-focus). */}
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form's fieldset */}
      <div role="group" aria-label={l.bulkActions} className={s.group}>
        <Button {...restoreFocusHere} size="small" onClick={() => onAction('tags')}>
          {l.tags}
        </Button>
        {mayAssign && (
          <Button {...restoreFocusHere} size="small" onClick={() => onAction('assign')}>
            {l.updateAssignments}
          </Button>
        )}
        <Button {...restoreFocusHere} size="small" onClick={() => onAction('login')}>
          {l.sendLoginInfo}
        </Button>
      </div>
      {/* Kept when nothing is selected (disabled), so clearing does not drop the keyboard focus. */}
      <Button appearance="transparent" size="small" disabledFocusable={count === 0} onClick={onClear}>
        {l.clearSelection}
      </Button>
    </div>
  );
}
