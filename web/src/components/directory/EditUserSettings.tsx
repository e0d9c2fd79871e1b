import { makeStyles, Switch, tokens, typographyStyles, useRestoreFocusTarget } from '@fluentui/react-components';
import { usersLabels as l } from '../../texts/users';
import type { EditUserForm } from './edit-user-form';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { display: 'flex', flexDirection: 'column' },
  hint: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2, marginLeft: '44px' },
});

/**
 * The Settings tab of Edit user (FA §4.4, §5.2, §6): Active opens Deactivate User or Activate User; Read-only only
 * for active users; two-factor, on and locked when the firm forces it on clients.
 */
export function EditUserSettings({
  form,
  set,
  active,
  onToggleActive,
  twoFactorForced,
}: {
  form: EditUserForm;
  set: (patch: Partial<EditUserForm>) => void;
  active: boolean;
  onToggleActive: () => void;
  twoFactorForced: boolean;
}) {
  const s = useStyles();
  // Active opens Deactivate User / Activate User: focus comes back to it.
  const restoreFocusHere = useRestoreFocusTarget();
  return (
    <div className={s.list}>
      <Switch {...restoreFocusHere} label={l.activeUser} checked={active} onChange={onToggleActive} />
      <div className={s.item}>
        <Switch
          label={l.readOnlyUser}
          checked={form.readonly_access}
          disabled={!active}
          aria-describedby={active ? undefined : 'readonly-hint'}
          onChange={(_, d) => set({ readonly_access: d.checked })}
        />
        {!active && (
          <span id="readonly-hint" className={s.hint}>
            {l.readOnlyOnlyActive}
          </span>
        )}
      </div>
      <div className={s.item}>
        <Switch
          label={l.twoFactorUser}
          checked={twoFactorForced || form.enabled_2fa}
          disabled={twoFactorForced}
          aria-describedby={twoFactorForced ? 'two-factor-hint' : undefined}
          onChange={(_, d) => set({ enabled_2fa: d.checked })}
        />
        {twoFactorForced && (
          <span id="two-factor-hint" className={s.hint}>
            {l.twoFactorForced}
          </span>
        )}
      </div>
    </div>
  );
}
