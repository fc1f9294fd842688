import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * core/sky is astronomy only: it returns data, and the words a reader sees are written by the
 * features' content and composers. This scans every source file of core/sky for string
 * literals that read like prose (four or more words), so a summary line or a chart-type
 * description cannot creep back. Error messages are exempt: they are for developers, and the
 * house style asks them to say how to fix the problem.
 */
// Vite reads the sources at build time, so the test needs no file-system access (core/ stays
// free of node:fs, as the lint rule asks).
const SKY_SOURCES = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const isThrownMessage = (node: ts.Node): boolean => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isNewExpression(parent) && /Error$/.test(parent.expression.getText())) return true;
    if (ts.isStatement(parent)) return false;
  }
  return false;
};

/** The literal text of a string or template (placeholders become a single word). */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => `x${span.literal.text}`)].join('');
  return undefined;
}

const looksLikeProse = (text: string): boolean =>
  text
    .trim()
    .split(/\s+/)
    .filter((word) => /[a-z]/i.test(word)).length >= 4;

export function proseLiteralsIn(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== undefined) {
      if (looksLikeProse(text) && !isThrownMessage(node)) found.push(text);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('core/sky', () => {
  it('holds no prose: no sentence-like string outside an error message', () => {
    const files = Object.entries(SKY_SOURCES);
    expect(files.length, 'the glob must find the sky sources').toBeGreaterThan(20);
    const offenders = files.flatMap(([path, source]) =>
      proseLiteralsIn(path, source).map((text) => `${path}: "${text}"`),
    );
    expect(offenders, offenders.join('\n')).toEqual([]);
  });

  it('would notice a summary line or a description', () => {
    const sample = [
      'export const line = (sign: string) => `Composite Sun in ${sign} in house 7`;',
      "export const title = { description: 'One chart for the bond itself, built from midpoints.' };",
      "export const fail = () => { throw new RangeError('Pass a later today, or check the birth date.'); };",
    ].join('\n');
    expect(proseLiteralsIn('sample.ts', sample)).toEqual([
      'Composite Sun in x in house 7',
      'One chart for the bond itself, built from midpoints.',
    ]);
  });
});
