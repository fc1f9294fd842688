import { fileURLToPath } from 'node:url';

/**
 * vite.server.config.ts defines this as `true` when it bundles the server into
 * dist/server/index.js; it is undeclared when the sources run through tsx or Vitest.
 */
declare const __SERVER_BUNDLE__: boolean | undefined;

/** True in the compiled server (dist/server/index.js), false when running the TypeScript sources. */
export const isServerBundle = typeof __SERVER_BUNDLE__ !== 'undefined' && __SERVER_BUNDLE__;

// This module sits in server/ in the sources and is bundled into dist/server/ once compiled.
const projectRoot = new URL(isServerBundle ? '../../' : '../', import.meta.url);

/** Where the server looks at run time, the same from the sources and from the compiled build. */
export const runtimePaths = {
  /** The built client (`vite build`). */
  clientRoot: fileURLToPath(new URL('dist/client', projectRoot)),
  /** The place index written beside the compiled server at build time (see tooling/place-index-file.ts). */
  placeIndexFile: fileURLToPath(new URL('dist/server/place-index.bin', projectRoot)),
};
