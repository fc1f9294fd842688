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

/** Every `{slot}` a template mentions, in order. */
export const templateSlotNames = (template: string): string[] =>
  [...template.matchAll(SLOT_PATTERN)].map((match) => match[1] ?? '');

/**
 * Fills the slots and capitalises the first letter, since a slot such as {opening} or {ruler}
 * ("today", "the Sun") may open a sentence. A slot without a value is left as written so the
 * tests, not the visitor, notice it.
 */
export function fillTemplate(template: string, slots: Slots): string {
  const filled = template.replace(SLOT_PATTERN, (whole, name: string) => slots[name as SlotName] ?? whole);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}
