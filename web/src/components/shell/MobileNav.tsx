import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavLink } from 'react-router';
import { ui } from '../../messages';
import { visibleItems, type NavContext } from '../../nav/config';

/** The bar's height: the Shell keeps this much room (and a little more) below the page, so the bar covers nothing. */
export const mobileNavHeight = 64;

const useStyles = makeStyles({
  nav: {
    position: 'fixed',
    height: `${mobileNavHeight}px`,
    boxSizing: 'border-box',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 10,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingVerticalS,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', gap: tokens.spacingHorizontalS },
  item: { flex: 1 },
  link: {
    display: 'block',
    textAlign: 'center',
    padding: `${tokens.spacingVerticalMNudge} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
  },
  current: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/**
 * MD §2: on narrow screens the client navigation is two segments, Dashboard and Documents (nav/config 'mobile';
 * Documents hides when the firm hides the documents view from clients). Messages, with its unseen count, is in the
 * top bar.
 */
export function MobileNav({ ctx }: { ctx: NavContext }) {
  const s = useStyles();
  const items = visibleItems('mobile', ctx);
  return (
    <nav aria-label={ui.mobileNavigation} className={s.nav}>
      <ul className={s.list}>
        {items.map((item) => (
          <li key={item.id} className={s.item}>
            <NavLink
              to={item.to!(ctx)}
              end={item.end}
              className={({ isActive }) => mergeClasses(s.link, isActive && s.current)}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
