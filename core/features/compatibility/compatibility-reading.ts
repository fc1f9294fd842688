import type { ComposedReading } from '../../compose/composed-reading';
import {
  type BondDimension,
  type SkyFactor,
  ledBondSentence,
  ledLine,
  pairSkyFacts,
  skySentence,
} from '../../compose/pair/pair-sentences';
import { createPairVoice } from '../../compose/pair/pair-voice';
import { signPair } from '../../compose/pair/sign-pair';
import { pairBreakdownLines } from '../../compose/pair/sign-pair-words';
import { type SignId, signs } from '../../content/signs';
import { type IsoDate, shortDateLabel } from '../../time/calendar-date';
import { adviceLines, compatibilityAffirmations, questionLines } from './bank/compatibility-lines';
import { compatibilityOpenings } from './bank/compatibility-openings';

export interface CompatibilityInput {
  firstSign: SignId;
  secondSign: SignId;
  date: IsoDate;
}

/** Relationship analyses deal from the same shared pools at seats 0–9; compatibility sits after them. */
const COMPATIBILITY_SEAT = 10;

/** The two standing relations the bond paragraph dwells on, in turn by day. */
const BOND_PAIRS = [
  ['angle', 'elements'],
  ['modalities', 'rulers'],
  ['rulers', 'angle'],
  ['elements', 'modalities'],
  ['angle', 'modalities'],
  ['rulers', 'elements'],
] as const satisfies readonly (readonly [BondDimension, BondDimension])[];

/** The two parts of the day's sky a reading dwells on, in turn by day (each part every other day). */
const SKY_PAIRS = [
  ['venus', 'moon'],
  ['meeting', 'mars'],
  ['moon', 'mars'],
  ['venus', 'meeting'],
  ['mars', 'venus'],
  ['moon', 'meeting'],
] as const satisfies readonly (readonly [SkyFactor, SkyFactor])[];

/** The orders the reading can take, so one pair read on consecutive days does not meet one outline. */
const ORDERS = [
  ['bond', 'sky', 'advice'],
  ['sky', 'bond', 'advice'],
  ['bond', 'advice', 'sky'],
  ['sky', 'advice', 'bond'],
  ['advice', 'sky', 'bond'],
] as const;

/**
 * The day's two sky parts in the order the day itself gives: the Moon leads on the day of a
 * lunation, a Venus–Mars aspect leads when there is one.
 */
function skyOrder(parts: readonly [SkyFactor, SkyFactor], meeting: boolean, lunation: boolean): SkyFactor[] {
  const lead: SkyFactor | undefined = lunation ? 'moon' : meeting ? 'meeting' : undefined;
  return lead && parts.includes(lead) ? [lead, ...parts.filter((part) => part !== lead)] : [...parts];
}

/**
 * A pair's compatibility for a date, written offline: an opening on the day's sky, the standing
 * bond by the classical rules (two of angle, elements, modalities, rulers, each tied to the day),
 * the day's real Venus, Mars and Moon for both signs, a suggestion and a question. Deterministic
 * for (first, second, date); spoken to the first sign, by name, about the second.
 */
export function composeCompatibilityReading({
  firstSign,
  secondSign,
  date,
}: CompatibilityInput): ComposedReading {
  const pair = signPair(firstSign, secondSign);
  const voice = createPairVoice({ first: firstSign, second: secondSign, date, seat: COMPATIBILITY_SEAT });
  const one = signs[firstSign];
  const other = signs[secondSign];
  const [bondOne, bondTwo] = voice.pick(BOND_PAIRS, 'compatibility-bond-pair');
  const lunation = /^(?:new|full|first quarter|last quarter)$/u.test(voice.slots.moonShape);
  const sky = skyOrder(
    voice.pick(SKY_PAIRS, 'compatibility-sky-pair'),
    voice.slots.venusMars !== 'unaspected',
    lunation,
  );
  const parts = {
    bond: [
      `### ${one.name} and ${other.name}`,
      [ledBondSentence(voice, pair, bondOne, 0, 0), ledBondSentence(voice, pair, bondTwo, 0, 5)].join(' '),
    ],
    sky: ['### Today\u2019s sky', sky.map((factor) => skySentence(voice, factor)).join(' ')],
    advice: [
      '### Try this',
      `${ledLine(voice, adviceLines[pair.elements.relation], 'compatibility-advice', 0, 9)} ${ledLine(voice, questionLines, 'compatibility-question', 0, 3)}`,
    ],
  } as const;
  const order = voice.pick(ORDERS, 'compatibility-order');
  const headline = `${one.name} & ${other.name}, ${shortDateLabel(date)}`;
  const opening = voice.line(compatibilityOpenings, 'compatibility-opening');
  const body = [opening, ...order.flatMap((part) => parts[part])].join('\n\n');
  const affirmation = voice.line(compatibilityAffirmations, 'compatibility-affirmation');
  return {
    headline,
    body,
    affirmation,
    facts: [...pairBreakdownLines(pair).slice(1), ...pairSkyFacts(firstSign, secondSign, date)],
    markdown: [`## ${headline}`, body, `*Affirmation for ${voice.slots.date}: ${affirmation}*`].join('\n\n'),
  };
}
