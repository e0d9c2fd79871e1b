import { type RefObject, useEffect, useRef } from 'react';

/** How close to the bottom (px) still counts as reading the newest message. */
const nearBottom = 24;

/**
 * Keeps a scrolling pane on its newest message while the reader is at the bottom: when a new message arrives, and
 * when the pane or its content changes size afterwards (a reply count, a read receipt, the composer or a banner
 * settling), which a single scroll on arrival misses. Scrolling up lets go; scrolling back down holds on again.
 */
export function useStickToBottom(pane: RefObject<HTMLElement | null>, enabled: boolean, newestKey: unknown) {
  const pinned = useRef(true);

  // A new newest message (or another conversation) brings the reader to the bottom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: newestKey is the trigger, not read inside.
  useEffect(() => {
    pinned.current = true;
    if (enabled && pane.current) pane.current.scrollTop = pane.current.scrollHeight;
  }, [newestKey, enabled, pane]);

  useEffect(() => {
    const el = pane.current;
    if (!enabled || !el) return;
    const follow = () => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
    };
    const onScroll = () => {
      pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight <= nearBottom;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    const resized = new ResizeObserver(follow);
    resized.observe(el);
    for (const child of el.children) resized.observe(child);
    // Messages added or re-rendered: watch their sizes too.
    const changed = new MutationObserver(() => {
      for (const child of el.children) resized.observe(child);
      follow();
    });
    changed.observe(el, { childList: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      resized.disconnect();
      changed.disconnect();
    };
  }, [enabled, pane]);
}
