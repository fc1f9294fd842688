import type { ComposedReading } from '../../compose/composed-reading';
import {
  type ItemDayVoice,
  createItemDayVoice,
  moonPhasePhrases,
  withArticle,
} from '../../compose/item-day-voice';
import { moonFact, signFact } from '../../compose/reading-facts';
import { percentLit } from '../../compose/reading-writer';
import { dayTurn } from '../../compose/sign-dealer';
import { SIGN_IDS, type SignId, signName, signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { type IsoDate, shortDateLabel } from '../../time/calendar-date';
import {
  affirmationEndings,
  affirmationLines,
  chakraLines,
  kinLines,
  meaningLines,
  practiceHeadings,
  practiceLines,
  questionHeadings,
  questionLines,
  skyLines,
  strangerLines,
  visionLines,
} from './bank/crystal-lines';
import { CRYSTAL_IDS, type CrystalId } from './crystal';
import { crystals, recommendedCrystals } from './crystals';

export interface CrystalVisionInput {
  sign: SignId;
  crystal: CrystalId;
  date: IsoDate;
}

/** The slots the crystal bank may use; the bank test rejects any other. */
export const CRYSTAL_SLOT_NAMES = [
  'sign',
  'element',
  'crystal',
  'crystalElement',
  'aElement',
  'aCrystalElement',
  'chakra',
  'vision',
  'phase',
  'moonSign',
  'illumination',
] as const;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A fixed offset per pool name, so pools dealt on one day do not move in step. */
const offsetOf = (name: string, size: number): number =>
  [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_003, 7) % size;

/**
 * Two pools dealt as ONE pool of every pairing (issue 24). Day by day the first pool steps one
 * entry and so does the second; each time the first pool comes round, the second shifts one
 * place against it. A sign so walks through all a × b pairings before one comes back, uses
 * every entry of each pool equally often, and the twelve signs sit apart.
 */
function dealPair(
  voice: ItemDayVoice,
  sign: SignId,
  name: string,
  first: readonly string[],
  second: readonly string[],
): [string, string] {
  const size = first.length * second.length;
  const seat = SIGN_IDS.indexOf(sign) * Math.max(1, Math.floor(size / SIGN_IDS.length));
  const index = (((voice.turn + seat + offsetOf(name, size)) % size) + size) % size;
  const at = index % first.length;
  const partner = (at + Math.floor(index / first.length)) % second.length;
  return [voice.fill(first[at] ?? ''), voice.fill(second[partner] ?? '')];
}

/** Two sentences as one: "…; …", the second in lower case unless it opens with a name or "I". */
const joinedAs = (keepCapital: readonly string[], [first, second]: [string, string], link = '; '): string => {
  const lead =
    keepCapital.some((name) => second.startsWith(`${name} `)) || /^I\b/.test(second)
      ? second
      : lowerFirst(second);
  return `${first.replace(/[.!]$/, '')}${link}${lead}`;
};

/**
 * The offline scrying vision for one sign, crystal and date: today's real Moon, how the stone
 * sits with the sign (one of its own stones or a stranger from another element), one of the
 * stone's vision types, how to read it, a practice, a question and an affirmation. Every
 * sentence is dealt, so the twelve signs' visions of one stone on one day share none, and a
 * sign's visions repeat none within a week. Deterministic for (sign, crystal, date).
 */
export function composeCrystalVision({
  sign,
  crystal: crystalId,
  date,
}: CrystalVisionInput): ComposedReading {
  const reader = signs[sign];
  const crystal = crystals[crystalId];
  const sky = skyForDate(date);
  const itemIndex = CRYSTAL_IDS.indexOf(crystalId);
  // One vision type a day, the same for every sign, so the stone's character shows through.
  const kinds = crystal.visionTypes.length;
  const vision = crystal.visionTypes[((dayTurn(date) % kinds) + kinds) % kinds] ?? crystal.visionTypes[0];
  const voice = createItemDayVoice({
    feature: 'crystal-scrying',
    sign,
    date,
    itemIndex,
    slots: {
      sign: reader.name,
      element: reader.element,
      crystal: crystal.name,
      crystalElement: crystal.element,
      aElement: withArticle(reader.element),
      aCrystalElement: withArticle(crystal.element),
      chakra: crystal.chakra,
      vision: lowerFirst(vision ?? ''),
      phase: moonPhasePhrases[sky.moon.phase],
      moonSign: signName(sky.moon.lunation?.sign ?? sky.moon.sign),
      illumination: percentLit(sky.moon.illumination),
    },
  });
  const isKin = recommendedCrystals(sign).some((stone) => stone.id === crystalId);
  const join = (pair: [string, string], link?: string) => joinedAs([reader.name], pair, link);
  const pair = (name: string, first: readonly string[], second: readonly string[]) =>
    dealPair(voice, sign, name, first, second);
  const headline = `${crystal.icon} ${crystal.name} vision for ${reader.name} · ${shortDateLabel(date)}`;
  const opening = voice.everySign(skyLines, 'sky');
  const bondAndVision = join(pair(isKin ? 'kin' : 'stranger', isKin ? kinLines : strangerLines, visionLines));
  const practice = join(pair('practice', chakraLines, practiceLines));
  const question = join(pair('question', meaningLines, questionLines));
  const affirmation = `${join(pair('affirmation', affirmationLines, affirmationEndings), ' ')}.`;
  const practiceSection = [`### ${voice.daily(practiceHeadings, 'practice-heading')}`, practice];
  const questionSection = [`### ${voice.daily(questionHeadings, 'question-heading')}`, question];
  // The order of the two closing sections turns with the day, so the page's shape is not fixed.
  const sections =
    voice.turn % 2 === 0
      ? [...practiceSection, ...questionSection]
      : [...questionSection, ...practiceSection];
  const body = [`${opening} ${bondAndVision}`, ...sections].join('\n\n');
  return {
    headline,
    body,
    affirmation,
    facts: [
      moonFact(sky),
      signFact(reader),
      `Crystal: ${crystal.name} (${crystal.element}, ${crystal.chakra})`,
    ],
    markdown: [`## ${headline}`, body, `*${affirmation}*`].join('\n\n'),
  };
}
