import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ICON_RENDERS } from './render-icons';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const publicFile = (path: string) => fromRoot(`public/${path.replace(/^\//, '')}`);

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

const manifest = JSON.parse(readFileSync(publicFile('manifest.webmanifest'), 'utf8')) as Record<
  string,
  unknown
> & {
  icons: ManifestIcon[];
};
const indexHtml = readFileSync(fromRoot('index.html'), 'utf8');

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(path: string): string {
  const png = readFileSync(path);
  expect(png.toString('latin1', 12, 16), `${path} starts with IHDR`).toBe('IHDR');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('the web manifest', () => {
  it('has what an installer needs to offer the app', () => {
    expect(manifest).toMatchObject({
      name: 'Cosmic Guide',
      short_name: 'Cosmic Guide',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(String(manifest.description).length).toBeGreaterThan(20);
    // Launchers cut a short name after about 12 characters.
    expect(String(manifest.short_name).length).toBeLessThanOrEqual(12);
  });

  it("uses the page's own colours, so the splash screen hands over without a flash", () => {
    expect(indexHtml).toContain(`<meta name="theme-color" content="${String(manifest.theme_color)}" />`);
    const css = readFileSync(fromRoot('src/styles.css'), 'utf8');
    const pageBackground = /html\s*{[^}]*background-color:\s*var\(--color-([\w-]+)\)/.exec(css)?.[1];
    expect(css).toContain(`--color-${pageBackground}: ${String(manifest.background_color)};`);
  });

  it('lists PNG icons at 192 and 512, a maskable 512 and the SVG, each a real file of its stated size', () => {
    const described = manifest.icons.map((icon) => `${icon.sizes} ${icon.type} ${icon.purpose}`);
    expect(described).toEqual(
      expect.arrayContaining([
        '192x192 image/png any',
        '512x512 image/png any',
        '512x512 image/png maskable',
        'any image/svg+xml any',
      ]),
    );
    for (const icon of manifest.icons) {
      expect(existsSync(publicFile(icon.src)), icon.src).toBe(true);
      if (icon.type === 'image/png') expect(pngSize(publicFile(icon.src)), icon.src).toBe(icon.sizes);
    }
  });

  it('has every rendered icon committed at its size, the apple-touch-icon linked from index.html', () => {
    for (const { target, size } of ICON_RENDERS) {
      expect(pngSize(publicFile(target)), target).toBe(`${size}x${size}`);
    }
    const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(indexHtml)?.[1] ?? '';
    expect(pngSize(publicFile(touchIcon))).toBe('180x180');
  });
});
