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

const cache = new Map<string, Theme>();

/** The firm's theme (FA §3.4 theme.primary); the default Fluent theme when it has none. */
export function firmTheme(theme: FirmTheme | null | undefined): Theme {
  const primary = theme?.primary;
  if (!primary) return webLightTheme;
  const hit = cache.get(primary);
  if (hit) return hit;
  const ramp = brandRamp(primary);
  const t = ramp ? createLightTheme(ramp) : webLightTheme;
  cache.set(primary, t);
  return t;
}
