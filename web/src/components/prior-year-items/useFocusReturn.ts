import { type RefObject, useCallback, useRef } from 'react';

/**
 * Focus back to the button that opened a dialog once it closes, however it was used. These dialogs open by state,
 * not a DialogTrigger, and Fluent's own restoring (useRestoreFocusTarget) acts only after keyboard use: closed with
 * a pointer, focus was left on <body>, where the focus library's page-edge helpers turn tabbable while hidden
 * (axe's aria-hidden-focus). When the opener is gone (its row was deleted), `fallback` takes the focus.
 */
export function useFocusReturn(fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback((el: EventTarget | null) => {
    opener.current = el instanceof HTMLElement ? el : null;
  }, []);
  const giveBack = useCallback(() => {
    // A task later: after the dialog has left the page, and after Fluent's own restoring, which it then agrees with.
    setTimeout(() => {
      const target = opener.current?.isConnected ? opener.current : fallback.current;
      target?.focus();
    }, 0);
  }, [fallback]);
  return { remember, giveBack };
}
