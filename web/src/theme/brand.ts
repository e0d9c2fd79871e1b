import { createLightTheme, webLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import type { FirmTheme } from '../api/types';

const hex = /^#?([0-9a-f]{6})$/i;

function toRgb(color: string): [number, number, number] | null {
  const m = hex.exec(color.trim());
  if (!m) return null;
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: [number, number, number], b: [number, number, number], t: number): string {
  const c = a.map((v, i) => Math.round(v + (b[i] - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** A 16-step brand ramp with the firm's primary colour at 80, darker below and lighter above. */
export function brandRamp(primary: string): BrandVariants | null {
  const base = toRgb(primary);
  if (!base) return null;
  const black: [number, number, number] = [0, 0, 0];
  const white: [number, number, number] = [255, 255, 255];
  const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
  const ramp = {} as Record<(typeof steps)[number], string>;
  for (const s of steps) {
    if (s < 80) ramp[s] = mix(base, black, ((80 - s) / 70) * 0.85);
    else if (s === 80) ramp[s] = mix(base, base, 0);
    else ramp[s] = mix(base, white, ((s - 80) / 80) * 0.9);
  }
  return ramp as BrandVariants;
}

/** A colour a little darker: the hover and pressed states of the accent. */
const darker = (rgb: [number, number, number], t: number) => mix(rgb, [0, 0, 0], t);

/**
 * The secondary colour marks the frame: the top bar's stripe and brand dividers (Fluent's brand strokes). Its
 * default is the primary's, so a firm without one looks as before.
 */
function secondaryTokens(secondary: string): Partial<Theme> {
  return { colorBrandStroke1: secondary, colorBrandStroke2: secondary };
}

/**
 * The accent colour marks what is chosen and what has focus: checked switches, checkboxes and radios, the
 * selected tab's and a focused field's underline (Fluent's compound brand tokens).
 */
function accentTokens(accent: [number, number, number], hex: string): Partial<Theme> {
  return {
    colorCompoundBrandBackground: hex,
    colorCompoundBrandBackgroundHover: darker(accent, 0.12),
    colorCompoundBrandBackgroundPressed: darker(accent, 0.24),
    colorCompoundBrandForeground1: hex,
    colorCompoundBrandForeground1Hover: darker(accent, 0.12),
    colorCompoundBrandForeground1Pressed: darker(accent, 0.24),
    colorCompoundBrandStroke: hex,
    colorCompoundBrandStrokeHover: darker(accent, 0.12),
    colorCompoundBrandStrokePressed: darker(accent, 0.24),
  };
}

const cache = new Map<string, Theme>();

/**
 * The firm's theme (FA §3.4 theme: primary, secondary, accent). The primary colour is the brand ramp (buttons,
 * links, the selected navigation); secondary and accent refine it as above. The default Fluent theme when the firm
 * has none.
 */
export function firmTheme(theme: FirmTheme | null | undefined): Theme {
  const primary = theme?.primary && toRgb(theme.primary) ? theme.primary : null;
  const secondary = theme?.secondary && toRgb(theme.secondary) ? theme.secondary : null;
  const accentRgb = theme?.accent ? toRgb(theme.accent) : null;
  if (!primary && !secondary && !accentRgb) return webLightTheme;
  const key = `${primary}|${secondary}|${theme?.accent}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const ramp = primary ? brandRamp(primary) : null;
  const t: Theme = {
    ...(ramp ? createLightTheme(ramp) : webLightTheme),
    ...(secondary ? secondaryTokens(secondary) : {}),
    ...(accentRgb && theme?.accent ? accentTokens(accentRgb, theme.accent) : {}),
  };
  cache.set(key, t);
  return t;
}
