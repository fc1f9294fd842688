/**
 * Plain text of rendered reading markup, laid out the way a person would type it: blocks apart by
 * a blank line, list items on their own lines with a bullet or number, emphasis dropped. Working
 * from the rendered elements (not the markdown source) means the clipboard gets exactly what the
 * card shows, with no `**` or `#` left over.
 */
export function plainTextOf(root: Element): string {
  return blocksOf(root, 0).join('\n\n');
}

const LIST_TAGS = new Set(['UL', 'OL']);
const BLOCK_TAGS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'HR', 'DIV']);

const INDENT = '  ';
const BULLET = '• ';
const SECTION_BREAK = '* * *';

function blocksOf(parent: Element, depth: number): string[] {
  const blocks: string[] = [];
  let inline = '';
  const flushInline = () => {
    const text = tidy(inline);
    if (text !== '') blocks.push(text);
    inline = '';
  };
  for (const node of parent.childNodes) {
    if (isElement(node) && (BLOCK_TAGS.has(node.tagName) || LIST_TAGS.has(node.tagName))) {
      flushInline();
      const text = blockText(node, depth);
      if (text !== '') blocks.push(text);
    } else {
      inline += inlineText(node);
    }
  }
  flushInline();
  return blocks;
}

function blockText(element: Element, depth: number): string {
  switch (element.tagName) {
    case 'UL':
    case 'OL':
      return listText(element, depth);
    case 'HR':
      return SECTION_BREAK;
    case 'PRE':
      return (element.textContent ?? '').replace(/\n$/, '');
    case 'BLOCKQUOTE':
    case 'DIV':
      return blocksOf(element, depth).join('\n\n');
    default:
      return tidy(inlineText(element));
  }
}

function listText(list: Element, depth: number): string {
  const ordered = list.tagName === 'OL';
  const first = Number(list.getAttribute('start') ?? '1') || 1;
  const items = [...list.children].filter((child) => child.tagName === 'LI');
  return items
    .map((item, index) => {
      const marker = ordered ? `${first + index}. ` : BULLET;
      return `${INDENT.repeat(depth)}${marker}${itemText(item, depth)}`;
    })
    .join('\n');
}

/** A list item's own text on its line, then any nested list below it, one level further in. */
function itemText(item: Element, depth: number): string {
  const lines: string[] = [];
  let inline = '';
  for (const node of item.childNodes) {
    if (isElement(node) && LIST_TAGS.has(node.tagName)) {
      lines.push(tidy(inline));
      inline = '';
      lines.push(listText(node, depth + 1));
    } else if (isElement(node) && BLOCK_TAGS.has(node.tagName)) {
      // Loose lists wrap each item's text in a paragraph: keep it on the bullet's line.
      inline += ` ${blockText(node, depth)} `;
    } else {
      inline += inlineText(node);
    }
  }
  lines.push(tidy(inline));
  return lines.filter((line) => line !== '').join('\n');
}

function inlineText(node: Node): string {
  if (!isElement(node)) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (node.tagName === 'BR') return '\n';
  const text = [...node.childNodes].map(inlineText).join('');
  if (node.tagName === 'A') {
    // A pasted link keeps its address, unless the text already is the address.
    const href = node.getAttribute('href');
    return href && href !== text.trim() ? `${text} (${href})` : text;
  }
  return text;
}

/** Collapses the spaces left where markup was taken out, keeping hard line breaks. */
const tidy = (text: string) =>
  text
    .replace(/ *\n */g, '\n')
    .replace(/ {2,}/g, ' ')
    .trim();

const isElement = (node: Node): node is Element => node.nodeType === 1;
