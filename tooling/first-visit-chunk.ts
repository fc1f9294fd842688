import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

interface ChunkGroup {
  name: string;
  test(id: string): boolean;
}

function staticallyReachable(context: Rollup.PluginContext, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    const info = context.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    queue.push(...info.importedIds);
  }
  return seen;
}

/**
 * One chunk for what a first visit to `/` runs. Left alone, Rolldown splits the modules the
 * entry shares with lazy pages into a dozen chunks of 0.2–3 KB, and on a phone each costs a
 * request, its headers (about 0.34 KiB) and a worse compression ratio: 16 files were 113 KiB on
 * the wire, this makes it 5 files. The group holds every module statically reachable from the
 * entry or the home page, except those two themselves (the entry stays the entry, and the home
 * page stays its own chunk, which the prerender preloads by name). Other routes load the chunk
 * too, since the entry needs it; the home-only part of it is a few KB.
 *
 * The set is computed in `buildEnd`, when the module graph is complete, and read when Rolldown
 * assigns chunks, which happens after.
 */
export function firstVisitChunk(root: string): { plugin: Plugin; group: ChunkGroup } {
  const entry = resolve(root, 'src/main.tsx');
  const home = resolve(root, 'src/features/home/home-page.tsx');
  let grouped = new Set<string>();

  const plugin: Plugin = {
    name: 'cosmic-guide:first-visit-chunk',
    apply: 'build',
    buildEnd() {
      if (!this.getModuleInfo(entry)) return; // the prerender's server build starts elsewhere
      const reachable = new Set([...staticallyReachable(this, entry), ...staticallyReachable(this, home)]);
      reachable.delete(entry);
      reachable.delete(home);
      grouped = reachable;
    },
  };
  return { plugin, group: { name: 'first-visit', test: (id) => grouped.has(id) } };
}
