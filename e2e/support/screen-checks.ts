import type { Page } from 'playwright-core';

/**
 * The checks a person makes looking at a phone screenshot (issue 26, "A screenshot review that
 * stays"), run inside the page: text drawn over other text, a heading said twice in one card,
 * anything wider than the screen, and how tall the page is.
 */
export interface ScreenFindings {
  height: number;
  overflowX: number;
  overlaps: string[];
  repeatedHeadings: string[];
}

export function inspectScreen(page: Page): Promise<ScreenFindings> {
  return page.evaluate(() => {
    // Sticky and fixed layers (the header, a sticky action) float over the page by design.
    const floating = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const visible = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !element.closest('[aria-hidden="true"], .sr-only, svg, [role="dialog"]');
    // One box per text node, from the text's own line boxes (not the element's padding box).
    const boxes: { rect: DOMRect; owner: Element; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const owner = node.parentElement;
      if (text.length < 2 || !owner || !visible(owner) || floating(owner)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects())
        if (rect.width > 1 && rect.height > 1) boxes.push({ rect, owner, text: text.slice(0, 40) });
    }
    const overlaps: string[] = [];
    for (let first = 0; first < boxes.length && overlaps.length < 5; first += 1) {
      const a = boxes[first];
      if (!a) continue;
      for (let second = first + 1; second < boxes.length; second += 1) {
        const b = boxes[second];
        if (!b || b.owner === a.owner || a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        // A few pixels of touching line boxes is normal typography; text drawn over text is not.
        if (width > 4 && height > 4) overlaps.push(`“${a.text}” over “${b.text}”`);
      }
    }
    const repeatedHeadings: string[] = [];
    for (const card of document.querySelectorAll('article, .glass-card')) {
      const seen = new Set<string>();
      for (const heading of card.querySelectorAll('h1, h2, h3, h4, header p')) {
        if (!visible(heading)) continue;
        const text = (heading.textContent ?? '')
          .toLowerCase()
          .replace(/[^\p{L}\p{N} ]/gu, '')
          .trim();
        if (text.length < 6) continue;
        if (seen.has(text)) repeatedHeadings.push(text);
        seen.add(text);
      }
    }
    return {
      height: document.documentElement.scrollHeight,
      overflowX: document.documentElement.scrollWidth - window.innerWidth,
      overlaps,
      repeatedHeadings,
    };
  });
}
