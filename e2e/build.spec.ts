import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const clientRoot = fileURLToPath(new URL('../dist/client', import.meta.url));

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the built client', () => {
  const files = filesUnder(clientRoot).filter((path) => /\.(js|css|html)$/.test(path));

  it('contains no provider key or key setting', () => {
    for (const path of files) {
      const text = readFileSync(path, 'utf8');
      expect(text, path).not.toContain('e2e-key');
      expect(text, path).not.toContain('OPENAI_API_KEY');
      expect(text, path).not.toMatch(/sk-[A-Za-z0-9_-]{20,}/);
    }
  });

  it('splits every page into its own chunk', () => {
    const names = files.map((path) => path.split('/').pop() ?? '');
    for (const page of ['home-page', 'daily-page', 'weekly-page', 'monthly-page']) {
      expect(
        names.some((name) => name.startsWith(page)),
        `${page} chunk in ${names.join(', ')}`,
      ).toBe(true);
    }
  });

  it('leaves a brotli and a gzip copy beside every script, stylesheet and index.html', () => {
    // Only files a copy certainly shrinks: the build skips a copy that would not be smaller.
    for (const path of files.filter((file) => statSync(file).size > 512)) {
      expect(existsSync(`${path}.br`), `${path}.br`).toBe(true);
      expect(existsSync(`${path}.gz`), `${path}.gz`).toBe(true);
    }
  });

  it('has no inline scripts or styles the CSP would block', () => {
    const html = readFileSync(join(clientRoot, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style/);
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('sends a first visit to / few files, none of them the chart engine, zod or the markdown renderer', () => {
    // What the home page's HTML asks for, and every script those import statically.
    const html = readFileSync(join(clientRoot, 'index.html'), 'utf8');
    const asked = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map(
      (match) => match[1] ?? '',
    );
    const loaded = new Set<string>();
    for (let name = asked.pop(); name !== undefined; name = asked.pop()) {
      if (loaded.has(name)) continue;
      loaded.add(name);
      const code = readFileSync(join(clientRoot, 'assets', name), 'utf8');
      for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) asked.push(match[1] ?? '');
    }
    // Entry, runtime, the first-visit chunk, the home page and the stylesheet (each file costs
    // a request and its headers on a phone).
    expect([...loaded].length, [...loaded].join(', ')).toBeLessThanOrEqual(5);
    for (const name of loaded) {
      const code = readFileSync(join(clientRoot, 'assets', name), 'utf8');
      expect(code, `${name} holds astronomy-engine`).not.toContain('Cannot find new moon');
      expect(code, `${name} holds zod`).not.toContain('Invalid discriminated union option');
      expect(code, `${name} holds the markdown renderer`).not.toContain('oncanplaythrough');
    }
  });
});
