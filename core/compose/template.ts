/**
 * The slots a sentence of the bank may use. Templates stay plain strings (easy to write and
 * review as prose); this list is the contract between the bank and the composer, and the bank
 * test rejects any `{slot}` not named here.
 */
export const SLOT_NAMES = [
  'sign',
  'element',
  'modality',
  'ruler',
  'classicalRuler',
  'period',
  'opening',
  'moonSign',
  'sunSign',
  'illumination',
  'range',
  'moonSigns',
  'eventDate',
  'eventSign',
  'moonMood',
  'lunation',
] as const;
export type SlotName = (typeof SLOT_NAMES)[number];
export type Slots = Partial<Record<SlotName, string>>;

const SLOT_PATTERN = /\{([a-zA-Z]+)\}/g;
/** A slot, with the indefinite article written before it when there is one. */
const SLOT_WITH_ARTICLE = /(\b[Aa]n? )?\{([a-zA-Z]+)\}/g;

/**
 * Fills every `{slot}` with `valueOf(name)` (undefined leaves the slot as written), and makes an
 * article written before a slot agree with the value: "a {element} sign" reads "an air sign" and
 * "a fire sign". Words that start with a vowel letter take "an"; slot values are our own words
 * (elements, signs, phases), none of which start with a silent or a "yoo" vowel.
 */
export function fillSlots(template: string, valueOf: (name: string) => string | undefined): string {
  return template.replace(SLOT_WITH_ARTICLE, (whole, article: string | undefined, name: string) => {
    const value = valueOf(name);
    if (value === undefined) return whole;
    if (!article) return value;
    const capital = article.startsWith('A');
    const fitting = /^[aeiou]/i.test(value) ? 'an ' : 'a ';
    return `${capital ? fitting.charAt(0).toUpperCase() + fitting.slice(1) : fitting}${value}`;
  });
}

/** Every `{slot}` a template mentions, in order. */
export const templateSlotNames = (template: string): string[] =>
  [...template.matchAll(SLOT_PATTERN)].map((match) => match[1] ?? '');

/**
 * Fills the slots and capitalises the first letter, since a slot such as {opening} or {ruler}
 * ("today", "the Sun") may open a sentence. A slot without a value is left as written so the
 * tests, not the visitor, notice it.
 */
export function fillTemplate(template: string, slots: Slots): string {
  const filled = fillSlots(template, (name) => slots[name as SlotName]);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}
