// The rule behind `node scripts/duplicate-exports.mjs` (part of `npm run lint`): one exported
// name, one meaning. Plain JavaScript so the script runs on Node without a build step; the types
// are in duplicate-exports.d.mts and the tests in duplicate-exports.test.ts. The allow-list of
// per-feature conventions lives in the script.

/**
 * Splits the names defined in more than one module into the allowed per-feature conventions and
 * the offending ones (the same word with two meanings, or a copy that should be imported),
 * each sorted by name with its modules.
 * @param {ReadonlyMap<string, readonly string[]>} homes every exported name and the modules defining it
 * @param {ReadonlyMap<string, string> | ReadonlySet<string>} conventions the names allowed in many modules
 */
export function classifyDuplicates(homes, conventions) {
  const duplicates = [...homes]
    .filter(([, paths]) => paths.length > 1)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, paths]) => ({ name, paths: [...paths] }));
  return {
    allowed: duplicates.filter(({ name }) => conventions.has(name)),
    offending: duplicates.filter(({ name }) => !conventions.has(name)),
  };
}
