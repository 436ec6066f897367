/** A rectangle of the source picture, in its pixels. */
export type CropRect = { sx: number; sy: number; sw: number; sh: number };

/**
 * The part of a picture a crop keeps: the largest rectangle of the target's aspect ratio that
 * fits the picture, shrunk by `zoom` (1 = the largest, 4 = a quarter of its width), placed by
 * `x` and `y` (0 = left/top edge, 0.5 = centred, 1 = right/bottom edge) within the room left.
 */
export function cropRect(
  image: { width: number; height: number },
  aspect: number,
  view: { zoom: number; x: number; y: number },
): CropRect {
  const fullW = Math.min(image.width, image.height * aspect);
  const zoom = Math.min(Math.max(view.zoom, 1), 8);
  const sw = fullW / zoom;
  const sh = sw / aspect;
  const clamp = (v: number) => Math.min(Math.max(v, 0), 1);
  return { sx: (image.width - sw) * clamp(view.x), sy: (image.height - sh) * clamp(view.y), sw, sh };
}

/**
 * The size the cropped picture is sent at: the slot's size, or smaller when the crop holds fewer
 * pixels (an upscale only blurs, the site scales it anyway), never below 1 px.
 */
export function outputSize(crop: CropRect, target: { width: number; height: number }) {
  const scale = Math.min(1, crop.sw / target.width);
  return {
    width: Math.max(1, Math.round(target.width * scale)),
    height: Math.max(1, Math.round(target.height * scale)),
  };
}

/**
 * How a crop will look in its slot: `sharp` at the slot's size, `soft` when the site must enlarge
 * it up to twice (sent, with a warning), `tooSmall` beyond that (refused: it would show blurred).
 */
export type CropQuality = 'sharp' | 'soft' | 'tooSmall';
export function cropQuality(out: { width: number }, target: { width: number }): CropQuality {
  if (out.width >= target.width) return 'sharp';
  return out.width * 2 >= target.width ? 'soft' : 'tooSmall';
}
