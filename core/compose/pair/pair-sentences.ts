import { type SignId, signName } from '../../content/signs';
import type { IsoDate } from '../../time/calendar-date';
import { ordinal } from '../chart/chart-words';
import { aspectVerbs, wholeSignAspect } from '../moon-aspect';
import { moonFact } from '../reading-facts';
import { planetWithSunFact, signSkyFor, venusMarsFact } from '../sign-sky';
import { signAspectLines, elementLines, modalityLines, rulerLines } from './bank/pair-bond-lines';
import { marsLines, moonLines, venusLines, venusMarsApartLines, venusMarsLines } from './bank/pair-sky-lines';
import { marsReviewLines, venusReviewLines } from './bank/pair-review-lines';
import { dayLeads } from './bank/pair-day-leads';
import { type PairVoice, fillPairTemplate } from './pair-voice';
import type { SignPair } from './sign-pair';

/** The four standing relations of a pair a reading can dwell on (sign-pair.ts). */
export const BOND_DIMENSIONS = ['angle', 'elements', 'modalities', 'rulers'] as const;
export type BondDimension = (typeof BOND_DIMENSIONS)[number];

/** The parts of the day's sky a pair reading can name. */
export const SKY_FACTORS = ['venus', 'mars', 'meeting', 'moon'] as const;
export type SkyFactor = (typeof SKY_FACTORS)[number];

/** A template that opens on a name ("{second} sits…", "Venus…", "I…") keeps its capital after a lead. */
const PROPER_START = /^(?:\{(?:first|second|firstRuler|secondRuler|venus|mars)\}|I\b|Venus|Mars)/u;

/**
 * `template` filled and tied to the day by one of the day leads ("With the Moon at 14° Leo
 * today, …"): the lead carries a fact of the day, so a standing line dealt again weeks later is
 * a new sentence, and its deal runs on a pool of thirteen beside the line's own.
 */
export function ledSentence(voice: PairVoice, template: string, leadSeat = 0): string {
  const lead = fillPairTemplate(voice.pick(dayLeads, 'pair-lead', leadSeat), voice.slots);
  const body = fillPairTemplate(template, voice.slots);
  const rest = PROPER_START.test(template) ? body : `${body.charAt(0).toLowerCase()}${body.slice(1)}`;
  return `${lead} ${rest}`;
}

/** `voice.line` with a day lead (see `ledSentence`). */
export const ledLine = (
  voice: PairVoice,
  pool: readonly string[],
  salt: string,
  seat = 0,
  leadSeat = 0,
): string => ledSentence(voice, voice.pick(pool, salt, seat), leadSeat);

/** One sentence on one standing relation of the pair, dealt for the day. */
export function bondSentence(voice: PairVoice, pair: SignPair, dimension: BondDimension, seat = 0): string {
  const pools = {
    angle: signAspectLines[pair.aspect],
    elements: elementLines[pair.elements.relation],
    modalities: modalityLines[pair.modalities.relation],
    rulers: rulerLines[pair.rulers.relation],
  } as const satisfies Record<BondDimension, readonly string[]>;
  return voice.line(pools[dimension], `pair-${dimension}`, seat);
}

/** `bondSentence` tied to the day by a lead (the standing relations do not change, the day does). */
export function ledBondSentence(
  voice: PairVoice,
  pair: SignPair,
  dimension: BondDimension,
  seat = 0,
  leadSeat = 0,
): string {
  const pools = {
    angle: signAspectLines[pair.aspect],
    elements: elementLines[pair.elements.relation],
    modalities: modalityLines[pair.modalities.relation],
    rulers: rulerLines[pair.rulers.relation],
  } as const satisfies Record<BondDimension, readonly string[]>;
  return ledLine(voice, pools[dimension], `pair-${dimension}`, seat, leadSeat);
}

/** One sentence on one part of the day's sky for the pair; "meeting" is Venus with Mars. */
export function skySentence(voice: PairVoice, factor: SkyFactor, seat = 0): string {
  const meetingPool = voice.slots.venusMars === 'unaspected' ? venusMarsApartLines : venusMarsLines;
  const pools = {
    venus: voice.reviewing.venus ? venusReviewLines : venusLines,
    mars: voice.reviewing.mars ? marsReviewLines : marsLines,
    meeting: meetingPool,
    moon: moonLines,
  } as const;
  return voice.line(pools[factor], `pair-sky-${factor}`, seat);
}

/**
 * The real-sky facts of a pair's date, in plain words: what the prompt hands the model and what
 * a composed reading lists as its `facts` (Venus, Mars, their meeting, each partner's solar
 * houses, the Moon and its whole-sign angle to both signs).
 */
export function pairSkyFacts(first: SignId, second: SignId, date: IsoDate): string[] {
  const one = signSkyFor(first, date);
  const other = signSkyFor(second, date);
  const facts = [planetWithSunFact(one.planets.venus), planetWithSunFact(one.planets.mars)];
  const meeting = venusMarsFact(one);
  facts.push(meeting ?? 'Venus and Mars in no major aspect');
  for (const planet of ['venus', 'mars'] as const) {
    facts.push(
      `${planet === 'venus' ? 'Venus' : 'Mars'} in the ${ordinal(one.planets[planet].solarHouse)} solar house of ${signName(first)} and the ${ordinal(other.planets[planet].solarHouse)} of ${signName(second)}`,
    );
  }
  const moon = one.day.sky.moon;
  facts.push(moonFact(one.day.sky));
  facts.push(
    `Moon ${aspectVerbs[wholeSignAspect(moon.sign, first)]} ${signName(first)} and ${aspectVerbs[wholeSignAspect(moon.sign, second)]} ${signName(second)} (whole-sign)`,
  );
  return facts;
}

/** The real-sky facts of one sign's date, for the one-sign analysis (breakup healing). */
export function singleSkyFacts(sign: SignId, date: IsoDate): string[] {
  const sky = signSkyFor(sign, date);
  const moon = sky.day.sky.moon;
  return [
    planetWithSunFact(sky.planets.venus),
    `Venus in the ${ordinal(sky.planets.venus.solarHouse)} solar house of ${signName(sign)}`,
    planetWithSunFact(sky.planets.mars),
    moonFact(sky.day.sky),
    `Moon ${aspectVerbs[wholeSignAspect(moon.sign, sign)]} ${signName(sign)} (whole-sign)`,
  ];
}
