import type { Element } from '@core/content/signs';

/** "a fire sign", "an earth sign": the element read aloud with its article. */
export const elementSign = (element: Element): string =>
  `${/^[aeiou]/.test(element) ? 'an' : 'a'} ${element} sign`;
