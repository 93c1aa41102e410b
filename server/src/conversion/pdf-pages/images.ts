// Images as pdf.js decodes them, turned into RGBA pixels and PNG files (figures) or grey levels
// (scans).
import type { GreyImage } from '../scan-rules';

export interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

/** RGBA pixels of a decoded pdf.js image (1-bit grey, RGB or RGBA). */
export function toRgba(image: DecodedImage): Uint8ClampedArray | null {
  const { width, height, kind, data } = image;
  if (!data || width <= 0 || height <= 0) return null;
  const out = new Uint8ClampedArray(width * height * 4);
  if (kind === 3) {
    out.set(data.subarray(0, out.length));
  } else if (kind === 2) {
    for (let i = 0, j = 0; j < out.length; i += 3, j += 4) {
      out[j] = data[i]!;
      out[j + 1] = data[i + 1]!;
      out[j + 2] = data[i + 2]!;
      out[j + 3] = 255;
    }
  } else if (kind === 1) {
    const rowBytes = (width + 7) >> 3;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const bit = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
        const j = (y * width + x) * 4;
        const value = bit ? 255 : 0;
        out[j] = value;
        out[j + 1] = value;
        out[j + 2] = value;
        out[j + 3] = 255;
      }
    }
  } else {
    return null;
  }
  return out;
}

export async function encodePng(
  width: number,
  height: number,
  rgba: Uint8ClampedArray,
): Promise<Buffer> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const imageData = context.createImageData(width, height);
  imageData.data.set(rgba);
  context.putImageData(imageData, 0, 0);
  return canvas.encode('png');
}

/** Grey levels of a decoded pdf.js image (1-bit grey, RGB, or RGBA laid on white paper). */
export function greyOfDecoded(image: DecodedImage): GreyImage | null {
  const { width, height, kind, data } = image;
  if (!data || width <= 0 || height <= 0) return null;
  const grey = new Uint8Array(width * height);
  if (kind === 3 || kind === 2) {
    const step = kind === 3 ? 4 : 3;
    if (data.length < grey.length * step) return null;
    for (let i = 0, o = 0; i < grey.length; i += 1, o += step) {
      const level = (data[o]! * 299 + data[o + 1]! * 587 + data[o + 2]! * 114) / 1000;
      grey[i] = kind === 3 ? 255 - ((255 - level) * data[o + 3]!) / 255 : level;
    }
  } else if (kind === 1) {
    const rowBytes = (width + 7) >> 3;
    if (data.length < rowBytes * height) return null;
    for (let y = 0, i = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1, i += 1)
        grey[i] = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
    }
  } else {
    return null;
  }
  return { data: grey, width, height };
}
