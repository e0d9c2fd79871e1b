/**
 * Moves keyboard focus once React has drawn the change: to a new question's text, back to a moved question's button
 * (its node moved, and a moved node loses focus), or to the list's add button after a removal. The first id that
 * names an element on the page wins.
 */
export function focusSoon(...ids: string[]): void {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) {
        el.focus();
        el.scrollIntoView?.({ block: 'nearest' });
        return;
      }
    }
  });
}
