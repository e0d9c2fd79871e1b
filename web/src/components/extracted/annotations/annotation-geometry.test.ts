import type { Annotation } from '@ledgerline/shared/schemas/extracted-documents';
import { describe, expect, it } from 'vitest';
import {
  annotationBox,
  annotationsChanged,
  annotationsToSave,
  canZoomIn,
  canZoomOut,
  clampTextboxWidth,
  clampZoom,
  fitScale,
  layerTransform,
  moveAnnotation,
  newCheck,
  newTextbox,
  nextRotation,
  pageToScreen,
  type Rotation,
  screenMoveToPage,
  screenToPage,
  textboxHeight,
  viewSize,
  withTextboxWidth,
  zoomIn,
  zoomOut,
  zoomPercent,
} from './annotation-geometry';

const letter = { width: 612, height: 792 };
const rotations: Rotation[] = [0, 90, 180, 270];

/** Applies the CSS transform layerTransform returns to a point of the unturned layer. */
function applyLayerTransform(rotation: Rotation, scale: number, u: number, v: number) {
  const w = letter.width * scale;
  const h = letter.height * scale;
  if (rotation === 90) return { x: h - v, y: u };
  if (rotation === 180) return { x: w - u, y: h - v };
  if (rotation === 270) return { x: v, y: w - u };
  return { x: u, y: v };
}

describe('zoom and rotation', () => {
  it('keeps the zoom within 0.5 to 3 in steps of 0.1 without drifting', () => {
    let zoom = 1;
    for (let i = 0; i < 3; i++) zoom = zoomIn(zoom);
    expect(zoom).toBe(1.3);
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(canZoomIn(3)).toBe(false);
    expect(canZoomOut(0.6)).toBe(true);
    expect(zoomPercent(1.3)).toBe('130%');
  });

  it('turns a quarter at a time and comes back to 0 after four turns', () => {
    expect(rotations.map(nextRotation)).toEqual([90, 180, 270, 0]);
  });

  it('swaps the drawn width and height when the page lies on its side', () => {
    expect(viewSize(letter, 2, 0)).toEqual({ width: 1224, height: 1584 });
    expect(viewSize(letter, 2, 90)).toEqual({ width: 1584, height: 1224 });
  });

  it('fits the page to the space it has, turned as drawn, and never above 1.5 pixels per point', () => {
    expect(fitScale(306, letter, 0)).toBe(0.5);
    expect(fitScale(396, letter, 90)).toBe(0.5);
    expect(fitScale(5000, letter, 0)).toBe(1.5);
    expect(fitScale(0, letter, 0)).toBe(1);
  });
});

describe('screen and page points', () => {
  it('puts the top-left of the screen at the top-left of the unturned page', () => {
    expect(screenToPage({ x: 0, y: 0 }, letter, 1, 0)).toEqual({ x: 0, y: 792 });
    expect(screenToPage({ x: 61.2, y: 79.2 }, letter, 0.1, 0)).toEqual({ x: 612, y: 0 });
  });

  it('finds the page corner under the screen corner for each quarter turn', () => {
    // The page's bottom-left corner, turned clockwise: top-left, top-right, bottom-right.
    expect(pageToScreen({ x: 0, y: 0 }, letter, 1, 90)).toEqual({ x: 0, y: 0 });
    expect(pageToScreen({ x: 0, y: 0 }, letter, 1, 180)).toEqual({ x: 612, y: 0 });
    expect(pageToScreen({ x: 0, y: 0 }, letter, 1, 270)).toEqual({ x: 792, y: 612 });
  });

  it('gives back the same page point after a round trip at every rotation and zoom', () => {
    for (const rotation of rotations) {
      for (const scale of [0.5, 1, 2.3]) {
        const there = pageToScreen({ x: 100, y: 700 }, letter, scale, rotation);
        const back = screenToPage(there, letter, scale, rotation);
        expect(back.x).toBeCloseTo(100, 9);
        expect(back.y).toBeCloseTo(700, 9);
      }
    }
  });

  it('draws the turned layer exactly where the screen-to-page arithmetic expects it', () => {
    for (const rotation of rotations) {
      expect(layerTransform(letter, 2, rotation) === undefined).toBe(rotation === 0);
      const at = applyLayerTransform(rotation, 2, 200, 300);
      const page = screenToPage(at, letter, 2, rotation);
      expect(page.x).toBeCloseTo(100, 9);
      expect(page.y).toBeCloseTo(792 - 150, 9);
    }
  });

  it('turns a move to the right on screen into the page direction under it', () => {
    const right = (rotation: Rotation) => screenMoveToPage(10, 0, letter, 1, rotation);
    expect(right(0)).toEqual({ dx: 10, dy: 0 });
    expect(right(90)).toEqual({ dx: 0, dy: 10 });
    expect(right(180)).toEqual({ dx: -10, dy: 0 });
    expect(right(270)).toEqual({ dx: 0, dy: -10 });
    expect(screenMoveToPage(0, 20, letter, 2, 0)).toEqual({ dx: 0, dy: -10 });
  });

  it('places an annotation box in the unturned layer from its bottom-left position', () => {
    const box = annotationBox({ left: 10, bottom: 700, width: 120, height: 20, pageHeight: 792 }, 2);
    expect(box).toEqual({ left: 20, top: 144, width: 240, height: 40 });
  });
});

const place = { id: 'a', pageNumber: 2, page: letter, style: 'red' as const };

describe('new annotations', () => {
  it('centres a 20 by 20 check mark on the point clicked', () => {
    const check = newCheck({ ...place, at: { x: 100, y: 200 } });
    expect(check).toMatchObject({ id: 'a', page: 2, shape_type: 'check', text: '', style: 'red' });
    expect(check.position_data).toEqual({
      left: 90,
      bottom: 190,
      width: 20,
      height: 20,
      pageWidth: 612,
      pageHeight: 792,
    });
  });

  it('starts an empty textbox at the point clicked, centred on its line', () => {
    const box = newTextbox({ ...place, at: { x: 100, y: 200 } });
    expect(box).toMatchObject({ shape_type: 'textbox', text: '' });
    expect(box.position_data).toMatchObject({ left: 100, bottom: 200 - textboxHeight / 2, width: 120 });
  });

  it('keeps an annotation made at the page edge inside the page', () => {
    const box = newTextbox({ ...place, at: { x: 600, y: 790 } });
    expect(box.position_data.left).toBe(612 - 120);
    expect(box.position_data.bottom).toBe(792 - textboxHeight);
    expect(newCheck({ ...place, at: { x: -5, y: -5 } }).position_data).toMatchObject({ left: 0, bottom: 0 });
  });
});

describe('moving and resizing', () => {
  const check = newCheck({ ...place, at: { x: 100, y: 100 } });

  it('moves by whole points and stops at the page edges', () => {
    expect(moveAnnotation(check, 1, -10).position_data).toMatchObject({ left: 91, bottom: 80 });
    expect(moveAnnotation(check, -1000, 5000).position_data).toMatchObject({ left: 0, bottom: 792 - 20 });
  });

  it('does not drift when moved by fractions back and forth', () => {
    let moved = check;
    for (let i = 0; i < 10; i++) moved = moveAnnotation(moved, 0.1, 0.1);
    for (let i = 0; i < 10; i++) moved = moveAnnotation(moved, -0.1, -0.1);
    expect(moved.position_data).toEqual(check.position_data);
  });

  it('keeps a textbox width within 80 to 400 points', () => {
    expect(clampTextboxWidth(20)).toBe(80);
    expect(clampTextboxWidth(1000)).toBe(400);
    expect(clampTextboxWidth(Number.NaN, 150)).toBe(150);
    const box = newTextbox({ ...place, at: { x: 10, y: 100 } });
    expect(withTextboxWidth(box, 500).position_data.width).toBe(400);
    expect(withTextboxWidth(box, 10).position_data.width).toBe(80);
  });

  it('pulls a widened textbox back inside the page', () => {
    const box = newTextbox({ ...place, at: { x: 500, y: 100 } });
    const wide = withTextboxWidth(box, 400);
    expect(wide.position_data).toMatchObject({ left: 612 - 400, width: 400 });
  });
});

describe('saving', () => {
  const saved: Annotation[] = [
    { ...newTextbox({ ...place, at: { x: 10, y: 100 } }), text: 'Paid 2025', created_at: '2026-01-01T00:00:00Z' },
    newCheck({ ...place, id: 'b', at: { x: 50, y: 50 } }),
  ];

  it('sees no change in the saved list, reordered or with spaces around a text', () => {
    expect(annotationsChanged(saved, saved)).toBe(false);
    expect(annotationsChanged([saved[1], { ...saved[0], text: ' Paid 2025 ' }], saved)).toBe(false);
  });

  it('sees an added, removed, moved, recoloured or retyped annotation as a change', () => {
    expect(annotationsChanged(saved.slice(1), saved)).toBe(true);
    expect(annotationsChanged([...saved, newCheck({ ...place, id: 'c', at: { x: 1, y: 1 } })], saved)).toBe(true);
    expect(annotationsChanged([moveAnnotation(saved[0], 1, 0), saved[1]], saved)).toBe(true);
    expect(annotationsChanged([saved[0], { ...saved[1], style: 'blue' }], saved)).toBe(true);
    expect(annotationsChanged([{ ...saved[0], text: 'Paid 2024' }, saved[1]], saved)).toBe(true);
    expect(annotationsChanged([withTextboxWidth(saved[0], 200), saved[1]], saved)).toBe(true);
  });

  it('sends texts trimmed, checks without text, and keeps ids and times', () => {
    const sent = annotationsToSave([
      { ...saved[0], text: '  Paid 2025 ' },
      { ...saved[1], text: null },
    ]);
    expect(sent[0]).toMatchObject({ id: 'a', text: 'Paid 2025', created_at: '2026-01-01T00:00:00Z' });
    expect(sent[1]).toMatchObject({ id: 'b', text: '' });
  });
});
