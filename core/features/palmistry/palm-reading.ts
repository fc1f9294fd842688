import type { ComposedReading } from '../../compose/composed-reading';
import { moonFact, signFact } from '../../compose/reading-facts';
import { planetNames } from '../../content/body-names';
import { type SignId, signName, signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import type { MoonPhaseId } from '../../sky/moon-phases';
import { moonPhaseAdjectives, moonPhaseNounPhrases } from '../../compose/moon-phase-words';
import { type IsoDate, shortDateLabel } from '../../time/calendar-date';
import { focusInsights } from './bank/focus-insights';
import { handElementLines } from './bank/hand-element-lines';
import { mountLines } from './bank/mount-lines';
import { openingLines } from './bank/opening-lines';
import { palmBlessings } from './bank/palm-blessings';
import { palmPractices } from './bank/palm-practices';
import { rulingMountOf } from './key-features';
import { type PalmFocusId, palmFoci } from './palm-foci';
import { palmLines } from './palm-line-catalogue';
import { palmDayLead } from './palm-day-lead';
import { type PalmVoice, createPalmVoice, palmTurn } from './palm-voice';

export interface PalmReadingInput {
  sign: SignId;
  focus: PalmFocusId;
  date: IsoDate;
}

/** The day's Moon phase as the headline's last words: "Waxing Gibbous Moon", "Full Moon". */
const phaseTitle = (phase: MoonPhaseId): string =>
  `${moonPhaseAdjectives[phase]} Moon`.replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_all, before: string, letter: string) => before + letter.toUpperCase(),
  );

const INSIGHT_HEADINGS = ['What your hand shows', 'Reading the lines', 'In your palm today', 'Where to look'];
const PRACTICE_HEADINGS = ['Try this today', 'A practice for your hands', 'Hands on', 'A small ritual'];

/** The orders a reading can take, stepping day by day so the outline never sets into a template. */
const OUTLINES = ['insight-first', 'mount-first', 'woven'] as const;
type Outline = (typeof OUTLINES)[number];

interface ReadingParts {
  opening: string;
  element: string;
  mount: string;
  insight: string;
  practice: string;
}

function arrange(outline: Outline, parts: ReadingParts, voice: PalmVoice): string[] {
  const insightHeading = `### ${voice.daily(INSIGHT_HEADINGS, 'insight-heading')}`;
  const practiceHeading = `### ${voice.daily(PRACTICE_HEADINGS, 'practice-heading')}`;
  const { opening, element, mount, insight, practice } = parts;
  if (outline === 'mount-first') {
    return [`${opening} ${mount}`, element, insightHeading, insight, practiceHeading, practice];
  }
  if (outline === 'woven') {
    return [opening, insightHeading, `${insight} ${element}`, mount, practiceHeading, practice];
  }
  return [`${opening} ${element}`, insightHeading, `${insight} ${mount}`, practiceHeading, practice];
}

/**
 * Offline palm reading for a sign and focus on a date: today's Moon (phase and sign) from the
 * sky engine, the hand shape of the sign's element, the mount that rules the sign, the focus's
 * own insight, a small practice on one of the lines the focus reads, and a blessing.
 * Deterministic for (sign, focus, date); the twelve signs of one day share no sentence, and a
 * sign's readings of one focus repeat none within a week.
 */
export function composePalmReading({ sign, focus, date }: PalmReadingInput): ComposedReading {
  const reader = signs[sign];
  const sky = skyForDate(date);
  const details = palmFoci[focus];
  const mount = rulingMountOf(sign);
  // The focus's lines take turns day by day as the one the practice works with.
  const line = palmLines[details.lines[palmTurn(focus, date) % details.lines.length] ?? 'life-line'];
  const voice = createPalmVoice(sign, focus, date, {
    sign: reader.name,
    phase: moonPhaseNounPhrases[sky.moon.phase],
    // A lunation is named in the sign it happened in, which the Moon may have left by noon.
    moonSign: signName(sky.moon.lunation?.sign ?? sky.moon.sign),
    mount: mount.name.replace(/^Mount/, 'mount'),
    planet: planetNames[mount.planet],
    line: line.name.toLowerCase(),
  });
  // Bank sentences come back after a pool's length of days; led by the day's weekday and Moon,
  // the sentence a reader meets is new (see palm-day-lead.ts).
  const led = (sentence: string, place: number) => palmDayLead(sentence, date, sky, voice.turn, place);
  const parts: ReadingParts = {
    opening: voice.everySign(openingLines, 'opening'),
    element: led(voice.elementMates(handElementLines[reader.element], `element|${reader.element}`), 0),
    mount: led(voice.everySign(mountLines, 'mount'), 1),
    insight: led(voice.everySign(focusInsights[focus], `insight|${focus}`), 2),
    practice: led(voice.everySign(palmPractices, 'practice'), 3),
  };
  // The day's Moon phase, and the sign's modality and element, which make each sign's headline its own.
  const headline = `${details.icon} ${details.title} for ${reader.name} · ${shortDateLabel(date)} · ${phaseTitle(sky.moon.phase)} · ${reader.modality} ${reader.element}`;
  const body = arrange(voice.daily(OUTLINES, 'outline'), parts, voice).join('\n\n');
  const affirmation = led(voice.everySign(palmBlessings, 'blessing'), 4);
  return {
    headline,
    body,
    affirmation,
    facts: [moonFact(sky), signFact(reader), `Focus: ${details.title}`, `Ruling mount: ${mount.name}`],
    markdown: [`**${headline}**`, body, `*${affirmation}*`].join('\n\n'),
  };
}
