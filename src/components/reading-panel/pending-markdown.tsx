/**
 * A reading's text while the markdown renderer's chunk is still on its way: the same blocks with
 * the markup taken out, so the reader never sees `**` or `###` flash before the formatted card
 * (issue 26 §2). Plain text only: nothing here is parsed as HTML.
 */
const HEADING = /^\s{0,3}#{1,6}\s+/u;
const LIST_MARKER = /^\s*(?:[-*+]|\d+\.)\s+/u;

const withoutInlineMarks = (line: string) =>
  line
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/(\*\*|__|\*|_|`)/gu, '')
    .trim();

export function PendingMarkdown({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/u)
    .map((block) => block.trim())
    .filter((block) => block !== '');
  return (
    <>
      {blocks.map((block, index) => {
        const lines = block.split('\n').map((line) => withoutInlineMarks(line.replace(LIST_MARKER, '')));
        if (HEADING.test(block))
          return (
            <p key={index} className="pending-heading font-semibold">
              {withoutInlineMarks(block.replace(HEADING, ''))}
            </p>
          );
        return (
          <p key={index} className="whitespace-pre-wrap">
            {lines.join('\n')}
          </p>
        );
      })}
    </>
  );
}
