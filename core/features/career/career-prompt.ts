import { planetNames } from '@core/content/body-names';
import { type Sign, signs } from '@core/content/signs';
import type { Period } from '@core/contract/common';
import { careerSkyFacts, signSkyFor } from '@core/compose/sign-sky';
import { careerPeriodDays, careerPeriodLabel, careerPeriodStart } from '@core/features/career/career-period';
import type { CareerRequest } from '@core/features/career/career-request';
import { careerTiles, tilePeriod } from '@core/features/career/career-tiles';
import type { IsoDate } from '@core/time/calendar-date';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';
import { fullDateLabel, periodHighlights } from '@core/compose/prompt/sky-summary';
import { careerBriefs } from './career-briefs';
import { isSpecialisedFocus } from './specialised-mode';

/**
 * The career, finance and purpose prompts. They depend only on the sign, the tile and the
 * period's first day (the cache key), and rest on the sky the engine computed for that day:
 * Jupiter's and Saturn's solar houses, Mars and its angle to the Sun, the Moon, and for a week
 * or a month the dated lunations and the Sun's ingresses.
 */
const LENGTHS = {
  daily: '180 to 260 words',
  weekly: '250 to 350 words',
  monthly: '300 to 420 words',
} as const satisfies Record<Period, string>;

const MONEY_RULES = [
  'Money and work are where readers can be hurt by false confidence. Never tell the reader to buy,',
  'sell or invest in anything (no shares, funds, currencies, crypto, property or commodities), never',
  'name a market or a moment to enter or leave one, never promise income, returns or success. Speak',
  'of temperament, habits, timing for reflection and questions worth asking; for real decisions,',
  'suggest a qualified, independent professional. Astrology here is for reflection and entertainment.',
];

const OUTPUT_RULES = (period: Period) =>
  `Write ${LENGTHS[period]} in markdown: short paragraphs, a few **bold** phrases, at most one short list. ` +
  'Never write HTML tags, code blocks, links or images. Close with a one-line affirmation in italics.';

/** Spec §5's specialised mode: a practical reading with a structure, for focused questions. */
function specialisedSystemMessage(period: Period): string {
  return [
    'You are a seasoned astrologer who specialises in career, money and life-direction readings for',
    'Cosmic Guide, an astrology app. You speak to the reader as "you", warmly and plainly. You read the',
    'slow planets by solar house (the reader’s sign counted as the 1st house): Jupiter shows where growth',
    'comes easily, Saturn where patience and structure are asked for; Mars shows where drive goes and',
    'the Moon the mood of the moment. Use ONLY the sky facts in the message; never invent positions,',
    'aspects or events.',
    '',
    ...MONEY_RULES,
    '',
    'Structure the reading: what the sky emphasises, what it means in practice, one concrete step,',
    'one question to reflect on.',
    OUTPUT_RULES(period),
  ].join('\n');
}

/** The ordinary horoscope voice, for a focus outside the specialised phrases of spec §5. */
function generalSystemMessage(period: Period): string {
  return [
    'You are a warm, seasoned astrologer writing for Cosmic Guide, an astrology app. Use ONLY the sky',
    'facts in the message; never invent positions, aspects or events.',
    '',
    ...MONEY_RULES,
    '',
    OUTPUT_RULES(period),
  ].join('\n');
}

export const careerSystemMessage = (period: Period, focus: string): string =>
  isSpecialisedFocus(focus) ? specialisedSystemMessage(period) : generalSystemMessage(period);

function aboutSign(sign: Sign): string {
  const classical =
    sign.classicalRuler === sign.ruler ? '' : ` (classically ${planetNames[sign.classicalRuler]})`;
  return `About ${sign.name}: a ${sign.element} sign of ${sign.modality} modality, ruled by ${planetNames[sign.ruler]}${classical}. Keywords: ${sign.keywords.join(', ')}.`;
}

/** The sky block both prompt shapes share. */
function skyLines(sign: Sign, period: Period, start: IsoDate): string[] {
  const facts = careerSkyFacts(signSkyFor(sign.id, start)).map((fact) => `- ${fact}`);
  const dated =
    period === 'daily'
      ? []
      : periodHighlights(start, careerPeriodDays(period, start)).map((fact) => `- ${fact}`);
  return [
    `The sky on ${fullDateLabel(start)} at 12:00 UTC, read for ${sign.name} (solar houses count ${sign.name} as the 1st):`,
    ...facts,
    ...(dated.length > 0 ? ['', 'Dated events of the period (exact, UTC dates):', ...dated] : []),
  ];
}

export function buildCareerPrompt({ sign: signId, tile: tileId, date }: CareerRequest): ReadingPrompt {
  if (tileId === 'talent-identification') return buildTalentPrompt(signId, date);
  const sign = signs[signId];
  const tile = careerTiles[tileId];
  const period = tilePeriod(tileId);
  const start = careerPeriodStart(period, date);
  const user = [
    `Write the "${tile.title}" reading (${tile.focus}) for ${sign.name} ${sign.symbol}, ${careerPeriodLabel(period, start)}.`,
    '',
    aboutSign(sign),
    '',
    ...skyLines(sign, period, start),
    '',
    `Cover ${careerBriefs[tileId]}`,
  ];
  return { system: careerSystemMessage(period, tile.focus), user: user.join('\n') };
}

/**
 * Spec §7 "talent identification(signName)": its own function and shape. It asks for a list of
 * named talents, each tied to the sign's nature and to where the slow planets give it room,
 * rather than a reading of the day.
 */
export function buildTalentPrompt(signId: CareerRequest['sign'], date: IsoDate): ReadingPrompt {
  const sign = signs[signId];
  const tile = careerTiles['talent-identification'];
  const user = [
    `Identify the natural talents of ${sign.name} ${sign.symbol}.`,
    '',
    aboutSign(sign),
    '',
    ...skyLines(sign, 'daily', date),
    '',
    'Name four or five talents, each as a bold title followed by one or two sentences: where the talent',
    `comes from in ${sign.name}'s element, modality or ruler, and how to put it to use. Then say which`,
    'talent Jupiter’s solar house invites the reader to grow now and which Saturn’s solar house asks',
    `them to practise with patience. ${careerBriefs['talent-identification']}`,
  ];
  return { system: careerSystemMessage('daily', tile.focus), user: user.join('\n') };
}
