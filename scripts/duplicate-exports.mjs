// Lists exported names that more than one module under core/, server/ and src/ defines, so one
// word keeps one meaning across the code base (re-exports do not count: they are the same thing).
//   node scripts/duplicate-exports.mjs          names, and where each is defined
//   node scripts/duplicate-exports.mjs --count  only the number of such names
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

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
const duplicates = [...homes].filter(([, paths]) => paths.length > 1).sort(([a], [b]) => a.localeCompare(b));
if (process.argv.includes('--count')) console.info(duplicates.length);
else for (const [name, paths] of duplicates) console.info(`${name}: ${paths.join(', ')}`);
