import { signs } from '../../content/signs';
import { planetNames } from '../../content/body-names';
import { placeLabel } from '../../compose/placement-labels';
import { seededRandom } from '../../compose/seeded-random';
import { houseOf } from '../../sky/houses';
import type { NatalPoints } from '../../sky/transits/natal-points';
import type { TransitEvent } from '../../sky/transits/personal-sky-event';
import type { TransitAspectId } from '../../sky/transits/transit-table';
import {
  aspectModes,
  transitHouseAreas,
  natalPointThemes,
  transitingBodyThemes,
} from './bank/transit-theme-lines';
import {
  type TransitSlots,
  retrogradePassLines,
  transitHouseLines,
  transitMeaningLines,
  transitPassLines,
  transitPracticeLines,
  transitTimingLines,
} from './bank/transit-sentence-lines';
import {
  ASPECT_NOUNS,
  NATAL_POINT_NAMES,
  transitDayLabel,
  houseOrdinal,
  ordinalWord,
  transitTitle,
} from './transit-words';

export interface TransitReadingInput {
  name: string;
  transit: TransitEvent;
  natal: NatalPoints;
}

const PRACTICE_FAMILY = {
  conjunction: 'fusing',
  sextile: 'flowing',
  trine: 'flowing',
  square: 'testing',
  opposition: 'testing',
} as const satisfies Record<TransitAspectId, keyof typeof transitPracticeLines>;

/**
 * Picks for one transit. The passes of one loop share a seed and step through each pool by their
 * pass number, so the second pass of a transit never repeats the first's wording; other transits
 * get their own seed from the person and the transit.
 */
function chooser(key: string, pass: number) {
  const random = seededRandom(key);
  return <T>(items: readonly T[]): T => {
    const start = Math.floor(random() * items.length);
    const item = items[(start + pass - 1) % items.length];
    if (item === undefined) throw new RangeError(`No sentence to choose in a pool for ${key}`);
    return item;
  };
}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * A short reading of one transit in one person's chart, as markdown: where the transiting body
 * stands, the natal point and its house, the exact day and the stretch in orb, the retrograde
 * passes, what the meeting means and one thing to do with it. Every figure comes from the scan.
 */
export function composeTransitReading({ name, transit, natal }: TransitReadingInput): string {
  const { body, target, aspect, pass, passes } = transit;
  const choose = chooser(
    `my-sky|${natal.birthMs}|${body}|${target}|${transit.angle}|${transit.startsAt}`,
    pass,
  );
  const slots: TransitSlots = {
    Body: capitalized(planetNames[body]),
    body: planetNames[body],
    aspect: ASPECT_NOUNS[aspect],
    target: `your ${NATAL_POINT_NAMES[target]}`,
    bodyTheme: choose(transitingBodyThemes[body]),
    targetTheme: choose(natalPointThemes[target]),
    aspectMode: choose(aspectModes[aspect]),
    exactDay: transitDayLabel(transit.exactAt),
    startDay: transitDayLabel(transit.startsAt),
    endDay: transitDayLabel(transit.endsAt),
    sign: signs[transit.sign].name,
  };
  const natalHouse = natal.houses ? houseOf(transit.natalLon, natal.houses.cusps) : undefined;
  const natalPlace = `${placeLabel(transit.natalLon)}${natalHouse === undefined ? '' : ` in your ${houseOrdinal(natalHouse)} house`}`;
  const sentences = [
    `${name}, on ${slots.exactDay} ${slots.body} in ${slots.sign} makes an exact ${slots.aspect} to ${slots.target}, which sits at ${natalPlace}.`,
    choose(transitMeaningLines)(slots),
    choose(transitTimingLines)(slots),
  ];
  if (passes > 1) {
    sentences.push(
      choose(transitPassLines)({ ...slots, ordinal: ordinalWord(pass), passes: String(passes) }),
    );
  }
  if (transit.retrograde) sentences.push(choose(retrogradePassLines)(slots));
  if (transit.house !== undefined) {
    const area = choose(transitHouseAreas[transit.house - 1] ?? transitHouseAreas[0]);
    sentences.push(choose(transitHouseLines)({ ...slots, house: houseOrdinal(transit.house), area }));
  }
  const practice = choose(transitPracticeLines[PRACTICE_FAMILY[aspect]])(slots);
  const noHouses = natal.houses
    ? []
    : [
        '',
        natal.timeKnown
          ? '_Without a birthplace this chart has no houses or angles, so this reading speaks of planets and signs only._'
          : '_Without a birth time this chart has no houses or angles (and no natal Moon), so this reading speaks of planets and signs only._',
      ];
  return [
    `## ${transitTitle(transit)}`,
    '',
    sentences.join(' '),
    '',
    `**Try this:** ${practice}`,
    ...noHouses,
  ].join('\n');
}
