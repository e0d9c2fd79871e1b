/**
 * The preview's zoom and rotation (QD §5 Glossary: 'Zoom bounds 0.5 to 3 (step 0.1; rotate step 90 degrees)').
 * Zoom is a factor (1 = fit); every result is rounded to one decimal so that steps never drift (0.1 + 0.2).
 */
export const minZoom = 0.5;
export const maxZoom = 3;
export const zoomStep = 0.1;
export const rotateStep = 90;

export type Rotation = 0 | 90 | 180 | 270;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** A zoom within the bounds, to one decimal; anything that is not a number is 1. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return Number.isNaN(zoom) ? 1 : zoom > 0 ? maxZoom : minZoom;
  return Math.min(maxZoom, Math.max(minZoom, oneDecimal(zoom)));
}

export const zoomIn = (zoom: number) => clampZoom(oneDecimal(zoom) + zoomStep);
export const zoomOut = (zoom: number) => clampZoom(oneDecimal(zoom) - zoomStep);
export const canZoomIn = (zoom: number) => clampZoom(zoom) < maxZoom;
export const canZoomOut = (zoom: number) => clampZoom(zoom) > minZoom;

/** The zoom as people read it: 1 → '100%', 0.5 → '50%'. */
export const zoomPercent = (zoom: number) => `${Math.round(clampZoom(zoom) * 100)}%`;

/** A quarter turn clockwise: 0 → 90 → 180 → 270 → 0. */
export function rotate(rotation: number): Rotation {
  const quarter = Math.round(rotation / rotateStep) + 1;
  return ((((quarter % 4) + 4) % 4) * rotateStep) as Rotation;
}

/** Whether a rotation turns the page on its side (width and height swap). */
export const isSideways = (rotation: Rotation) => rotation % 180 !== 0;
