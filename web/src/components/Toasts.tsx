import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  mergeClasses,
  tokens,
  useThemeClassName,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ui } from '../messages';
import { connectToastSink, type ToastRequest } from '../toast';

/**
 * The toasts (FA §8), raised through ../toast by the API client and pages. Built from Fluent's MessageBar,
 * which announces itself (errors assertively), inside a labelled region. Fluent's Toaster was not used:
 * its focus-group helpers add aria-hidden focusable elements that fail axe's aria-hidden-focus rule, and
 * its toasts take their text as an accessible name, which collides with getByLabel('Email') and the like.
 */
const MAX_VISIBLE = 4;

const useStyles = makeStyles({
  // Fluent puts every dialog, drawer and pop-up in a mount node on <body> at z-index 1000000, later ones above
  // earlier ones. The toasts' own mount node sits one above, so a toast is on top of any dialog or drawer.
  layer: { position: 'relative', zIndex: 1000001 },
  region: {
    position: 'fixed',
    top: tokens.spacingVerticalL,
    right: tokens.spacingHorizontalL,
    left: tokens.spacingHorizontalL,
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: tokens.spacingVerticalS,
    pointerEvents: 'none',
  },
  toast: {
    width: '100%',
    maxWidth: '420px',
    pointerEvents: 'auto',
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/**
 * The toasts' own layer on <body>, above Fluent's dialogs and drawers, carrying the theme's class so its tokens
 * apply. It is a plain React portal: Fluent's Portal would bring its focus library into the entry chunk, and that
 * library's hidden focusable helpers, which axe rejects.
 *
 * An open dialog or drawer hides the rest of the page from assistive technology: Fluent's focus library sets
 * aria-hidden on every other child of <body>, this layer too. The layer takes it off again, so a toast raised
 * from a dialog is announced.
 */
function useToastLayer(className: string): HTMLElement | null {
  const [layer, setLayer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const node = document.createElement('div');
    document.body.appendChild(node);
    const observer = new MutationObserver(() => {
      if (node.hasAttribute('aria-hidden')) node.removeAttribute('aria-hidden');
    });
    observer.observe(node, { attributes: true, attributeFilter: ['aria-hidden'] });
    setLayer(node);
    return () => {
      observer.disconnect();
      node.remove();
    };
  }, []);
  useEffect(() => {
    if (layer) layer.className = className;
  }, [layer, className]);
  return layer;
}

interface Item extends ToastRequest {
  id: number;
}
let seq = 0;

function ToastItem({ item, onClose: close }: { item: Item; onClose: (id: number) => void }) {
  const onClose = useCallback(() => close(item.id), [close, item.id]);
  const s = useStyles();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(onClose, item.timeout);
    return () => clearTimeout(timer);
  }, [paused, item.timeout, onClose]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timer; the toast's own buttons are the interactions
    <div
      className={s.toast}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <MessageBar intent={item.intent} layout="multiline">
        <MessageBarBody>{item.text}</MessageBarBody>
        <MessageBarActions
          containerAction={
            <Button
              appearance="transparent"
              aria-label={ui.closeNotification}
              icon={<DismissRegular />}
              onClick={onClose}
            />
          }
        />
      </MessageBar>
    </div>
  );
}

export function Toasts() {
  const s = useStyles();
  const [items, setItems] = useState<Item[]>([]);
  useEffect(() => connectToastSink((t) => setItems((list) => [...list, { ...t, id: ++seq }].slice(-MAX_VISIBLE))), []);
  const remove = useCallback((id: number) => setItems((list) => list.filter((i) => i.id !== id)), []);
  const layer = useToastLayer(mergeClasses(useThemeClassName(), s.layer));
  if (!layer) return null;
  return createPortal(
    <section aria-label={ui.notifications} className={s.region}>
      {items.map((item) => (
        <ToastItem key={item.id} item={item} onClose={remove} />
      ))}
    </section>,
    layer,
  );
}
