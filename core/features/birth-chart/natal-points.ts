import { signName } from '../../content/signs';
import type { HouseNumber } from '../../compose/chart/bank/house-lines';
import { houseLabel } from '../../compose/chart/chart-words';
import { arcLabel } from '../../compose/placement-labels';
import type { BodyPosition } from '../../sky/chart';
import { HOUSE_SYSTEM_NAMES } from '../../sky/house-systems';
import { normalizeDegrees } from '../../sky/positions';
import { zodiacPlace } from '../../sky/zodiac-place';
import { AYANAMSA_NAMES } from '../../sky/zodiacs';
import {
  houseFallbackLines,
  houseSystemLines,
  partOfFortuneLines,
  siderealNotes,
  sunSameLines,
  sunShiftLines,
} from './bank/chart-frame-lines';
import { chironHouseLines, chironRetrogradeLines, chironSignLines, chironThemes } from './bank/chiron-lines';
import { lilithHouseLines, lilithSignLines, lilithThemes } from './bank/lilith-lines';
import type { NatalContext } from './natal-context';

/**
 * The points an astrologer adds to the planets (Chiron, Black Moon Lilith, the Part of Fortune)
 * and the note on how the chart was drawn, each read from the astrologer's chart the reading was
 * cast from: in a sidereal chart their signs are sidereal too.
 */

/** A house only when the reading reads houses (a real birth time and place). */
const houseOf = (context: NatalContext, position: { house?: number }): HouseNumber | undefined =>
  context.withHouses && position.house !== undefined ? (position.house as HouseNumber) : undefined;

function chironSentences(context: NatalContext, chiron: BodyPosition): string {
  const { writer } = context;
  const theme = chironThemes[chiron.sign];
  const slots = {
    sign: signName(chiron.sign),
    wound: writer.pick(theme.wounds),
    gift: writer.pick(theme.gifts),
  };
  const house = houseOf(context, chiron);
  const placement =
    house === undefined
      ? writer.line(chironSignLines, slots)
      : writer.line(chironHouseLines, { ...slots, house: houseLabel(house), area: context.area(house) });
  return chiron.retrograde ? `${placement} ${writer.line(chironRetrogradeLines)}` : placement;
}

function lilithSentence(context: NatalContext, lilith: BodyPosition): string {
  const { writer } = context;
  const theme = lilithThemes[lilith.sign];
  const slots = {
    sign: signName(lilith.sign),
    instinct: writer.pick(theme.instincts),
    exile: writer.pick(theme.exiles),
  };
  const house = houseOf(context, lilith);
  return house === undefined
    ? writer.line(lilithSignLines, slots)
    : writer.line(lilithHouseLines, { ...slots, house: houseLabel(house), area: context.area(house) });
}

/** Chiron (when the birth lies in its tabulated 1900–2100) and Lilith: the tender and the untamed. */
export function healingParagraph(context: NatalContext): string {
  const { chiron, lilith } = context.sky.bodies;
  return [...(chiron ? [chironSentences(context, chiron)] : []), lilithSentence(context, lilith)].join(' ');
}

/** The Part of Fortune, which needs the Ascendant: only with a birth time and place. */
export function fortuneSentence(context: NatalContext): string | undefined {
  const fortune = context.sky.points?.partOfFortune;
  if (!fortune || !context.withHouses) return undefined;
  const house = fortune.house as HouseNumber;
  return context.writer.line(partOfFortuneLines, {
    sign: signName(fortune.sign),
    house: houseLabel(house),
    area: context.area(house),
    style: context.style(fortune.sign),
    chart: fortune.formula,
  });
}

/**
 * How the chart was drawn, when it is not the tropical Placidus chart every reading assumed:
 * the sidereal zodiac with its ayanamsa, and what that does to the Sun's familiar sign; a house
 * system other than Placidus, or the fallback a far-north birthplace forced.
 */
export function chartFrameNote(context: NatalContext): string | undefined {
  const { writer, sky, chart } = context;
  const notes: string[] = [];
  if (sky.zodiac.zodiac === 'sidereal') {
    const { ayanamsa, ayanamsaDegrees } = sky.zodiac;
    notes.push(
      writer.line(siderealNotes, {
        ayanamsa: `the ${AYANAMSA_NAMES[ayanamsa]} ayanamsa of ${arcLabel(ayanamsaDegrees)}`,
      }),
    );
    const sun = chart.bodies.sun.sign;
    const tropicalSun = zodiacPlace(normalizeDegrees(chart.bodies.sun.lon + ayanamsaDegrees)).sign;
    notes.push(
      tropicalSun === sun
        ? writer.line(sunSameLines, { sun: signName(sun) })
        : writer.line(sunShiftLines, { sun: signName(sun), from: signName(tropicalSun) }),
    );
  }
  const houses = context.withHouses ? chart.houses : undefined;
  if (houses?.fallback) {
    notes.push(
      writer.line(houseFallbackLines, {
        from: HOUSE_SYSTEM_NAMES[houses.fallback.from],
        system: HOUSE_SYSTEM_NAMES[houses.fallback.to],
      }),
    );
  } else if (houses && houses.system !== 'placidus') {
    notes.push(writer.line(houseSystemLines, { system: HOUSE_SYSTEM_NAMES[houses.system] }));
  }
  return notes.length > 0 ? notes.join(' ') : undefined;
}
