/**
 * Puts focus back after a write or a dialog. A button disabled while its call runs, or gone once it answered (Sign
 * after signing, 'Mark invoice as paid' once paid), leaves focus on <body>, where Fluent's focus library turns its
 * hidden page-edge helpers tabbable (axe's aria-hidden-focus) and a keyboard user loses their place. A task later
 * (after the render that re-enabled or removed it, and after Fluent's own restoring), focus goes to the element
 * again, or to `fallback` (the section's heading) when it is gone.
 */
export function focusBack(el: HTMLElement | null, fallback: () => HTMLElement | null): void {
  setTimeout(() => {
    const usable = el?.isConnected && !el.hasAttribute('disabled');
    (usable ? el : fallback())?.focus();
  }, 0);
}
