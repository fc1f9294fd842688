import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompress, precompressFolder } from './precompress';

const repeated = (count: number, line: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => line(index)).join('\n');

describe('precompressFolder', () => {
  it('writes brotli and gzip siblings that decode to the original, in nested folders too', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(folder, 'assets'));
    const css = repeated(200, (index) => `.house-${index} { color: var(--sign-${index % 12}); }`);
    await writeFile(join(folder, 'assets', 'app-Ab3_x9Zq.css'), css);

    const [result] = await precompressFolder(folder);

    const path = join(folder, 'assets', 'app-Ab3_x9Zq.css');
    expect(brotliDecompressSync(await readFile(`${path}.br`)).toString()).toBe(css);
    expect(gunzipSync(await readFile(`${path}.gz`)).toString()).toBe(css);
    expect(result).toEqual({
      path: 'assets/app-Ab3_x9Zq.css',
      bytes: css.length,
      brBytes: (await readFile(`${path}.br`)).length,
      gzipBytes: (await readFile(`${path}.gz`)).length,
    });
    expect(result?.brBytes).toBeLessThan(css.length / 5);
  });

  it('skips formats that are compressed already and siblings that would not be smaller', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'precompress-'));
    await writeFile(join(folder, 'icon.png'), Buffer.alloc(4096, 7));
    await writeFile(join(folder, 'tiny.js'), 'x');

    await precompressFolder(folder);

    expect((await readdir(folder)).sort()).toEqual(['icon.png', 'tiny.js']);
  });
});

describe('the precompress Vite plugin', () => {
  it('leaves compressed siblings beside the built index.html and hashed bundle', async () => {
    const root = await mkdtemp(join(tmpdir(), 'precompress-build-'));
    await writeFile(
      join(root, 'index.html'),
      '<!doctype html><html><head><title>Fixture</title></head><body><script type="module" src="/main.js"></script></body></html>',
    );
    await writeFile(
      join(root, 'main.js'),
      repeated(150, (index) => `document.body.append('house ${index} of the wheel');`),
    );

    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompress()],
      build: { outDir: 'dist', emptyOutDir: true },
    });

    const assets = await readdir(join(root, 'dist', 'assets'));
    const bundle = assets.find((name) => /^index-[\w-]{8,}\.js$/.test(name));
    expect(bundle).toBeDefined();
    expect(assets).toEqual(expect.arrayContaining([`${bundle}.br`, `${bundle}.gz`]));
    const built = await readFile(join(root, 'dist', 'assets', `${bundle}`));
    const brotli = await readFile(join(root, 'dist', 'assets', `${bundle}.br`));
    expect(brotliDecompressSync(brotli)).toEqual(built);
    expect(existsSync(join(root, 'dist', 'index.html.gz'))).toBe(true);
  });
});
