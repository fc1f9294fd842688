import Markdown, { type Components } from 'react-markdown';

/** The few fields of a markdown syntax-tree node this plugin touches. */
interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

/**
 * Generated text is untrusted. This remark plugin turns every raw HTML node into plain text, so
 * `<img src=x onerror=…>` is shown literally, never parsed, whether inline or on its own line
 * (react-markdown alone would silently drop block HTML and leave an empty reading). Hand-written
 * because it is a few lines over the syntax tree and no maintained plugin does exactly this.
 */
function rawHtmlAsText() {
  const convert = (node: MarkdownNode, isBlock: boolean): MarkdownNode => {
    if (node.type === 'html') {
      const text = { type: 'text', value: node.value ?? '' };
      return isBlock ? { type: 'paragraph', children: [text] } : text;
    }
    if (node.children) {
      const childrenAreBlocks =
        node.type === 'root' || node.type === 'blockquote' || node.type === 'listItem';
      node.children = node.children.map((child) => convert(child, childrenAreBlocks));
    }
    return node;
  };
  return (tree: MarkdownNode) => {
    convert(tree, false);
  };
}

/** Markdown images show only their alt text, so a reading cannot make the browser call other hosts. */
const MARKDOWN_COMPONENTS: Components = {
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
};

const REMARK_PLUGINS = [rawHtmlAsText];

/** javascript: and other unsafe link targets are removed by react-markdown's default URL filter. */
export default function ReadingMarkdown({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={REMARK_PLUGINS} components={MARKDOWN_COMPONENTS}>
      {text}
    </Markdown>
  );
}
