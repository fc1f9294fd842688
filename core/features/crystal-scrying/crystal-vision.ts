import type { ComposedReading } from '../../compose/composed-reading';
import {
  closeItemDay,
  createItemDayVoice,
  moonPhasePhrases,
  withArticle,
} from '../../compose/item-day-voice';
import { moonFact, signFact } from '../../compose/reading-facts';
import { percentLit } from '../../compose/reading-writer';
import { dayTurn } from '../../compose/sign-dealer';
import { type SignId, signName, signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { type IsoDate, shortDateLabel } from '../../time/calendar-date';
import {
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
      moonSign: signName(sky.moon.sign),
      illumination: percentLit(sky.moon.illumination),
    },
  });
  const isKin = recommendedCrystals(sign).some((stone) => stone.id === crystalId);
  const bond = isKin ? voice.everySign(kinLines, 'kin') : voice.everySign(strangerLines, 'stranger');
  const headline = `${crystal.icon} ${crystal.name} vision for ${reader.name} · ${shortDateLabel(date)}`;
  const body = [
    `${voice.everySign(skyLines, 'sky')} ${bond}`,
    `${voice.everySign(visionLines, 'vision')} ${voice.everySign(meaningLines, 'meaning')}`,
    `### ${voice.daily(practiceHeadings, 'practice-heading')}`,
    `${voice.everySign(chakraLines, 'chakra')} ${voice.everySign(practiceLines, 'practice')}`,
    `### ${voice.daily(questionHeadings, 'question-heading')}`,
    voice.everySign(questionLines, 'question'),
  ].join('\n\n');
  return closeItemDay(voice, affirmationLines, {
    headline,
    body,
    facts: [
      moonFact(sky),
      signFact(reader),
      `Crystal: ${crystal.name} (${crystal.element}, ${crystal.chakra})`,
    ],
  });
}
