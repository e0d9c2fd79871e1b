import { Button, makeStyles, SearchBox, Spinner, tokens } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { entitySpecText as spec, entitiesText as t } from '../../texts/entities';

export interface SwitcherEntity {
  id: string;
  hash_id: string;
  name: string;
}

const panelWidth = 280;

const useStyles = makeStyles({
  root: { minWidth: 0 },
  trigger: { maxWidth: '100%', justifyContent: 'space-between', minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  panel: {
    position: 'fixed',
    zIndex: 20,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: `${panelWidth}px`,
    maxWidth: 'calc(100vw - 16px)',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  all: { borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalS },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/**
 * FA §2.2 entity switcher: the current entity; opened, a filter box, up to 10 related entities (or the filter's
 * matches among them) and 'All Entities'. Choosing one goes to /admin/{hash_id}. The data comes from outside
 * (EntitySwitcher). A disclosure: the panel follows the button in the tab order, Escape or a click elsewhere
 * closes it. (Fluent's Popover would put focus-trap elements on the page that fail axe's aria-hidden-focus.)
 */
export function EntitySwitcherView({
  current,
  items,
  loading,
  filter,
  onFilter,
  filtering,
}: {
  current: SwitcherEntity | null;
  items: SwitcherEntity[];
  loading: boolean;
  filter: string;
  onFilter: (value: string) => void;
  /** The list shows the filter's matches. */
  filtering: boolean;
}) {
  const s = useStyles();
  const [at, setAt] = useState<{ top: number; left: number } | null>(null);
  const open = at !== null;
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const filterBox = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const listId = useId();

  const close = (refocus = false) => {
    setAt(null);
    if (refocus) trigger.current?.focus();
  };
  const toggle = () => {
    if (open) return close();
    // Fixed under the button, inside the window: the side navigation scrolls sideways on a phone.
    const r = trigger.current!.getBoundingClientRect();
    setAt({ top: r.bottom + 4, left: Math.max(8, Math.min(r.left, window.innerWidth - panelWidth - 8)) });
  };
  // Opened, the filter box takes the focus; a click outside closes it.
  useEffect(() => {
    if (!open) return;
    filterBox.current?.focus();
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setAt(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close(true);
    }
  };
  // Tabbing out of the panel closes it.
  const onBlur = (e: FocusEvent) => {
    if (open && e.relatedTarget && !root.current?.contains(e.relatedTarget as Node)) setAt(null);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving close the disclosure inside it
    <div ref={root} className={s.root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Button
        ref={trigger}
        className={s.trigger}
        icon={<ChevronDownRegular />}
        iconPosition="after"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t.currentEntity(current?.name ?? '')}
        onClick={toggle}
      >
        <span className={s.name}>{current?.name ?? t.switcher}</span>
      </Button>
      {at && (
        <div id={panelId} role="dialog" aria-label={t.switcher} className={s.panel} style={at}>
          <SearchBox
            ref={filterBox}
            aria-label={t.filterEntities}
            placeholder={t.filterEntities}
            maxLength={200}
            value={filter}
            onChange={(_, d) => onFilter(d.value)}
          />
          <h2 id={listId} className={s.heading}>
            {filtering ? t.filterEntities : t.relatedEntities}
          </h2>
          {loading ? (
            <Spinner size="tiny" label={t.loading} />
          ) : items.length === 0 ? (
            <p className={s.empty}>{t.noEntitiesMatch}</p>
          ) : (
            <ul className={s.list} aria-labelledby={listId}>
              {items.map((e) => (
                <li key={e.id}>
                  <Link className={s.link} to={`/admin/${e.hash_id}`} onClick={() => close()}>
                    {e.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className={s.all}>
            <Link className={s.link} to="/admin" onClick={() => close()}>
              {spec.allEntities}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
