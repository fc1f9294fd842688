import type { ComposedReading } from '../../compose/composed-reading';
import { moonFact, signFact } from '../../compose/reading-facts';
import { planetNames } from '../../content/body-names';
import { type SignId, signName, signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { moonPhaseNounPhrases } from '../../compose/moon-phase-words';
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
import { type PalmVoice, createPalmVoice, palmTurn } from './palm-voice';

export interface PalmReadingInput {
  sign: SignId;
  focus: PalmFocusId;
  date: IsoDate;
}

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
    moonSign: signName(sky.moon.sign),
    mount: mount.name.replace(/^Mount/, 'mount'),
    planet: planetNames[mount.planet],
    line: line.name.toLowerCase(),
  });
  const parts: ReadingParts = {
    opening: voice.everySign(openingLines, 'opening'),
    element: voice.elementMates(handElementLines[reader.element], `element|${reader.element}`),
    mount: voice.everySign(mountLines, 'mount'),
    insight: voice.everySign(focusInsights[focus], `insight|${focus}`),
    practice: voice.everySign(palmPractices, 'practice'),
  };
  const headline = `${details.icon} ${details.title} for ${reader.name} · ${shortDateLabel(date)}`;
  const body = arrange(voice.daily(OUTLINES, 'outline'), parts, voice).join('\n\n');
  const affirmation = voice.everySign(palmBlessings, 'blessing');
  return {
    headline,
    body,
    affirmation,
    facts: [moonFact(sky), signFact(reader), `Focus: ${details.title}`, `Ruling mount: ${mount.name}`],
    markdown: [`**${headline}**`, body, `*${affirmation}*`].join('\n\n'),
  };
}
