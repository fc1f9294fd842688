/**
 * Characters XML 1.0 cannot hold at all (most control characters, lone surrogate halves, the two
 * non-characters): one of them in the reading would make the whole picture fail to parse, so they
 * are dropped rather than escaped. With the `u` flag a surrogate pair is one code point and stays.
 */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what must go
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text made safe to place inside an SVG element or attribute. The reading is model output and
 * the title may hold what a visitor typed: neither may close an element, open a new one or end
 * an attribute, so every markup character becomes an entity.
 */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/gu, (character) => ENTITIES[character] ?? '');
}
