import type { Page } from 'playwright-core';

/**
 * Looks a person gives a page (issue 26 §1, §16): whether a reading card says its title twice,
 * and whether any text sits straight on the star field instead of on a surface or a scrim.
 * Both run inside the page and return what they found, worded for a failure message.
 */

/**
 * Each reading card's title, subtitle and the first heading of its text: two of them that say the
 * same words (lowercased, without dates, emoji, punctuation and filler such as "for" or "reading")
 * are reported.
 */
export function cardTitleEchoes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const month = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
    const dates = new RegExp(
      `\\b(?:${month}\\s+\\d{1,2}(?:,?\\s+\\d{4})?|${month}\\s+\\d{4}|\\d{1,2}\\s+${month}(?:\\s+\\d{4})?)`,
      'giu',
    );
    const filler = new Set([
      'a',
      'an',
      'and',
      'for',
      'of',
      'the',
      'your',
      'read',
      'reading',
      'today',
      'todays',
    ]);
    const words = (text: string) =>
      new Set(
        text
          .replace(dates, ' ')
          .toLowerCase()
          .replace(/[’']s\b/gu, '')
          .replace(/[^\p{L}\p{N}]+/gu, ' ')
          .split(' ')
          .filter((word) => word !== '' && !filler.has(word)),
      );
    const within = (small: Set<string>, large: Set<string>) =>
      small.size > 0 && [...small].every((word) => large.has(word));
    const echoes: string[] = [];
    const cards = [...document.querySelectorAll('article')].filter((card) =>
      [...card.querySelectorAll('button')].some((button) =>
        /copy reading|copied/i.test(button.textContent ?? ''),
      ),
    );
    for (const card of cards) {
      const lines = [
        card.querySelector('header h2'),
        card.querySelector('header p'),
        card.querySelector('.reading-markdown :is(h1, h2, h3, h4, p)'),
      ]
        .map((element) => element?.textContent?.trim() ?? '')
        // The text's first block counts only when it is a heading or a line that is bold throughout.
        .filter((line, index) => {
          if (index < 2) return line !== '';
          const first = card.querySelector('.reading-markdown > *');
          return (
            first !== null &&
            (/^H[1-4]$/u.test(first.tagName) ||
              first.textContent === first.querySelector('strong')?.textContent)
          );
        });
      for (let first = 0; first < lines.length; first += 1)
        for (let second = first + 1; second < lines.length; second += 1) {
          const a = words(lines[first] ?? '');
          const b = words(lines[second] ?? '');
          if (within(a, b) || within(b, a)) echoes.push(`“${lines[first]}” / “${lines[second]}”`);
        }
    }
    return echoes;
  });
}

/**
 * Text in the page's column whose nearest painted box is missing or see-through (alpha under 0.8),
 * so the stars and the constellation would show behind its letters. A surface is a background
 * colour or gradient, or a scrim (`.sky-scrim`, whose soft edge is a box shadow of its colour).
 */
export function textOverBareSky(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Colours come back as rgb()/rgba() or, from colour mixes, as oklab(… / alpha).
    const COLOR = /(?:rgba?|hsla?|oklab|oklch|lab|lch|color)\([^()]*\)/gu;
    const alphaOf = (color: string) => {
      const slash = /\/\s*([\d.]+)(%?)\s*\)$/u.exec(color);
      if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
      const rgba = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/u.exec(color);
      return rgba ? Number(rgba[1]) : 1;
    };
    const opaqueEnough = (color: string) => color !== 'transparent' && alphaOf(color) >= 0.8;
    const painted = (element: Element) => {
      const style = getComputedStyle(element);
      if (opaqueEnough(style.backgroundColor)) return true;
      const stops = style.backgroundImage.match(COLOR);
      return stops !== null && stops.every(opaqueEnough);
    };
    const bare: string[] = [];
    const root = document.querySelector('#main')?.parentElement ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const owner = node.parentElement;
      if (text.length < 2 || !owner || owner.closest('[aria-hidden="true"], .sr-only, .skip-link')) continue;
      if (!owner.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      let covered = false;
      for (let at: Element | null = owner; at && at !== document.body; at = at.parentElement)
        if (painted(at)) {
          covered = true;
          break;
        }
      if (!covered) bare.push(text.slice(0, 48));
    }
    return bare;
  });
}
