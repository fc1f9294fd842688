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
import { seatAmong, seatingOrder } from '../../compose/line-dealer';
import { archetypeDayLead } from './archetype-day-lead';
import { type IsoDate, shortDateLabel } from '../../time/calendar-date';
import { ARCHETYPE_IDS, type ArchetypeId, primaryArchetypeIn } from '../../content/archetypes/archetype';
import { archetypeList, archetypes } from '../../content/archetypes/archetypes';
import {
  affirmationLines,
  meetingLines,
  powerFrames,
  practiceHeadings,
  practiceLines,
  practicePlaces,
  practiceRhythms,
  questionHeadings,
  questionLines,
  ritualLines,
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
 * meditation's setting, a question and an affirmation, the bank sentences led by the day's
 * weekday, Moon sign or phase. The twelve signs of one day share no sentence, and a sign's
 * readings of one archetype repeat none within 30 days.
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
      // A lunation is named in the sign it happened in, which the Moon may have left by noon.
      moonSign: signName(sky.moon.lunation?.sign ?? sky.moon.sign),
      illumination: percentLit(sky.moon.illumination),
      signElement: reader.element,
      archetypeElement: archetype.element,
      place: practicePlaces[reader.element],
      rhythm: practiceRhythms[reader.modality],
      modality: reader.modality,
    },
  });
  const meeting = elementMeeting(reader.element, archetype.element);
  const role = primaryArchetypeIn(archetypeList, sign).id === archetypeId ? 'primary' : 'other';

  // Signs of one modality share the power sentence's wording, so they sit apart by element.
  const powerPairs = pairsOf(archetype.mysticalPowers, archetype.spiritualGifts);
  const elementSeat = ELEMENTS.indexOf(reader.element) * Math.floor(powerPairs.length / ELEMENTS.length);
  const [power, gift] = voice.seated(powerPairs, 'power', elementSeat);
  const powers = voice.fill(
    voice
      .seated(powerFrames, 'power-frame', 0)
      .replace('{power}', midSentence(power))
      .replace('{gift}', midSentence(gift)),
  );

  // The ritual sentence carries no sign, so the twelve signs sit apart around the pairs.
  const ritualPairs = pairsOf(archetype.ritualTools, archetype.sacredSymbols);
  const signSeat = SIGN_IDS.indexOf(sign) * Math.floor(ritualPairs.length / SIGN_IDS.length);
  const [tool, symbol] = voice.seated(ritualPairs, 'ritual', signSeat);
  // Five frames against sixteen pairs: a frame meets the same pair again after 80 days.
  const ritual = voice.fill(
    voice
      .seated(ritualLines, 'ritual-frame', 0)
      .replace('{tool}', midSentence(tool))
      .replace('{symbol}', midSentence(symbol)),
  );

  // Bank sentences come back after a pool's length of days; led by the day's weekday, Moon sign
  // or phase, the sentence a reader meets is new (see archetype-day-lead.ts).
  const led = (sentence: string, place: number) => archetypeDayLead(sentence, date, sky, voice.turn, place);
  // Signs reading one pool today sit apart at it, so no two of them meet one entry.
  const among = (pool: readonly string[], name: string, members: readonly SignId[]) =>
    voice.fill(voice.seated(pool, name, seatAmong(sign, seatingOrder(members, name), pool.length)));
  const sameMeeting = SIGN_IDS.filter(
    (other) => elementMeeting(signs[other].element, archetype.element) === meeting,
  );
  const sameRole = SIGN_IDS.filter(
    (other) => (primaryArchetypeIn(archetypeList, other).id === archetypeId) === (role === 'primary'),
  );
  const opening = [
    voice.everySign(skyLines, 'sky'),
    led(among(meetingLines[meeting], `meeting|${meeting}`, sameMeeting), 0),
    led(among(roleLines[role], `role|${role}`, sameRole), 1),
  ].join(' ');
  // The sign's modality and element make each sign's headline its own.
  const headline = `${archetype.symbol} ${archetype.name} for ${reader.name} · ${shortDateLabel(date)} · ${reader.modality} ${reader.element}`;
  const body = [
    opening,
    powers,
    `### ${voice.daily(shadowHeadings, 'shadow-heading')}`,
    led(
      voice
        .everySign(shadowLines, 'shadow')
        .replace('{shadow}', midSentence(voice.seated(archetype.shadowAspects, 'shadow-aspect', 0))),
      2,
    ),
    `### ${voice.daily(practiceHeadings, 'practice-heading')}`,
    `${ritual} ${led(voice.ownLine(practiceLines, 'practice'), 3)}`,
    `### ${voice.daily(questionHeadings, 'question-heading')}`,
    led(voice.everySign(questionLines, 'question'), 4),
  ].join('\n\n');
  const affirming = {
    ...voice,
    everySign: (pool: readonly string[], name: string) => led(voice.everySign(pool, name), 5),
  };
  return closeItemDay(affirming, affirmationLines, {
    headline,
    body,
    facts: [moonFact(sky), signFact(reader), `Archetype: ${archetype.name} (${archetype.element})`],
  });
}
