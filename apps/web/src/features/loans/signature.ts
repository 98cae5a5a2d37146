// Pure sizing of the signature canvas: the backing store is the CSS box times the device's
// pixel ratio (at least 1, at most 3, so a zoomed desktop does not allocate a huge bitmap),
// rounded to whole pixels, never zero.
const pixelRatioMax = 3;

export interface BackingSize {
  width: number;
  height: number;
  ratio: number;
}

export function backingSize(cssWidth: number, cssHeight: number, devicePixelRatio: number): BackingSize {
  const ratio = Number.isFinite(devicePixelRatio) ? Math.min(Math.max(devicePixelRatio, 1), pixelRatioMax) : 1;
  return {
    width: Math.max(1, Math.round(cssWidth * ratio)),
    height: Math.max(1, Math.round(cssHeight * ratio)),
    ratio,
  };
}
