import { canvasFont, CARD_FONTS } from './card-fonts';
import type { MeasureInFont } from './card-layout';

/**
 * A measure of the picture's fonts on a canvas of this device, the fonts the SVG will be drawn
 * with, so the lines are wrapped where they really end.
 */
export function canvasMeasure(): MeasureInFont {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures (no canvas).');
  return (text, font) => {
    context.font = canvasFont(CARD_FONTS[font]);
    return context.measureText(text).width;
  };
}

/**
 * Draws an SVG document onto a canvas of the given size and returns it as a PNG, all on the
 * device. The SVG goes in as a `data:` URL, which the CSP's `img-src` already allows and which
 * (unlike a blob: URL) needs no cleaning up; a self-contained SVG does not taint the canvas.
 */
export async function svgToPng(svg: string, width: number, height: number): Promise<Blob> {
  const image = new Image(width, height);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures (no canvas).');
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded as PNG.'))),
      'image/png',
    );
  });
}
