import { isSideways, type Rotation } from '../../ui/zoom';

export interface Size {
  width: number;
  height: number;
}

/**
 * Where an image sits at a zoom and rotation. At 100% it fits the space it has (never larger than its own pixels);
 * zoom scales from there. `box` is the space the turned image takes in the page flow, so the scroll area grows with
 * it; `image` is the <img> size before it turns (CSS rotates it about its centre inside the box).
 */
export function fitImage(natural: Size, space: Size, zoom: number, rotation: Rotation): { box: Size; image: Size } {
  if (natural.width <= 0 || natural.height <= 0)
    return { box: { width: 0, height: 0 }, image: { width: 0, height: 0 } };
  const sideways = isSideways(rotation);
  const turned = sideways ? { width: natural.height, height: natural.width } : natural;
  const fit = Math.min(
    1,
    space.width > 0 ? space.width / turned.width : 1,
    space.height > 0 ? space.height / turned.height : 1,
  );
  const scale = fit * zoom;
  const image = { width: Math.round(natural.width * scale), height: Math.round(natural.height * scale) };
  return { box: sideways ? { width: image.height, height: image.width } : image, image };
}
