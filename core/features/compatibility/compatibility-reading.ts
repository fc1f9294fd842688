import type { ComposedReading } from '../../compose/composed-reading';
import { bondSentence, pairSkyFacts, skySentence } from '../../compose/pair/pair-sentences';
import { createPairVoice } from '../../compose/pair/pair-voice';
import { signPair } from '../../compose/pair/sign-pair';
import { pairBreakdownLines } from '../../compose/pair/sign-pair-words';
import { type SignId, signs } from '../../content/signs';
import { type IsoDate, shortDateLabel } from '../../time/calendar-date';
import { adviceLines, compatibilityAffirmations, questionLines } from './bank/compatibility-lines';

export interface CompatibilityInput {
  firstSign: SignId;
  secondSign: SignId;
  date: IsoDate;
}

/** Relationship analyses deal from the same shared pools at seats 0–9; compatibility sits after them. */
const COMPATIBILITY_SEAT = 10;

/** The orders the reading can take, so one pair read on consecutive days does not meet one outline. */
const ORDERS = [
  ['bond', 'sky', 'advice'],
  ['sky', 'bond', 'advice'],
  ['bond', 'advice', 'sky'],
] as const;

/**
 * A pair's compatibility for a date, written offline: the standing bond by the classical rules
 * (angle, elements, modalities, rulers), the day's real Venus, Mars and Moon for both signs,
 * a suggestion and a question. Deterministic for (first, second, date); spoken to the first
 * sign about the second.
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
  const parts = {
    bond: [
      '### The bond',
      [
        bondSentence(voice, pair, 'angle'),
        bondSentence(voice, pair, 'elements'),
        bondSentence(voice, pair, 'modalities'),
        bondSentence(voice, pair, 'rulers'),
      ].join(' '),
    ],
    sky: [
      '### Today\u2019s sky',
      [
        skySentence(voice, 'venus'),
        skySentence(voice, 'meeting'),
        skySentence(voice, 'mars'),
        skySentence(voice, 'moon'),
      ].join(' '),
    ],
    advice: [
      '### Try this',
      `${voice.line(adviceLines[pair.elements.relation], 'compatibility-advice')} ${voice.line(questionLines, 'compatibility-question')}`,
    ],
  } as const;
  const order = voice.pick(ORDERS, 'compatibility-order');
  const headline = `${one.name} & ${other.name}, ${shortDateLabel(date)}`;
  const body = order.flatMap((part) => parts[part]).join('\n\n');
  const affirmation = voice.line(compatibilityAffirmations, 'compatibility-affirmation');
  return {
    headline,
    body,
    affirmation,
    facts: [...pairBreakdownLines(pair).slice(1), ...pairSkyFacts(firstSign, secondSign, date)],
    markdown: [`**${headline}**`, body, `*Affirmation: ${affirmation}*`].join('\n\n'),
  };
}
