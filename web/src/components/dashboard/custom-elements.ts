/**
 * The firm's custom HTML elements (MD §3 firm preferences customElements, custom_element_enabled).
 * The spec does not give their shape: a list of HTML strings or of objects carrying the HTML under
 * html, content or body is accepted; anything else is ignored.
 */
import type { FirmPreferences } from '../../api/types';

export function customElementsOf(preferences: FirmPreferences): string[] {
  if (preferences.custom_element_enabled !== true) return [];
  const raw = preferences.customElements ?? preferences.custom_elements;
  const list: unknown[] = Array.isArray(raw) ? raw : raw == null ? [] : [raw];
  return list
    .map((item) => {
      if (typeof item === 'string') return item;
      if (item && typeof item === 'object') {
        const o = item as Record<string, unknown>;
        const html = o.html ?? o.content ?? o.body;
        return typeof html === 'string' ? html : '';
      }
      return '';
    })
    .filter((html) => html.trim() !== '');
}
