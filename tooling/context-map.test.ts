import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/CONTEXT.md is the map of the code. It is checked against the folders, so it cannot drift:
 * every path it names exists, and every folder a newcomer looks for is named in it.
 */
const root = join(import.meta.dirname, '..');
const map = readFileSync(join(root, 'docs/CONTEXT.md'), 'utf8');

const TOP_FOLDERS = ['core', 'server', 'src', 'e2e', 'bench', 'tooling', 'scripts', 'docs', 'public'];

/** Backticked paths that start at a top folder, without globs or placeholders. */
const namedPaths = [...map.matchAll(/`([a-z0-9_.-]+\/[^`\s]*)`/gi)]
  .map((match) => match[1] ?? '')
  .filter((path) => TOP_FOLDERS.includes(path.split('/')[0] ?? ''))
  .filter((path) => !/[<>*{}]|\.\.\./.test(path));

const foldersIn = (folder: string): string[] =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}`);

describe('docs/CONTEXT.md', () => {
  it('names paths that exist', () => {
    expect(namedPaths.length).toBeGreaterThan(50);
    const missing = namedPaths.filter((path) => !existsSync(join(root, path.replace(/\/$/, ''))));
    expect(missing).toEqual([]);
  });

  it.each([
    ['core', foldersIn('core')],
    ['core/features', foldersIn('core/features')],
    ['server', foldersIn('server')],
    ['src', foldersIn('src')],
    ['src/features', foldersIn('src/features')],
  ])('names every folder of %s', (_layer, folders) => {
    const unnamed = folders.filter((folder) => {
      const name = folder.split('/').at(-1) ?? '';
      // By its path, or by its name in the layer diagram (`  lib/   small generic helpers`).
      return !map.includes(`${folder}/`) && !new RegExp(`(^|[\\s\`])${name}/(\\s|\`)`, 'm').test(map);
    });
    expect(unnamed).toEqual([]);
  });
});
