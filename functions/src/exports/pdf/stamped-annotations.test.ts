import { describe, expect, it } from 'vitest';
import { unrotate } from './stamped-annotations';

describe('annotations on a page the PDF rotates', () => {
  const page = { width: 612, height: 792 };
  it('a point seen on an unrotated page is where it is', () => {
    expect(unrotate({ x: 10, y: 20 }, 0, page)).toEqual({ x: 10, y: 20 });
  });
  it("seen rotated 90 degrees clockwise, the seen bottom-left is the page's bottom-right", () => {
    expect(unrotate({ x: 0, y: 0 }, 90, page)).toEqual({ x: 612, y: 0 });
    expect(unrotate({ x: 792, y: 612 }, 90, page)).toEqual({ x: 0, y: 792 });
  });
  it('seen upside down, corners swap', () => {
    expect(unrotate({ x: 0, y: 0 }, 180, page)).toEqual({ x: 612, y: 792 });
  });
  it("seen rotated 270 degrees clockwise, the seen bottom-left is the page's top-left", () => {
    expect(unrotate({ x: 0, y: 0 }, 270, page)).toEqual({ x: 0, y: 792 });
  });
});
