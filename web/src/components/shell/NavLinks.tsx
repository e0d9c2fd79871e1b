import { Button, makeStyles, mergeClasses, Tooltip, tokens } from '@fluentui/react-components';
import { NavLink } from 'react-router';
import type { NavContext, NavItem } from '../../nav/config';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  row: { flexDirection: 'row', flexWrap: 'nowrap', overflowX: 'auto' },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
  },
  current: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
  },
  disabled: { color: tokens.colorNeutralForegroundDisabled, cursor: 'not-allowed' },
});

/** A list of navigation items; the current page's link carries aria-current="page". */
export function NavLinks({ items, ctx, row = false, onAction }: { items: NavItem[]; ctx: NavContext; row?: boolean; onAction?: (id: string) => void }) {
  const s = useStyles();
  return (
    <ul className={mergeClasses(s.list, row && s.row)}>
      {items.map((item) => {
        const reason = item.disabledReason?.(ctx) ?? null;
        return (
          <li key={item.id}>
            {item.kind === 'action' ? (
              <Button appearance="subtle" onClick={() => onAction?.(item.id)}>
                {item.label}
              </Button>
            ) : reason ? (
              <Tooltip content={reason} relationship="description">
                <span role="link" aria-disabled="true" tabIndex={0} className={mergeClasses(s.link, s.disabled)}>
                  {item.label}
                </span>
              </Tooltip>
            ) : (
              <NavLink to={item.to!(ctx)} end={item.end} className={({ isActive }) => mergeClasses(s.link, isActive && s.current)}>
                {item.label}
              </NavLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
