import { SIGN_IDS, type SignId, signs } from '../../content/signs';
import type { ComposedReading } from '../../compose/composed-reading';
import { loveSkyFacts, signSkyFor } from '../../compose/sign-sky';
import type { IsoDate } from '../../time/calendar-date';
import { elementLines } from './bank/element-lines';
import { loveAffirmations, loveClosings, loveHeadlines } from './bank/frame-lines';
import { marsLines, venusMarsMeetingLines, moonLines } from './bank/sky-lines';
import { venusLines, venusMotionLines } from './bank/venus-lines';
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

  const pieces: Record<Piece, () => string | null> = {
    venus: () => voice.everySign(venusLines[focus], `venus|${focus}`, slots),
    motion: () => voice.everySign(venusMotionLines[motion], `motion|${motion}`, slots),
    mars: () => voice.everySign(marsLines, 'mars', slots),
    // Most days Venus and Mars make no aspect; the paragraph then simply carries one sentence fewer.
    meeting: () => (slots.meetingFact ? voice.everySign(venusMarsMeetingLines, 'meeting', slots) : null),
    moon: () => voice.everySign(moonLines, 'moon', slots),
    nature: () => voice.elementMates(elementLines[focus][reader.element], `element|${focus}`, slots),
    closing: () => voice.everySign(loveClosings[focus], `closing|${focus}`, slots),
  };
  const order = SIGN_IDS.indexOf(sign) + LOVE_FOCUS_IDS.indexOf(focus) + voice.day;
  const skeleton = SKELETONS[order % SKELETONS.length] ?? SKELETONS[0] ?? [];
  const body = skeleton
    .map((paragraph) => paragraph.flatMap((piece) => pieces[piece]() ?? []).join(' '))
    .filter((paragraph) => paragraph.length > 0)
    .join('\n\n');
  const headline = voice.everySign(loveHeadlines[focus], `headline|${focus}`, slots);
  const affirmation = voice.everySign(loveAffirmations[focus], `affirmation|${focus}`, slots);
  return {
    headline,
    body,
    affirmation,
    facts: loveSkyFacts(sky),
    markdown: [`**${headline}**`, body, `*Affirmation: ${affirmation}*`].join('\n\n'),
  };
}
