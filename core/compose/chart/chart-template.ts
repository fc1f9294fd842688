/**
 * The slots a sentence of the chart banks may use. Like the horoscope bank's, templates are
 * plain prose with `{slot}` holes; this list is the contract the bank test checks, so a typo in
 * a slot name fails a test instead of reaching a visitor.
 */
export const CHART_SLOT_NAMES = [
  'name',
  'sign',
  'style',
  'quality',
  'area',
  'house',
  'first',
  'second',
  'owner',
  'theme',
  'body',
  'eventSign',
  'southSign',
  'date',
  'range',
  'count',
  'chart',
  'from',
  'partner',
  'role',
  // The natal reading's synthesis slots: several placements in one sentence.
  'vocative',
  'sun',
  'moon',
  'rising',
  'venus',
  'mars',
  'ruler',
  'manner',
  'element',
  'otherElement',
  'modality',
  'strong',
  'planets',
  'keyword',
  'otherKeyword',
  'lesson',
  'comfort',
  'arc',
  'firstPlace',
  'secondPlace',
  'pairPlace',
  'exactness',
  'flavour',
  'uranus',
  'neptune',
  'pluto',
  // Chiron, Lilith and the chart's frame (zodiac, house system) in the natal reading.
  'wound',
  'gift',
  'instinct',
  'exile',
  'ayanamsa',
  'system',
] as const;
export type ChartSlotName = (typeof CHART_SLOT_NAMES)[number];
export type ChartSlots = Partial<Record<ChartSlotName, string>>;

const SLOT_PATTERN = /\{([a-zA-Z]+)\}/g;

/** Every `{slot}` a template mentions, in order. */
export const chartSlotNames = (template: string): string[] =>
  [...template.matchAll(SLOT_PATTERN)].map((match) => match[1] ?? '');

/**
 * Fills the slots and capitalises the first letter, since slots such as {first} ("your
 * feelings") or {body} ("the Moon") often open a sentence. A slot without a value stays as
 * written so the tests, not the visitor, notice it.
 */
export function fillChartTemplate(template: string, slots: ChartSlots): string {
  const filled = template.replace(
    SLOT_PATTERN,
    (whole, name: string) => slots[name as ChartSlotName] ?? whole,
  );
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}
