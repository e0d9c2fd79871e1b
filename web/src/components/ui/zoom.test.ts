import { describe, expect, test } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  clampZoom,
  isSideways,
  maxZoom,
  minZoom,
  rotate,
  zoomIn,
  zoomOut,
  zoomPercent,
} from './zoom';

describe('zoom bounds 0.5 to 3 (step 0.1)', () => {
  test('zoom bounds are 0.5 to 3', () => {
    expect([minZoom, maxZoom]).toEqual([0.5, 3]);
    expect(clampZoom(0.2)).toBe(0.5);
    expect(clampZoom(7)).toBe(3);
    expect(clampZoom(1.7)).toBe(1.7);
  });

  test('each step zooms in or out by 0.1', () => {
    expect(zoomIn(1)).toBe(1.1);
    expect(zoomOut(1)).toBe(0.9);
    expect(zoomIn(2.9)).toBe(3);
    expect(zoomOut(0.6)).toBe(0.5);
  });

  test('steps never drift with floating point: ten steps in from 1 is exactly 2', () => {
    let zoom = 1;
    for (let i = 0; i < 10; i++) zoom = zoomIn(zoom);
    expect(zoom).toBe(2);
    for (let i = 0; i < 15; i++) zoom = zoomOut(zoom);
    expect(zoom).toBe(0.5);
    expect(clampZoom(0.1 + 0.2)).toBe(0.5);
    expect(clampZoom(1.1 + 0.2)).toBe(1.3);
  });

  test('zoom stops at its bounds', () => {
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(canZoomIn(3)).toBe(false);
    expect(canZoomIn(2.9)).toBe(true);
    expect(canZoomOut(0.5)).toBe(false);
    expect(canZoomOut(0.6)).toBe(true);
  });

  test('a zoom that is not a number falls back to 100% or the nearest bound', () => {
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(clampZoom(Number.POSITIVE_INFINITY)).toBe(3);
    expect(clampZoom(Number.NEGATIVE_INFINITY)).toBe(0.5);
  });

  test('the zoom shows as a percentage', () => {
    expect(zoomPercent(1)).toBe('100%');
    expect(zoomPercent(0.5)).toBe('50%');
    expect(zoomPercent(zoomIn(zoomIn(1)))).toBe('120%');
    expect(zoomPercent(3)).toBe('300%');
  });
});

describe('rotate step 90 degrees', () => {
  test('each rotation turns a quarter clockwise and comes back round after four', () => {
    expect(rotate(0)).toBe(90);
    expect(rotate(90)).toBe(180);
    expect(rotate(180)).toBe(270);
    expect(rotate(270)).toBe(0);
  });

  test('an angle off the quarter turns snaps to the nearest one first', () => {
    expect(rotate(360)).toBe(90);
    expect(rotate(-90)).toBe(0);
    expect(rotate(100)).toBe(180);
  });

  test('a quarter or three-quarter turn puts the page on its side', () => {
    expect(isSideways(0)).toBe(false);
    expect(isSideways(90)).toBe(true);
    expect(isSideways(180)).toBe(false);
    expect(isSideways(270)).toBe(true);
  });
});
