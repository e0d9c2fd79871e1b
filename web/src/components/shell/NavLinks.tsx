import { Badge, Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { forwardRef, lazy, Suspense, type HTMLAttributes } from 'react';
import { NavLink } from 'react-router';
import type { NavContext, NavItem } from '../../nav/config';

// Fluent's Tooltip brings its positioning engine: it loads only where a disabled link is shown.
const Tooltip = lazy(() => import('./NavTooltip'));

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
  withBadge: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/**
 * A count beside a link (the client's unseen messages): what the badge shows, and what a screen reader hears
 * after the label instead (the link's name then reads "Messages, 2 unseen").
 */
export interface NavBadge {
  text: string;
  spoken: string;
}

/** A list of navigation items; the current page's link carries aria-current="page". */
export function NavLinks({
  items,
  ctx,
  row = false,
  onAction,
  badges,
}: {
  items: NavItem[];
  ctx: NavContext;
  row?: boolean;
  onAction?: (id: string) => void;
  /** By item id. */
  badges?: Record<string, NavBadge | undefined>;
}) {
  const s = useStyles();
  return (
    <ul className={mergeClasses(s.list, row && s.row)}>
      {items.map((item) => {
        const reason = item.disabledReason?.(ctx) ?? null;
        const badge = badges?.[item.id];
        return (
          <li key={item.id}>
            {item.kind === 'action' ? (
              <Button appearance="subtle" onClick={() => onAction?.(item.id)}>
                {item.label}
              </Button>
            ) : reason ? (
              <Suspense fallback={<DisabledLink label={item.label} className={mergeClasses(s.link, s.disabled)} />}>
                <Tooltip content={reason}>
                  <DisabledLink label={item.label} className={mergeClasses(s.link, s.disabled)} />
                </Tooltip>
              </Suspense>
            ) : (
              <NavLink
                to={item.to!(ctx)}
                end={item.end}
                className={({ isActive }) => mergeClasses(s.link, isActive && s.current, badge && s.withBadge)}
              >
                {badge ? (
                  <>
                    {/* One text node for the name: an element boundary would make it "Messages , 2 unseen". */}
                    <span aria-hidden="true">{item.label}</span>
                    <span className={s.hidden}>{`${item.label}${badge.spoken}`}</span>
                    <Badge appearance="filled" color="brand" size="small" aria-hidden>
                      {badge.text}
                    </Badge>
                  </>
                ) : (
                  item.label
                )}
              </NavLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A link that cannot be followed here: focusable, so its tooltip says why. The tooltip gives it its description
 * and pointer and focus handlers through props and a ref, so they are passed on to the element.
 */
const DisabledLink = forwardRef<HTMLSpanElement, { label: string } & HTMLAttributes<HTMLSpanElement>>(
  function DisabledLink({ label, ...props }, ref) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a disabled link has no href, so it cannot be an <a>
      <span ref={ref} role="link" aria-disabled="true" tabIndex={0} {...props}>
        {label}
      </span>
    );
  },
);
