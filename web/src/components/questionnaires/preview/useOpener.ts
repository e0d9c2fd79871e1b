import { type RefObject, useCallback, useRef } from 'react';

/**
 * Focus back to what opened a dialog over the preview dialog once it closes. These open by state, not a
 * DialogTrigger, and Fluent restores focus only after keyboard use; a button that was disabled while its call ran
 * leaves focus on <body>, where the focus library's page-edge helpers turn tabbable while hidden (axe's
 * aria-hidden-focus). When the opener is gone (a deleted question's row), `fallback` takes the focus.
 */
export function useOpener(fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback((el: HTMLElement | null) => {
    opener.current = el;
  }, []);
  const giveBack = useCallback(() => {
    // Tasks later: after the dialog has left the page, after Fluent's own restoring, and once the opener is enabled
    // again (its busy state ends with the render after the call's reload).
    let tries = 0;
    const attempt = () => {
      const el = opener.current;
      if (el?.isConnected && el.hasAttribute('disabled') && tries++ < 20) {
        setTimeout(attempt, 50);
        return;
      }
      (el?.isConnected && !el.hasAttribute('disabled') ? el : fallback.current)?.focus();
    };
    setTimeout(attempt, 0);
  }, [fallback]);
  return { remember, giveBack };
}
