// Checks that one exported name keeps one meaning across core/, server/ and src/: a name more
// than one module defines fails the check (exit 1) unless it is a per-feature convention on the
// commented allow-list below (every feature's `composeOffline`, the sentence-bank role names).
// Re-exports do not count: they are the same thing. Run by `npm run lint` and `npm test`.
//   node scripts/duplicate-exports.mjs          offending names and where each is defined
//   node scripts/duplicate-exports.mjs --all    also the allowed conventions
//   node scripts/duplicate-exports.mjs --count  only the number of offending names
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { classifyDuplicates } from '../tooling/duplicate-exports.mjs';

/**
 * Names several modules may each export, because each is the same convention applied per
 * feature rather than one thing defined twice. Add a name only when every definition plays the
 * same role in its own feature; a name with two meanings gets renamed instead.
 */
const PER_FEATURE_CONVENTIONS = new Map([
  // Every feature's offline composer, loaded by feature id (src/lib/reading/offline-composer-loaders.ts).
  ['composeOffline', 'each feature’s offline composer'],
  // Sentence banks: "this feature's (or this composer's) pool of lines for that role".
  ['affirmationLines', 'the bank of affirmations'],
  ['closingLines', 'the bank of closing sentences'],
  ['elementLines', 'the bank of lines about the reader’s element'],
  ['marsLines', 'the bank of lines about today’s Mars'],
  ['meetingLines', 'the bank of lines on how the sign’s element meets the item’s'],
  ['moonLines', 'the bank of lines about today’s Moon'],
  ['moonVisitLines', 'the bank of lines for the Moon passing through the reader’s sign'],
  ['openingLines', 'the bank of opening sentences'],
  ['practiceHeadings', 'the bank of headings over the practice section'],
  ['practiceLines', 'the bank of practice suggestions'],
  ['questionHeadings', 'the bank of headings over the reflection question'],
  ['questionLines', 'the bank of reflection questions'],
  ['skyLines', 'the bank of lines about today’s sky'],
  ['venusLines', 'the bank of lines about Venus'],
  ['venusMarsLines', 'the bank of lines about Venus and Mars together'],
]);

const root = new URL('..', import.meta.url).pathname;
const FOLDERS = ['core', 'server', 'src'];
const isSource = (name) =>
  /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (isSource(entry.name)) yield path;
  }
}

const isExported = (node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function exportedNames(path) {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  const names = [];
  for (const statement of file.statements) {
    if (!isExported(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if (statement.name && ts.isIdentifier(statement.name)) {
      names.push(statement.name.text);
    }
  }
  return names;
}

const homes = new Map();
for (const folder of FOLDERS) {
  for (const path of sourceFiles(join(root, folder))) {
    for (const name of exportedNames(path)) {
      homes.set(name, [...(homes.get(name) ?? []), relative(root, path)]);
    }
  }
}
const { allowed, offending } = classifyDuplicates(homes, PER_FEATURE_CONVENTIONS);
if (process.argv.includes('--count')) console.info(offending.length);
else if (process.argv.includes('--all')) {
  for (const { name, paths } of allowed)
    console.info(`${name} (per-feature convention): ${paths.join(', ')}`);
}
if (offending.length > 0 && !process.argv.includes('--count')) {
  console.error(
    `${offending.length} exported name(s) defined in more than one module. Import the one copy, or rename so` +
      ' each name has one meaning (a per-feature convention goes on the list in scripts/duplicate-exports.mjs):',
  );
  for (const { name, paths } of offending) console.error(`  ${name}: ${paths.join(', ')}`);
}
if (offending.length > 0) process.exitCode = 1;
