import type { ComposedReading } from '../../compose/composed-reading';
import { dealFrom, seatingOrder } from '../../compose/line-dealer';
import { moonFact } from '../../compose/reading-facts';
import { SIGN_IDS, type SignId, signName, signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { type IsoDate, daysBetween, shortDateLabel } from '../../time/calendar-date';
import { dietAffirmations } from './bank/affirmations';
import { chineseElementLines } from './bank/chinese-element-lines';
import { focusLines, tideIdeas } from './bank/focus-lines';
import { moonOpeners, phasePhrases } from './bank/moon-openers';
import { chineseElementFoods, pantryLines, westernElementFoods } from './bank/pantry-lines';
import { profileLines } from './bank/profile-lines';
import { signFlavours, tasteLines } from './bank/taste-lines';
import { timingLines } from './bank/timing-lines';
import { westernElementLines } from './bank/western-element-lines';
import { CHINESE_ANIMAL_IDS, type ChineseAnimalId, chineseAnimals } from './chinese-animals';
import { dietSignNames } from './diet-sign-name';
import { DIET_FOCUS_IDS, type DietFocusId, dietFocuses } from './diet-topics';
import { dietDayLead } from './diet-day-lead';
import { dietTideOfPhase } from './lunar-tide';

export interface DietReadingInput {
  sign?: SignId | undefined;
  animal?: ChineseAnimalId | undefined;
  focus: DietFocusId;
  date: IsoDate;
}

const EPOCH: IsoDate = '2000-01-01';
const IDEA_HEADINGS = ['Foods to welcome', 'On your plate today', 'Ideas for the kitchen', 'What to try'];
const RHYTHM_HEADINGS = ['Your rhythm', 'Keep in mind', 'A gentle habit', 'Carry this with you'];

const SIGN_SEATS = seatingOrder(SIGN_IDS, 'diet|signs');
const ANIMAL_SEATS = seatingOrder(CHINESE_ANIMAL_IDS, 'diet|animals');

const SLOT_PATTERN = /\{([a-zA-Z]+)\}/g;

/** Fills `{slot}`s (an unfilled one stays visible so the tests catch it) and capitalises the start. */
export function fillDietTemplate(template: string, slots: Record<string, string>): string {
  const filled = template.replace(SLOT_PATTERN, (whole, name: string) => slots[name] ?? whole);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The reader's seat at every pool. Twelve readers share a pool on one day: the twelve signs
 * (each alone or with one animal) or the twelve animals (each alone or with one sign). Seats
 * add, so fixing either half and varying the other still gives twelve consecutive seats, and
 * every pool read that way holds twelve or more entries: no two readers draw the same line.
 */
function seatOf({ sign, animal }: DietReadingInput): number {
  return (sign ? SIGN_SEATS.indexOf(sign) : 0) + (animal ? ANIMAL_SEATS.indexOf(animal) : 0);
}

/** A lone sign's or a lone animal's taste line; a pair's reading has two element lines instead. */
function tasteLine(template: string, { sign, animal }: DietReadingInput): string {
  const flavours = animal
    ? chineseAnimals[animal].preferredFlavors.join(', ').toLowerCase()
    : signFlavours[sign ?? 'aries'];
  return fillDietTemplate(template, { flavours });
}

/**
 * Offline diet guidance for a Western sign, a Chinese animal or both, on one focus and date:
 * today's real Moon, a focus idea, food ideas from the sign's and the animal's elements, a
 * pantry line, the reader's own timing habit and an affirmation, the bank sentences led by the
 * day's weekday, Moon sign or phase. General food ideas only. Deterministic for the request;
 * twelve readers of one request share no sentence, and one reader's readings of a focus repeat
 * none within 30 days.
 */
export function composeDietReading(input: DietReadingInput): ComposedReading {
  const { sign, animal, focus, date } = input;
  const western = sign ? signs[sign] : undefined;
  const chinese = animal ? chineseAnimals[animal] : undefined;
  const sky = skyForDate(date);
  const seat = seatOf(input);
  // The focus shifts the turn, so one reader's six topics on one day take different lines.
  const turn = daysBetween(EPOCH, date) + DIET_FOCUS_IDS.indexOf(focus);
  const deal = <T>(pool: readonly T[], name: string, at = seat): T =>
    dealFrom(pool, { salt: `diet|${name}`, turn, seat: at });
  const daily = <T>(pool: readonly T[], name: string): T => deal(pool, name, 0);

  const name = [western?.name, chinese?.name].filter(Boolean).join(' and ');
  // A sign and an animal of one element (Virgo and the Dragon are both earth) name it once.
  const elements = [...new Set([western?.element, chinese?.element].filter(Boolean))].join(' and ');
  const tide = dietTideOfPhase[sky.moon.phase];
  const slots = {
    phase: phasePhrases[sky.moon.phase],
    // A lunation is named in the sign it happened in, which the Moon may have left by noon.
    moonSign: signName(sky.moon.lunation?.sign ?? sky.moon.sign),
    tideIdea: daily(tideIdeas[tide], `tide|${tide}`),
    element: elements,
    name,
  };
  const foodLists: (readonly string[])[] = [];
  if (western) foodLists.push(westernElementFoods[western.element]);
  if (chinese) foodLists.push(chineseElementFoods[chinese.element]);
  // One food from each list, or two from a lone list: half its length apart, so never the same.
  const [firstList = [], secondList = firstList] = foodLists;
  const foods = [daily(firstList, 'food'), deal(secondList, 'food', foodLists.length > 1 ? 0 : 4)];
  // An animal keeps its eating pattern; a sign's element gives one of its timing habits a day.
  const habit = chinese
    ? chinese.eatingPattern
    : deal(timingLines[western?.element ?? 'water'], `timing|${western?.element ?? 'water'}`);
  // Bank sentences come back after a pool's length of days; led by the day's weekday, Moon sign
  // or phase, the sentence a reader meets is new (see diet-day-lead.ts).
  const led = (sentence: string, place: number) => dietDayLead(sentence, date, sky, turn, place);

  const ideas = [
    western ? led(deal(westernElementLines[western.element], `western|${western.element}`), 1) : undefined,
    chinese ? led(deal(chineseElementLines[chinese.element], `chinese|${chinese.element}`), 2) : undefined,
    fillDietTemplate(deal(pantryLines, 'pantry'), { ...slots, foods: foods.join(' and ') }),
    ...(western && chinese ? [] : [led(tasteLine(deal(tasteLines, 'taste'), input), 3)]),
  ].filter((line): line is string => line !== undefined);

  const opening = [
    fillDietTemplate(deal(moonOpeners, 'moon'), slots),
    led(fillDietTemplate(deal(focusLines[focus], `focus|${focus}`), slots), 0),
  ].join(' ');
  const profile = fillDietTemplate(deal(profileLines, 'profile'), { ...slots, habit: lowerFirst(habit) });
  // A sign's habit changes by the day; an animal's eating pattern is one, so its line takes the
  // lead phrasing the reading leaves free (a pair has no taste line, an animal no sign line).
  const profilePlace = chinese ? (western ? 3 : 1) : undefined;
  const rhythm = profilePlace === undefined ? profile : led(profile, profilePlace);
  const details = dietFocuses[focus];
  // A sign's modality and element make each sign's headline its own.
  const nature = western ? ` · ${western.modality} ${western.element}` : '';
  const headline = `${details.icon} ${details.title} for ${dietSignNames({ sign, animal })} · ${shortDateLabel(date)}${nature}`;
  const body = [
    opening,
    `### ${daily(IDEA_HEADINGS, 'idea-heading')}`,
    ideas.map((line) => `- ${line}`).join('\n'),
    `### ${daily(RHYTHM_HEADINGS, 'rhythm-heading')}`,
    rhythm,
  ].join('\n\n');
  const affirmation = led(deal(dietAffirmations, 'affirmation'), 4);
  return {
    headline,
    body,
    affirmation,
    facts: [
      moonFact(sky),
      ...(western ? [`${western.name}: ${western.element} sign`] : []),
      ...(chinese ? [`${chinese.name}: ${chinese.element} element`] : []),
      `Focus: ${details.title}`,
    ],
    markdown: [`**${headline}**`, body, `*${affirmation}*`].join('\n\n'),
  };
}
