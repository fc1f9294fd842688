import type { ComposedReading } from '../../compose/composed-reading';
import {
  closeItemDay,
  createItemDayVoice,
  elementMeeting,
  moonPhasePhrases,
  pairsOf,
} from '../../compose/item-day-voice';
import { moonFact, signFact } from '../../compose/reading-facts';
import { percentLit } from '../../compose/reading-writer';
import { ELEMENTS, SIGN_IDS, type SignId, signName, signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { type IsoDate, shortDateLabel } from '../../time/calendar-date';
import { ARCHETYPE_IDS, type ArchetypeId, primaryArchetypeIn } from '../../content/archetypes/archetype';
import { archetypeList, archetypes } from '../../content/archetypes/archetypes';
import {
  affirmationLines,
  meetingLines,
  powerLines,
  practiceHeadings,
  practiceLines,
  practicePlaces,
  practiceRhythms,
  questionHeadings,
  questionLines,
  ritualLine,
  roleLines,
  shadowHeadings,
  shadowLines,
  skyLines,
} from './bank/archetype-day-lines';

export interface ArchetypeDayInput {
  sign: SignId;
  archetype: ArchetypeId;
  date: IsoDate;
}

/** "Kindling courage" → "kindling courage", for a list item quoted mid-sentence. */
const midSentence = (phrase: string) => phrase.charAt(0).toLowerCase() + phrase.slice(1);

/**
 * The offline personal reading of one archetype for a sign on a date: the date-seeded variant
 * of the built-in template reading (`archetype-template-reading.ts`, which stays fixed per sign
 * and archetype for the empty-reply case). It reads the day's real Moon, how the sign's element
 * meets the archetype's, whether it is the sign's primary archetype, a power and gift worded by
 * the sign's modality, the day's shadow, a ritual with the archetype's tools and symbols, the
 * meditation's setting, a question and an affirmation. The twelve signs of one day share no
 * sentence, and a sign's readings of one archetype repeat none within a week.
 */
export function composeArchetypeDayReading({
  sign,
  archetype: archetypeId,
  date,
}: ArchetypeDayInput): ComposedReading {
  const reader = signs[sign];
  const archetype = archetypes[archetypeId];
  const sky = skyForDate(date);
  const voice = createItemDayVoice({
    feature: 'mystical-personality',
    sign,
    itemIndex: ARCHETYPE_IDS.indexOf(archetypeId),
    date,
    slots: {
      sign: reader.name,
      archetype: archetype.name,
      phase: moonPhasePhrases[sky.moon.phase],
      moonSign: signName(sky.moon.sign),
      illumination: percentLit(sky.moon.illumination),
      signElement: reader.element,
      archetypeElement: archetype.element,
      place: practicePlaces[reader.element],
      rhythm: practiceRhythms[reader.modality],
    },
  });
  const meeting = elementMeeting(reader.element, archetype.element);
  const role = primaryArchetypeIn(archetypeList, sign).id === archetypeId ? 'primary' : 'other';

  // Signs of one modality share the power sentence's wording, so they sit apart by element.
  const powerPairs = pairsOf(archetype.mysticalPowers, archetype.spiritualGifts);
  const elementSeat = ELEMENTS.indexOf(reader.element) * Math.floor(powerPairs.length / ELEMENTS.length);
  const [power, gift] = voice.seated(powerPairs, 'power', elementSeat);
  const powers = voice.fill(
    powerLines[reader.modality].replace('{power}', midSentence(power)).replace('{gift}', midSentence(gift)),
  );

  // The ritual sentence carries no sign, so the twelve signs sit apart around the pairs.
  const ritualPairs = pairsOf(archetype.ritualTools, archetype.sacredSymbols);
  const signSeat = SIGN_IDS.indexOf(sign) * Math.floor(ritualPairs.length / SIGN_IDS.length);
  const [tool, symbol] = voice.seated(ritualPairs, 'ritual', signSeat);
  const ritual = voice.fill(
    ritualLine.replace('{tool}', midSentence(tool)).replace('{symbol}', midSentence(symbol)),
  );

  const opening = [
    voice.everySign(skyLines, 'sky'),
    voice.ownLine(meetingLines[meeting], `meeting|${meeting}`),
    voice.ownLine(roleLines[role], `role|${role}`),
  ].join(' ');
  const headline = `${archetype.symbol} ${archetype.name} for ${reader.name} · ${shortDateLabel(date)}`;
  const body = [
    opening,
    powers,
    `### ${voice.daily(shadowHeadings, 'shadow-heading')}`,
    voice
      .ownLine(shadowLines, 'shadow')
      .replace('{shadow}', midSentence(voice.seated(archetype.shadowAspects, 'shadow-aspect', 0))),
    `### ${voice.daily(practiceHeadings, 'practice-heading')}`,
    `${ritual} ${voice.ownLine(practiceLines, 'practice')}`,
    `### ${voice.daily(questionHeadings, 'question-heading')}`,
    voice.everySign(questionLines, 'question'),
  ].join('\n\n');
  return closeItemDay(voice, affirmationLines, {
    headline,
    body,
    facts: [moonFact(sky), signFact(reader), `Archetype: ${archetype.name} (${archetype.element})`],
  });
}
