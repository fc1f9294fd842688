import type { RefCallback } from 'react';

type StyleName = Extract<keyof CSSStyleDeclaration, string>;
export type CssomStyle = Partial<Record<StyleName, string>>;

/**
 * A ref that sets inline styles through the CSSOM rather than a `style` prop. The CSP allows
 * scripts to set styles (`style-src 'self'`) but blocks `style="..."` attributes in HTML, and a
 * `style` prop becomes exactly such an attribute in every prerendered page. Use it for values
 * that only exist as data (a card's colour, a bar's gradient); fixed looks belong in classes.
 */
export function styleRef<T extends HTMLElement | SVGElement>(style: CssomStyle): RefCallback<T> {
  return (node) => {
    if (node) Object.assign(node.style, style);
  };
}
