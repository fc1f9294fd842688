// `npx tsx tooling/render-icons.ts`: draws the app's PNG icons from their SVG sources in
// public/icons/. Run it after changing an SVG and commit the PNGs: the build copies them as they
// are, so it needs neither a browser nor an image library.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { recompressPng } from './recompress-png';

const publicFolder = fileURLToPath(new URL('../public/', import.meta.url));

export interface IconRender {
  /** SVG source, relative to public/. */
  source: string;
  /** PNG written, relative to public/. */
  target: string;
  size: number;
}

/**
 * The PNGs installers ask for: 192 and 512 for Android and Chromium, a full-bleed maskable 512
 * whose artwork keeps to the safe circle, and 180 for iOS's home screen (which ignores the
 * manifest and takes no transparency, so it gets the full-bleed artwork too).
 */
export const ICON_RENDERS: readonly IconRender[] = [
  { source: 'icons/icon.svg', target: 'icons/icon-192.png', size: 192 },
  { source: 'icons/icon.svg', target: 'icons/icon-512.png', size: 512 },
  { source: 'icons/icon-maskable.svg', target: 'icons/icon-maskable-512.png', size: 512 },
  { source: 'icons/icon-maskable.svg', target: 'apple-touch-icon.png', size: 180 },
];

async function renderIcons(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const { source, target, size } of ICON_RENDERS) {
      const svg = await readFile(publicFolder + source, 'utf8');
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      // The SVG scales to the viewport, so each size is drawn from the vectors, not resized pixels.
      await page.setContent(
        `<html><body style="margin:0;background:transparent">` +
          `<img alt="" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" ` +
          `width="${size}" height="${size}" style="display:block"></body></html>`,
      );
      await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
      await writeFile(publicFolder + target, recompressPng(await page.screenshot({ omitBackground: true })));
      await page.close();
      console.info(`${target}: ${size}×${size} from ${source}`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await renderIcons();
