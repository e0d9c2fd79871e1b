import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * Keeps the keyboard's place in the document browser when its dialogs close (as prior-year items' useFocusReturn).
 * A dialog that closes after its call has answered had its submit button disabled meanwhile, which drops focus on
 * <body>: Fluent then has nothing to restore, and on <body> the focus library's page-edge helpers turn tabbable while
 * hidden (axe's aria-hidden-focus). So once a dialog has left the page, focus goes back to what opened it: the button
 * pressed (`remember`) or, by default, the last element of the browser that had focus (the row's Actions button that
 * opened a row's menu). When that element is gone (the file was moved or deleted), the same id takes it (a toolbar
 * button whose reason to be disabled changed is a new element), else `fallback()`. `settle` does the same after a
 * reload removed the focused row while no dialog was open.
 */
export function useFocusBack(root: RefObject<HTMLElement | null>, fallback: () => HTMLElement | null, open: boolean) {
  const last = useRef<{ el: HTMLElement; id: string } | null>(null);
  const remember = useCallback((el: EventTarget | null) => {
    if (el instanceof HTMLElement && el !== document.body) last.current = { el, id: el.id };
  }, []);

  // Focus inside the browser itself; dialogs and menus are portals elsewhere in the document, so they are not heard.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const heard = (e: FocusEvent) => remember(e.target);
    el.addEventListener('focusin', heard);
    return () => el.removeEventListener('focusin', heard);
  }, [root, remember]);

  const target = useCallback((): HTMLElement | null => {
    const was = last.current;
    if (was?.el.isConnected) return was.el;
    const same = was?.id ? document.getElementById(was.id) : null;
    return same && root.current?.contains(same) ? same : fallback();
  }, [root, fallback]);

  // A dialog closed: it has left the page (this runs after the commit that removed it, and after Fluent's own
  // restoring, which it then agrees with); a task later, focus goes back.
  const wasOpen = useRef(open);
  const openNow = useRef(open);
  openNow.current = open;
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed || !last.current) return;
    const timer = setTimeout(() => target()?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open, target]);

  /** After the list changed with no dialog open: when the focused element went with it, focus stays in the browser. */
  const settle = useCallback(() => {
    setTimeout(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && last.current && !openNow.current) target()?.focus();
    }, 0);
  }, [target]);

  return { remember, settle };
}
