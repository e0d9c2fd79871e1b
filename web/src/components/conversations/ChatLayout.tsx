import { makeStyles, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIsNarrow } from '../../hooks/useMediaQuery';

/** Below this the layout does not shrink: the page scrolls instead. */
const minHeight = 360;

const useStyles = makeStyles({
  layout: {
    display: 'flex',
    // Until measured (useFillHeight); then the layout reaches down to the bottom of the page's view.
    height: 'calc(100vh - 200px)',
    minHeight: `${minHeight}px`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
  },
  list: {
    width: '320px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
  },
  listOnly: { width: '100%', borderRight: 'none' },
  chat: { flex: 1, minWidth: 0, display: 'flex' },
  empty: { margin: 'auto', color: tokens.colorNeutralForeground2, padding: tokens.spacingHorizontalL },
});

/**
 * The height that takes the layout from where it starts to the bottom of the viewport, less the padding its
 * <main> keeps at the bottom (on a phone that padding holds the fixed navigation bar's room): the messages get
 * whatever the screen has left, on a phone and on a desktop alike. Measured again when the window or the page
 * above it changes size.
 */
function useFillHeight() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const main = el.closest('main');
    const update = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      const below = main ? Number.parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
      setHeight(Math.max(minHeight, Math.floor(window.innerHeight - top - below)));
    };
    update();
    window.addEventListener('resize', update);
    const observer = new ResizeObserver(update);
    observer.observe(main ?? document.body);
    return () => {
      window.removeEventListener('resize', update);
      observer.disconnect();
    };
  }, []);
  return { ref, height };
}

/** The list beside the chat; on a phone one or the other (MD: list and chat as separate views). */
export function ChatLayout({
  list,
  chat,
  listLabel,
  empty,
}: {
  list: ReactNode;
  chat: ReactNode | null;
  listLabel: string;
  empty: string;
}) {
  const s = useStyles();
  const narrow = useIsNarrow();
  const fill = useFillHeight();
  const showList = !narrow || !chat;
  const showChat = !narrow || Boolean(chat);
  return (
    <div ref={fill.ref} className={s.layout} style={fill.height ? { height: `${fill.height}px` } : undefined}>
      {showList && (
        <nav aria-label={listLabel} className={narrow ? `${s.list} ${s.listOnly}` : s.list}>
          {list}
        </nav>
      )}
      {showChat && <div className={s.chat}>{chat ?? <p className={s.empty}>{empty}</p>}</div>}
    </div>
  );
}
