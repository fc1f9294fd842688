import { pickFrom, seededRandom } from '../../../compose/seeded-random';
import { type Element, type SignId, signs } from '../../../content/signs';
import { angels } from '../angels';
import { recommendedAngelsFor } from '../recommended-angels';

export interface FallbackBlessingRequest {
  /** What the visitor asks a blessing for, in their words. */
  situation: string;
  sign?: SignId | undefined;
  name?: string | undefined;
}

const situationLines = [
  'Whatever shape this takes in the days ahead, you will not meet it alone.',
  'You do not have to solve all of it today; one honest step is enough to invite help in.',
  'Let this be held in gentler hands than worry for a while, and see what softens.',
  'Every part of this, the clear and the tangled, is welcome in the light you are asking for.',
] as const;

/** The sign's element as a blessing; `{sign}` is the sign's name. */
const elementBlessings = {
  fire: 'May your {sign} fire burn steady rather than fierce, warming every corner of this.',
  earth: 'May your {sign} patience find firm ground under each step you take from here.',
  air: 'May your {sign} mind find the clear word and the open window it is looking for.',
  water: 'May your {sign} heart feel its depth as a gift, and may calm water carry you through.',
} as const satisfies Record<Element, string>;

const closingLines = [
  'Go in peace, and come back to this blessing whenever you need it.',
  'Rest in this blessing tonight, and let it greet you again in the morning.',
  'Let these words travel with you, lighter than a feather and steadier than stone.',
] as const;

/**
 * The built-in blessing (tool spec §4, §8): given when generation fails. One of the sign's
 * recommended angels (the guardian, Michael or Gabriel without a sign) blesses the situation the
 * visitor named, with that angel's message, prayer and affirmation. Same request, same text.
 */
export function composeFallbackBlessing({ situation, sign, name }: FallbackBlessingRequest): string {
  const trimmedSituation = situation.trim();
  const random = seededRandom(['angels', 'blessing', sign ?? '', trimmedSituation].join('|'));
  const angel = angels[pickFrom(random, recommendedAngelsFor(sign ? signs[sign].name : undefined))];
  const trimmedName = name?.trim();
  const opening = `${trimmedName ? `Dear ${trimmedName}, you` : 'You'} asked for a blessing, and ${angel.name} answers with warmth.`;

  return [
    `## ${angel.emoji} A Blessing from ${angel.name}`,
    opening,
    trimmedSituation ? `**For what you carry:** “${trimmedSituation}”` : undefined,
    `> ${angel.message}`,
    pickFrom(random, situationLines),
    sign ? elementBlessings[signs[sign].element].replace('{sign}', signs[sign].name) : undefined,
    `**A prayer to carry:** ${angel.prayer}`,
    `**Affirmation:** ${angel.affirmation}`,
    `*${pickFrom(random, closingLines)}*`,
  ]
    .filter((block): block is string => block !== undefined)
    .join('\n\n');
}
