import { SIGN_IDS, type SignId, signs } from '../../content/signs';
import type { ComposedReading } from '../../compose/composed-reading';
import { loveSkyFacts, signSkyFor } from '../../compose/sign-sky';
import { type IsoDate, addDays } from '../../time/calendar-date';
import { elementLines } from './bank/element-lines';
import { loveAffirmations, loveClosings, loveHeadlines } from './bank/frame-lines';
import { marsLines, marsRetrogradeLines, venusMarsMeetingLines, moonLines } from './bank/sky-lines';
import { venusLines, venusMotionLines } from './bank/venus-lines';
import { createLeadSayer, ledLines, loveDayOf } from './love-day-leads';
import { LOVE_FOCUS_IDS, type LoveFocusId } from './love-foci';
import { loveSlotsFor, venusMotionOf } from './love-slots';
import { createLoveVoice } from './love-voice';

export interface LoveReadingInput {
  sign: SignId;
  focus: LoveFocusId;
  date: IsoDate;
}

type Piece = 'venus' | 'motion' | 'mars' | 'meeting' | 'moon' | 'nature' | 'closing';

/**
 * The orders a love reading takes. A sign steps to the next order each day, so consecutive
 * readings never open the same way; every order ends on the closing question or practice.
 */
const SKELETONS: readonly (readonly (readonly Piece[])[])[] = [
  [['venus', 'motion'], ['mars', 'meeting'], ['moon', 'nature'], ['closing']],
  [
    ['moon', 'venus'],
    ['motion', 'nature'],
    ['mars', 'meeting', 'closing'],
  ],
  [
    ['nature', 'venus', 'motion'],
    ['meeting', 'mars'],
    ['moon', 'closing'],
  ],
  [
    ['venus', 'meeting'],
    ['moon', 'mars'],
    ['motion', 'nature', 'closing'],
  ],
];

/** Below this the rested pieces come back, so a reading never drops under 120 words. */
const MIN_BODY_WORDS = 125;
const wordCount = (text: string) => text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Mars retrograde from the day before to the day after: not a station day, where it is neither. */
const marsRetrogradeAllDay = (sign: SignId, date: IsoDate): boolean =>
  [addDays(date, -1), date, addDays(date, 1)].every((day) => signSkyFor(sign, day).planets.mars.retrograde);

/**
 * The offline love reading for a sign, a focus and a date, written from the real sky: where
 * Venus and Mars are, the solar houses they light for the sign, how they meet, and the Moon.
 * Deterministic for (sign, focus, date); sentences are dealt so the twelve signs' readings of a
 * day share none, and one sign's readings of a week repeat none.
 */
export function composeLoveReading({ sign, focus, date }: LoveReadingInput): ComposedReading {
  const reader = signs[sign];
  const sky = signSkyFor(sign, date);
  const voice = createLoveVoice(reader, focus, date);
  const slots = loveSlotsFor(sky, reader, voice);
  const motion = venusMotionOf(sky);
  // Lines said after one of the day's leads: each pool is dealt once per lead, so a sign's
  // readings run for months before a sentence comes back.
  const day = loveDayOf(date, sky.day.sky);
  const led = (pool: readonly string[]) => ledLines(pool, day.leads.length);

  const order = SIGN_IDS.indexOf(sign) + LOVE_FOCUS_IDS.indexOf(focus) + voice.day;
  const marsRetrograde = marsRetrogradeAllDay(sign, date);
  const bodyOf = (rest: boolean): string => {
    const pieces = piecesFor(rest);
    const sayLed = createLeadSayer(day.leads, day.spares);
    return skeleton
      .map((paragraph) =>
        paragraph
          .flatMap((piece) => pieces[piece]() ?? [])
          .map(sayLed)
          .join(' '),
      )
      .filter((paragraph) => paragraph.length > 0)
      .join('\n\n');
  };
  const piecesFor = (rest: boolean): Record<Piece, () => string | null> => ({
    venus: () => voice.everySign(led(venusLines[focus]), `venus|${focus}`, slots),
    // Venus's motion is told every other day (the pools stay fresh); a retrograde Venus always.
    motion: () =>
      rest && motion !== 'retrograde' && order % 2 === 1
        ? null
        : voice.everySign(led(venusMotionLines[motion]), `motion|${motion}`, slots),
    // Retrograde Mars is for reworking a plan or revisiting a desire, never for charging ahead.
    // Mars speaks on two days in three; a retrograde Mars every day, as it is news.
    mars: () =>
      rest && !marsRetrograde && order % 3 === 2
        ? null
        : marsRetrograde
          ? voice.everySign(led(marsRetrogradeLines), 'mars-retrograde', slots)
          : voice.everySign(marsLines, 'mars', slots),
    // Most days Venus and Mars make no aspect; the paragraph then simply carries one sentence fewer.
    meeting: () => (slots.meetingFact ? voice.everySign(led(venusMarsMeetingLines), 'meeting', slots) : null),
    moon: () => voice.everySign(moonLines, 'moon', slots),
    nature: () => voice.elementMates(led(elementLines[focus][reader.element]), `element|${focus}`, slots),
    closing: () => voice.everySign(led(loveClosings[focus]), `closing|${focus}`, slots),
  });
  const skeleton = SKELETONS[order % SKELETONS.length] ?? SKELETONS[0] ?? [];
  // A quiet Venus or Mars rests some days, unless the reading would then run short.
  const brief = bodyOf(true);
  const body = wordCount(brief) >= MIN_BODY_WORDS ? brief : bodyOf(false);
  const headline = `${day.label}: ${voice.everySign(loveHeadlines[focus], `headline|${focus}`, slots)}`;
  const affirmation = createLeadSayer(
    day.selfLeads,
    [],
  )(voice.everySign(ledLines(loveAffirmations[focus], day.selfLeads.length), `affirmation|${focus}`, slots));
  return {
    headline,
    body,
    affirmation,
    facts: loveSkyFacts(sky),
    markdown: [`**${headline}**`, body, `*Affirmation: ${affirmation}*`].join('\n\n'),
  };
}
