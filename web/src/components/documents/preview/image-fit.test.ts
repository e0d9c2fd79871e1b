import { describe, expect, test } from 'vitest';
import { fitImage } from './image-fit';

const space = { width: 800, height: 600 };

describe('an image in the preview', () => {
  test('at 100% a large image fits the space it has, keeping its proportions', () => {
    expect(fitImage({ width: 4000, height: 3000 }, space, 1, 0)).toEqual({
      box: { width: 800, height: 600 },
      image: { width: 800, height: 600 },
    });
    expect(fitImage({ width: 1000, height: 3000 }, space, 1, 0).box).toEqual({ width: 200, height: 600 });
  });

  test('at 100% a small image keeps its own size', () => {
    expect(fitImage({ width: 200, height: 100 }, space, 1, 0).box).toEqual({ width: 200, height: 100 });
  });

  test('zoom scales the fitted size', () => {
    expect(fitImage({ width: 4000, height: 3000 }, space, 1.5, 0).box).toEqual({ width: 1200, height: 900 });
    expect(fitImage({ width: 200, height: 100 }, space, 0.5, 0).box).toEqual({ width: 100, height: 50 });
  });

  test('rotated by 90 degrees its width and height swap and it still fits', () => {
    expect(fitImage({ width: 4000, height: 3000 }, space, 1, 90)).toEqual({
      box: { width: 450, height: 600 },
      image: { width: 600, height: 450 },
    });
    expect(fitImage({ width: 4000, height: 3000 }, space, 1, 180).box).toEqual({ width: 800, height: 600 });
    expect(fitImage({ width: 4000, height: 3000 }, space, 2, 270).box).toEqual({ width: 900, height: 1200 });
  });

  test('before its space is measured it shows at its own size', () => {
    expect(fitImage({ width: 300, height: 200 }, { width: 0, height: 0 }, 1, 0).box).toEqual({
      width: 300,
      height: 200,
    });
  });

  test('an image without a size takes no space', () => {
    expect(fitImage({ width: 0, height: 0 }, space, 1, 0).box).toEqual({ width: 0, height: 0 });
  });
});
