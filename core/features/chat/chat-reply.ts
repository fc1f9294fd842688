import { ASPECT_WORDS, BODY_NAMES, planetNames } from '../../content/body-names';
import { type PersonaId } from '../../content/personas';
import { type PlanetId, SIGN_IDS, type SignId, signs } from '../../content/signs';
import { houseAreas } from '../../compose/chart/bank/house-lines';
import { dealFrom, seatingOrder } from '../../compose/line-dealer';
import { moonPhaseAdjectives } from '../../compose/moon-phase-words';
import { PAIR_ANGLE_WORDS } from '../../compose/pair/sign-pair-words';
import { signPair } from '../../compose/pair/sign-pair';
import { sentencesOf } from '../../compose/quality/sentence-stats';
import { fillSlots, templateSlotNames } from '../../compose/template';
import { crisisReply } from '../../crisis/crisis-reply';
import { detectCrisis } from '../../crisis/crisis-detection';
import { addDays, calendarDateLabel, daysBetween, shortDateLabel } from '../../time/calendar-date';
import { eventsOfType, skyInDates } from '../../sky/sky-in-period';
import {
  ANSWER_LINES,
  type AnswerPool,
  MOON_ELEMENT_MOODS,
  OFF_TOPIC_WORDS,
  PLANET_THEMES,
} from './bank/answer-lines';
import { FACT_LINES, type FactRole } from './bank/fact-lines';
import {
  ANSWER_LEADS,
  CLOSING_LEADS,
  FACT_LEADS,
  FILLER_LEADS,
  MORE_LEADS,
  PERSONA_LEADS,
  REFLECTION_LEADS,
  SECOND_FACT_LEADS,
  SKY_LEADS,
  TRANSIT_LEADS,
} from './bank/lead-lines';
import { PERSONA_LINES } from './bank/persona-lines';
import { HOUSE_SKY_LINES, PLAIN_SKY_LINES, TRANSIT_LINES } from './bank/sky-lines';
import {
  type ChatPlacement,
  mercuryRetrogradeFacts,
  moonSignsOfBirthDate,
  nextIngress,
  nextLunations,
  placementIn,
  retrogradesOn,
  returnFacts,
  skyChartOn,
  weekAhead,
} from './chat-facts';
import { CHAT_TURN_MAX_LENGTH, type ChatRequest, type ChatTurn } from './chat-request';
import { type ChatSky, type Transit, chatSky, readerSign, solarHouseOf } from './chat-sky';
import {
  type AreaIntentId,
  type ChatIntentId,
  INTENT_SUBJECTS,
  isPlanetIntent,
  planetOfIntent,
} from './intent/chat-intents';
import { type ChatAnalysis, analyseChatMessage, normalizeChatText } from './intent/classify-chat-intent';

/**
 * The offline guide. It reads what the message asks (`analyseChatMessage`: about 40 intents),
 * states the figures that answer it, each computed from the real sky and the visitor's birth
 * data (`chat-facts.ts`, `chat-sky.ts`), interprets them in the chosen guide's voice, and ends
 * with that guide's closing line: 120 to 160 words.
 *
 * Every sentence is a lead and a body dealt from pools of coprime sizes, seated by sign, so the
 * twelve signs asking one thing on one day meet different sentences and one sign asking daily
 * meets a new one each day for sixty days. Within a conversation nothing already said is said
 * again: sentences found in the earlier replies are skipped when dealing. Pure and
 * deterministic for a request.
 */

const EPOCH = '2000-01-01';
export const CHAT_REPLY_MIN_WORDS = 120;
export const CHAT_REPLY_MAX_WORDS = 160;
/** Aim a little above the minimum, so the last optional sentence has room. */
const TARGET_WORDS = 128;
/** A reply fits one history turn whole (CHAT_TURN_MAX_LENGTH), so the next reply sees all of it. */
const MAX_CHARACTERS = CHAT_TURN_MAX_LENGTH - 20;

type Slots = Record<string, string | undefined>;

const ORDINAL_SUFFIX = ['th', 'st', 'nd', 'rd'] as const;
const ordinal = (value: number) =>
  `${value}${ORDINAL_SUFFIX[value % 10 < 4 && (value < 11 || value > 13) ? value % 10 : 0]}`;
const ORDINAL_WORDS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
const ordinalWord = (value: number) => ORDINAL_WORDS[value] ?? ordinal(value);

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

const listWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

const signName = (sign: SignId) => signs[sign].name;
const planetName = (planet: PlanetId) => planetNames[planet];

/** Only letters, digits, spaces and common name punctuation of the visitor's own name reach the hello. */
const helloName = (name: string | undefined) => name?.replace(/[^\p{L}\p{M}\p{N} '’.-]/gu, '').trim() ?? '';

/** The number of leads dealt with a pool of `size` bodies: coprime with it, and enough for sixty days. */
const LEAD_CYCLE_DAYS = 61;
function leadCount(size: number, available: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let best = 1;
  for (let count = 1; count <= available; count += 1) {
    if (gcd(size, count) !== 1) continue;
    best = count;
    if (size * count >= LEAD_CYCLE_DAYS) return count;
  }
  return best;
}

const normalized = (text: string) => normalizeChatText(text).replace(/[^\p{L}\p{N} ]/gu, '');

/** Words that keep their capital after a lead: names of signs, planets and the guide's "I". */
const PROPER = new Set([
  ...SIGN_IDS.map(signName),
  ...Object.values(BODY_NAMES),
  'I',
  'New',
  'Full',
  'Ascendant',
  'Cosmic',
  'Tarot',
  'Profile',
]);
/** A bank sentence written to open a reply, continued after a lead: "As for today, a full Moon ...". */
function afterLead(body: string): string {
  const first = /^[\p{L}]+/u.exec(body)?.[0] ?? '';
  return PROPER.has(first) ? body : body.charAt(0).toLowerCase() + body.slice(1);
}

/** The dealing state of one reply: where it sits, and what was already said. */
interface Dealer {
  turn: number;
  seat: number;
  /** The earlier replies' text, normalised, to find a body said before. */
  said: string;
  saidSentences: ReadonlySet<string>;
  /** Bodies and leads already dealt in this reply. */
  bodies: Set<string>;
  leads: Set<string>;
}

/** Each lead list's own place in a pool: two lists dealing one pool on a day meet different bodies. */
const LIST_OFFSETS = new Map<readonly string[], number>(
  [
    FACT_LEADS,
    SECOND_FACT_LEADS,
    ANSWER_LEADS,
    MORE_LEADS,
    SKY_LEADS,
    REFLECTION_LEADS,
    CLOSING_LEADS,
    TRANSIT_LEADS,
  ].map((list, index) => [list, index]),
);
for (const list of Object.values(PERSONA_LEADS)) LIST_OFFSETS.set(list, 7);

function dealSentence(
  dealer: Dealer,
  role: string,
  bodies: readonly string[],
  leads: readonly string[],
  slots: Slots,
): string | undefined {
  const usable = bodies.filter((body) => templateSlotNames(body).every((name) => slots[name] !== undefined));
  if (usable.length === 0) return undefined;
  const leadPool = leads.slice(0, leadCount(usable.length, leads.length));
  // The rounding sentences share one pool and one order, each use seven places further on.
  const filler = role.startsWith('filler|');
  const offset = filler ? Number(role.slice('filler|'.length)) * 7 : (LIST_OFFSETS.get(leads) ?? 0);
  const bodySalt = filler ? 'chat|filler' : `chat|${role}`;
  // The body moves on only past what was already said; the lead only past a lead this reply used.
  for (let shift = 0; shift < usable.length; shift += 1) {
    const turn = dealer.turn + shift;
    const body = dealFrom(usable, { salt: bodySalt, turn: turn + offset, seat: dealer.seat });
    if (dealer.bodies.has(body)) continue;
    const filledBody = fillSlots(body, (name) => slots[name]);
    if (dealer.said.includes(normalized(filledBody))) continue;
    for (let leadShift = 0; leadShift < leadPool.length; leadShift += 1) {
      const lead = dealFrom(leadPool, {
        salt: `chat|${role}|lead`,
        turn: turn + leadShift,
        seat: dealer.seat,
      });
      if (lead !== '' && dealer.leads.has(lead)) continue;
      const text =
        lead === '' ? filledBody.charAt(0).toUpperCase() + filledBody.slice(1) : lead + afterLead(filledBody);
      if (sentencesOf(text).some((sentence) => dealer.saidSentences.has(sentence))) continue;
      dealer.bodies.add(body);
      if (lead !== '') dealer.leads.add(lead);
      return text;
    }
  }
  return undefined;
}

/** One sentence the reply may hold: dealt when the plan reaches it. */
interface Piece {
  role: string;
  bodies: readonly string[];
  leads: readonly string[];
  slots?: Slots;
}

const fact = (role: FactRole, slots: Slots = {}, leads: readonly string[] = FACT_LEADS): Piece => ({
  role: `fact|${role}`,
  bodies: FACT_LINES[role],
  leads,
  slots,
});
const answer = (pool: AnswerPool, leads: readonly string[] = ANSWER_LEADS, slots: Slots = {}): Piece => ({
  role: `answer|${pool}`,
  bodies: ANSWER_LINES[pool],
  leads,
  slots,
});

interface Plan {
  required: Piece[];
  optional: Piece[];
}

/** What every reply knows: the reader, the sky of the day, the visitor's chart. */
interface Context {
  request: ChatRequest;
  analysis: ChatAnalysis;
  sky: ChatSky;
  reader: SignId | undefined;
  base: Slots;
}

/**
 * How a planet moves on the date: within a day of a station it is neither retrograde nor direct
 * for the whole day, so it is "stationing" (the sky claims check holds every page to this).
 */
function motionOn(date: string, planet: PlanetId, retrograde: boolean): string {
  const stations = eventsOfType(
    skyInDates(addDays(date, -1), 3),
    ['station-retrograde', 'station-direct'],
    planet,
  );
  if (stations.length > 0) return 'stationing';
  return retrograde ? 'retrograde' : 'moving direct';
}

function placementSlots(context: Context, planet: PlanetId): Slots {
  const place = placementIn(skyChartOn(context.request.date), planet);
  const house = context.reader ? solarHouseOf(context.reader, place.sign) : undefined;
  return {
    planet: planetName(planet),
    planetSign: signName(place.sign),
    planetDegree: String(place.degree),
    planetMotion: motionOn(context.request.date, planet, place.retrograde),
    ...(house
      ? { planetHouse: ordinal(house), planetArea: houseAreas[house as keyof typeof houseAreas][0] }
      : {}),
  };
}

const placementPiece = (context: Context, planet: PlanetId, leads: readonly string[] = FACT_LEADS): Piece =>
  fact(context.reader ? 'placement' : 'plainPlacement', placementSlots(context, planet), leads);

function natalPiece(
  context: Context,
  planet: PlanetId,
  leads: readonly string[] = FACT_LEADS,
): Piece | undefined {
  const natal = context.sky.natal;
  if (!natal) return undefined;
  const place: ChatPlacement = placementIn(natal.chart, planet);
  return fact(
    'natal',
    {
      planet: planetName(planet),
      natalSign: signName(place.sign),
      natalDegree: String(place.degree),
      natalHouseWords: place.house === undefined ? '' : `, in your ${ordinal(place.house)} house`,
    },
    leads,
  );
}

function transitWords(transit: Transit): Slots {
  return {
    transit: `${planetNames[transit.transiting as PlanetId] ?? BODY_NAMES[transit.transiting]} is ${ASPECT_WORDS[transit.aspect.type]} your natal ${BODY_NAMES[transit.natal]}`,
    orb: transit.aspect.orb.toFixed(1),
    motion: transit.aspect.applying ? 'still building' : 'already easing',
  };
}

function transitPiece(context: Context, planet?: PlanetId): Piece | undefined {
  const transits = context.sky.transits;
  const chosen = planet
    ? transits.find((item) => item.transiting === planet || item.natal === planet)
    : transits[0];
  return chosen
    ? { role: 'transit', bodies: TRANSIT_LINES, leads: TRANSIT_LEADS, slots: transitWords(chosen) }
    : undefined;
}

const skyPiece = (context: Context): Piece => ({
  role: context.reader ? 'sky|house' : 'sky|plain',
  bodies: context.reader ? HOUSE_SKY_LINES : PLAIN_SKY_LINES,
  leads: SKY_LEADS,
});

/** The pool that rounds any reply off: reflections and deeper notes (the general words have their own plan). */
const FILLER_BODIES = [...ANSWER_LINES.reflection, ...ANSWER_LINES.deeper];
const FILLER_LISTS = [REFLECTION_LEADS, ...FILLER_LEADS] as const;
/** The n-th rounding sentence of a reply: its own lead list and its own place in the pool. */
const filler = (index: number): Piece => ({
  role: `filler|${index}`,
  bodies: FILLER_BODIES,
  leads: FILLER_LISTS[index % FILLER_LISTS.length] ?? REFLECTION_LEADS,
});
const reflection = (): Piece => filler(0);
const personaAnswer = (context: Context, pool: AnswerPool, slots: Slots = {}) =>
  answer(pool, PERSONA_LEADS[context.request.personaId], slots);

const present = (pieces: readonly (Piece | undefined)[]): Piece[] =>
  pieces.filter((piece) => piece !== undefined);

/** The planet each life area is read through. */
const AREA_PLANETS = {
  love: 'venus',
  career: 'mars',
  money: 'jupiter',
  family: 'moon',
  friends: 'mercury',
  health: 'mars',
  stress: 'saturn',
  decision: 'mercury',
} as const satisfies Record<AreaIntentId | 'decision', PlanetId>;

function areaPlan(context: Context, area: AreaIntentId | 'decision'): Plan {
  const planet = AREA_PLANETS[area];
  const pool: AnswerPool = area;
  const note = area === 'health' ? [answer('health-note', ANSWER_LEADS)] : [];
  return {
    required: [...note, placementPiece(context, planet), personaAnswer(context, pool)],
    optional: present([
      transitPiece(context, planet),
      answer(pool, MORE_LEADS),
      skyPiece(context),
      reflection(),
      answer(pool, ANSWER_LEADS),
    ]),
  };
}

function planetPlan(context: Context, planet: PlanetId): Plan {
  const slots = { planet: planetName(planet), planetTheme: PLANET_THEMES[planet] };
  return {
    required: present([
      natalPiece(context, planet),
      placementPiece(context, planet, context.sky.natal ? SECOND_FACT_LEADS : FACT_LEADS),
      personaAnswer(context, 'planet', slots),
    ]),
    optional: present([
      transitPiece(context, planet),
      answer('planet', MORE_LEADS, slots),
      skyPiece(context),
      reflection(),
    ]),
  };
}

const datesWords = (dates: readonly string[]) => listWords(dates.map(calendarDateLabel));

function returnPlan(context: Context, planet: 'saturn' | 'jupiter'): Plan {
  const pool: AnswerPool = planet === 'saturn' ? 'saturn-return' : 'jupiter-return';
  const natal = context.sky.natal;
  if (!natal)
    return {
      required: [
        fact('noBirth', { chartPoint: `your ${BODY_NAMES[planet]} return` }),
        personaAnswer(context, pool),
        answer('add-birth', MORE_LEADS),
      ],
      optional: [
        placementPiece(context, planet, SECOND_FACT_LEADS),
        answer(pool, ANSWER_LEADS),
        reflection(),
      ],
    };
  const facts = returnFacts(natal.chart, planet, context.request.date);
  const slots: Slots = {
    returnPlanet: BODY_NAMES[planet],
    ...(facts.next
      ? {
          returnOrdinal: ordinalWord(facts.next.number),
          returnDates: datesWords(facts.next.passes),
          returnAge: String(facts.next.age),
        }
      : {}),
    ...(facts.previous
      ? {
          prevOrdinal: ordinalWord(facts.previous.number),
          prevDates: datesWords(facts.previous.passes),
          prevAge: String(facts.previous.age),
        }
      : {}),
  };
  return {
    required: present([
      natalPiece(context, planet),
      facts.previous ? fact('returnPrevious', slots, SECOND_FACT_LEADS) : undefined,
      facts.next ? fact('returnNext', slots, SECOND_FACT_LEADS) : undefined,
      personaAnswer(context, pool),
    ]),
    optional: present([answer(pool, MORE_LEADS), transitPiece(context, planet), reflection(), answer(pool)]),
  };
}

function retrogradePlan(context: Context): Plan {
  const rx = mercuryRetrogradeFacts(context.request.date);
  const slots: Slots = {
    mercurySign: signName(rx.place.sign),
    mercuryDegree: String(rx.place.degree),
    ...(rx.nextStart
      ? {
          rxStart: calendarDateLabel(rx.nextStart.date),
          rxStartSign: signName(rx.nextStart.sign),
          rxStartDegree: String(rx.nextStart.degree),
        }
      : {}),
    ...(rx.nextEnd ? { rxEnd: calendarDateLabel(rx.nextEnd.date) } : {}),
  };
  const endsAfterStart = rx.nextStart && rx.nextEnd && rx.nextEnd.date > rx.nextStart.date;
  return {
    required: present([
      fact(rx.now ? 'retrogradeNow' : 'retrogradeNext', slots),
      !rx.now && endsAfterStart ? fact('retrogradeEnd', slots, SECOND_FACT_LEADS) : undefined,
      personaAnswer(context, 'mercury-retrograde'),
    ]),
    optional: [answer('mercury-retrograde', MORE_LEADS), skyPiece(context), reflection()],
  };
}

function risingPlan(context: Context): Plan {
  const natal = context.sky.natal;
  const houses = natal?.chart.houses;
  if (natal && houses) {
    const degree = Math.floor(houses.asc % 30);
    const sign = SIGN_IDS[Math.floor(houses.asc / 30) % 12] ?? 'aries';
    return {
      required: [
        fact('rising', { risingSign: signName(sign), risingDegree: String(degree) }),
        personaAnswer(context, 'rising-sign'),
      ],
      optional: present([
        natalPiece(context, 'sun', SECOND_FACT_LEADS),
        answer('rising-sign', MORE_LEADS),
        reflection(),
      ]),
    };
  }
  const missing = !natal
    ? 'your birth date, time and place'
    : natal.timeKnown
      ? 'the place you were born'
      : 'the time you were born';
  return {
    required: [
      fact('risingUnknown', { missing }),
      personaAnswer(context, 'rising-sign'),
      answer('add-birth', MORE_LEADS),
    ],
    optional: present([
      natal ? fact('sunSign', sunSlots(context), SECOND_FACT_LEADS) : undefined,
      answer('rising-sign', MORE_LEADS),
      reflection(),
    ]),
  };
}

function sunSlots(context: Context): Slots {
  const natal = context.sky.natal;
  if (!natal) return {};
  const sun = natal.chart.bodies.sun;
  return { natalSunSign: signName(sun.sign), natalSunDegree: String(sun.degree) };
}

function moonSignPlan(context: Context): Plan {
  const natal = context.sky.natal;
  const birthDate = context.request.profile.birth?.date ?? context.request.profile.birthDate;
  if (!natal || !birthDate)
    return {
      required: [
        fact('noBirth', { chartPoint: 'your Moon sign' }),
        personaAnswer(context, 'moon-sign'),
        answer('add-birth', MORE_LEADS),
      ],
      optional: [skyPiece(context), answer('moon-sign', MORE_LEADS), reflection()],
    };
  const moon = natal.chart.bodies.moon;
  const options = natal.timeKnown ? [moon.sign] : moonSignsOfBirthDate(birthDate);
  const [from, to] = options;
  const first =
    from && to
      ? fact('moonSignEither', { moonFrom: signName(from), moonTo: signName(to) })
      : fact('moonSign', {
          natalMoonSign: signName(moon.sign),
          moonPrecision: natal.timeKnown ? `, at ${moon.degree}°` : ', whatever hour you were born',
        });
  return {
    required: [first, personaAnswer(context, 'moon-sign')],
    optional: [answer('moon-sign', MORE_LEADS), skyPiece(context), reflection(), answer('moon-sign')],
  };
}

function sunSignPlan(context: Context): Plan {
  const natal = context.sky.natal;
  const reader = context.reader;
  const first = natal
    ? fact('sunSign', sunSlots(context))
    : reader
      ? fact('profileSign', { readerDates: signs[reader].dateRange, readerElement: signs[reader].element })
      : fact('noBirth', { chartPoint: 'your Sun sign' });
  return {
    required: present([
      first,
      personaAnswer(context, 'sun-sign'),
      natal || reader ? undefined : answer('add-birth'),
    ]),
    optional: [
      answer('sun-sign', MORE_LEADS),
      placementPiece(context, 'sun', SECOND_FACT_LEADS),
      reflection(),
    ],
  };
}

function askedSlots(context: Context, asked: SignId): Slots {
  const sign = signs[asked];
  const ruler = placementIn(skyChartOn(context.request.date), sign.ruler);
  return {
    asked: sign.name,
    askedElement: sign.element,
    askedKeyword: dealFrom(sign.keywords, {
      salt: `chat|keyword|${asked}`,
      turn: 0,
      seat: context.analysis.signs.length,
    }),
    askedRuler: planetName(sign.ruler),
    askedRulerSign: signName(ruler.sign),
    askedRulerDegree: String(ruler.degree),
    askedRulerMotion: motionOn(context.request.date, sign.ruler, ruler.retrograde),
  };
}

function signNaturePlan(context: Context, asked: SignId): Plan {
  const slots = askedSlots(context, asked);
  return {
    required: [fact('ruler', slots), personaAnswer(context, 'sign-nature', slots)],
    optional: [
      answer('sign-nature', MORE_LEADS, slots),
      skyPiece(context),
      answer('sign-nature', ANSWER_LEADS, slots),
      reflection(),
    ],
  };
}

const ANGLE_ARTICLES = {
  conjunction: 'a conjunction (the same sign)',
  'semi-sextile': 'a semi-sextile, as neighbours',
  sextile: 'a sextile',
  square: 'a square',
  trine: 'a trine',
  quincunx: 'a quincunx',
  opposition: 'an opposition',
} as const;
const ELEMENT_WORDS = {
  same: 'you run on the same fuel and tend to understand each other quickly',
  compatible: 'one element feeds the other, the way air feeds fire and water feeds earth',
  challenging: 'your needs differ and take some patient translating',
} as const;

function compatibilityPlan(context: Context): Plan {
  const [firstNamed, secondNamed] = context.analysis.signs;
  const first = secondNamed ? firstNamed : context.reader;
  const second = secondNamed ?? firstNamed;
  if (!first || !second) return second ? signNaturePlan(context, second) : generalPlan(context);
  const pair = signPair(first, second);
  const slots: Slots = {
    pairFirst: signName(first),
    pairSecond: signName(second),
    pairAngle: ANGLE_ARTICLES[pair.aspect],
    pairMeaning: PAIR_ANGLE_WORDS[pair.aspect].meaning,
    firstElement: pair.elements.first,
    secondElement: pair.elements.second,
    elementWords: ELEMENT_WORDS[pair.elements.relation],
  };
  return {
    required: [
      fact('pairAngle', slots),
      fact('pairElements', slots, SECOND_FACT_LEADS),
      personaAnswer(context, 'compatibility'),
    ],
    optional: [
      answer('compatibility', MORE_LEADS),
      placementPiece(context, 'venus', SECOND_FACT_LEADS),
      reflection(),
    ],
  };
}

const SUBJECT_PLANETS = { ...AREA_PLANETS, love: 'venus', career: 'mars', money: 'jupiter' } as const;

function timingPlan(context: Context): Plan {
  const { date } = context.request;
  const lunations = nextLunations(date);
  const subject = context.analysis.subject;
  const slots: Slots = {
    ...(lunations.newMoon
      ? { newMoonDate: shortDateLabel(lunations.newMoon.date), newMoonSign: signName(lunations.newMoon.sign) }
      : {}),
    ...(lunations.fullMoon
      ? {
          fullMoonDate: shortDateLabel(lunations.fullMoon.date),
          fullMoonSign: signName(lunations.fullMoon.sign),
        }
      : {}),
  };
  const planet = subject ? SUBJECT_PLANETS[subject] : undefined;
  const ingress = planet && planet !== 'moon' ? nextIngress(planet, date) : undefined;
  const ingressPiece = ingress
    ? fact(
        'ingress',
        {
          ingressPlanet: planetName(ingress.planet),
          ingressSign: signName(ingress.sign),
          ingressDate: shortDateLabel(ingress.date),
          subjectWord: INTENT_SUBJECTS[subject ?? 'general'],
        },
        SECOND_FACT_LEADS,
      )
    : undefined;
  return {
    required: present([fact('lunations', slots), ingressPiece, personaAnswer(context, 'timing')]),
    optional: present([
      subject ? answer(subject, MORE_LEADS) : undefined,
      answer('timing', MORE_LEADS),
      reflection(),
      answer('timing', ANSWER_LEADS),
    ]),
  };
}

function weekEventsWords(context: Context): { slots: Slots } {
  const week = weekAhead(context.request.date);
  const events = [
    ...week.lunations
      .filter((item) => item.kind !== 'quarter')
      .map(
        (item) =>
          `the ${item.kind === 'new' ? 'New' : 'Full'} Moon in ${signName(item.sign)} on ${shortDateLabel(item.date)}`,
      ),
    ...week.ingresses.map(
      (item) => `${planetName(item.planet)} entering ${signName(item.sign)} on ${shortDateLabel(item.date)}`,
    ),
    ...week.stations.map(
      (item) =>
        `${planetName(item.planet)} turning ${item.direct ? 'direct' : 'retrograde'} on ${shortDateLabel(item.date)}`,
    ),
  ].slice(0, 3);
  return {
    slots: {
      weekStart: shortDateLabel(week.start),
      weekEnd: shortDateLabel(week.end),
      weekMoonSigns: listWords(week.moonSigns.map(signName)),
      weekEvents: events.length > 0 ? `, with ${listWords(events)}` : '',
    },
  };
}

function nextWeekPlan(context: Context): Plan {
  const { slots } = weekEventsWords(context);
  const subject = context.analysis.subject;
  return {
    required: [fact('week', slots), personaAnswer(context, 'next-week')],
    optional: present([
      subject ? answer(subject, MORE_LEADS) : undefined,
      answer('next-week', MORE_LEADS),
      reflection(),
      answer('next-week', ANSWER_LEADS),
    ]),
  };
}

function retrogradesPiece(context: Context): Piece | undefined {
  const retro = retrogradesOn(context.request.date);
  if (retro.length === 0) return undefined;
  return fact(
    'retrogrades',
    { retroList: listWords(retro.map(planetName)), retroVerb: retro.length === 1 ? 'is' : 'are' },
    SECOND_FACT_LEADS,
  );
}

function todaySkyPlan(context: Context): Plan {
  return {
    required: present([skyPiece(context), retrogradesPiece(context), personaAnswer(context, 'today-sky')]),
    optional: present([
      transitPiece(context),
      answer('today-sky', MORE_LEADS),
      reflection(),
      answer('today-sky'),
    ]),
  };
}

function yesNoPlan(context: Context): Plan {
  const subject = context.analysis.subject;
  return {
    required: [personaAnswer(context, 'yes-no'), skyPiece(context)],
    optional: present([
      subject ? answer(subject, MORE_LEADS) : undefined,
      transitPiece(context),
      answer('yes-no', MORE_LEADS),
      reflection(),
    ]),
  };
}

function generalPlan(context: Context): Plan {
  return {
    required: [skyPiece(context), personaAnswer(context, 'general')],
    optional: present([
      transitPiece(context),
      answer('general', MORE_LEADS),
      reflection(),
      answer('general'),
    ]),
  };
}

function simplePlan(context: Context, pool: AnswerPool, extra: readonly Piece[] = []): Plan {
  return {
    required: [personaAnswer(context, pool)],
    optional: [answer(pool, MORE_LEADS), skyPiece(context), ...extra],
  };
}

function offTopicPlan(context: Context): Plan {
  const text = normalizeChatText(context.request.message);
  const word = OFF_TOPIC_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? 'that kind of question';
  const slots = { offTopicWord: word };
  return {
    required: [personaAnswer(context, 'off-topic', slots), answer('offers', MORE_LEADS)],
    optional: [skyPiece(context), answer('offers', ANSWER_LEADS), reflection()],
  };
}

/** Intents that talk about the conversation rather than a subject. */
const META: ReadonlySet<ChatIntentId> = new Set([
  'tell-more',
  'last-answer',
  'summary',
  'greeting',
  'thanks',
  'goodbye',
  'yes-no',
]);

/** The subject of the conversation before this message: the last user turn that asked one. */
function previousSubject(
  history: readonly ChatTurn[],
): { intent: ChatIntentId; analysis: ChatAnalysis } | undefined {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const turn = history[index];
    if (turn?.role !== 'user') continue;
    const analysis = analyseChatMessage(turn.text, history.slice(0, index));
    if (!META.has(analysis.intent)) return { intent: analysis.intent, analysis };
  }
  return undefined;
}

function followUpPlan(context: Context, pool: 'tell-more' | 'last-answer'): Plan {
  const previous = previousSubject(context.request.history);
  if (!previous) {
    return {
      required: [answer('summary-empty'), answer('offers', MORE_LEADS)],
      optional: [skyPiece(context), reflection(), answer('general')],
    };
  }
  const inner = planFor({ ...context, analysis: { ...previous.analysis, greets: false } }, previous.intent);
  const slots = { prevTopic: INTENT_SUBJECTS[previous.intent] };
  // The figures were given in the earlier answer: the follow-up adds meaning, not the same numbers.
  const pieces = [...inner.required, ...inner.optional];
  const meaning = pieces.filter((piece) => piece.role.startsWith('answer|'));
  const figures = pieces.filter(
    (piece) => !piece.role.startsWith('answer|') && !piece.role.startsWith('fact|'),
  );
  return {
    required: [answer(pool, [''], slots), ...meaning.slice(0, 1)],
    optional: [...meaning.slice(1), answer('deeper', MORE_LEADS), ...figures, answer('deeper', ANSWER_LEADS)],
  };
}

const MENTIONABLE = new RegExp(
  `\\b(${[...SIGN_IDS.map(signName), 'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'].join('|')})\\b`,
  'gu',
);

function summaryPlan(context: Context): Plan {
  const history = context.request.history;
  const items: string[] = [];
  history.forEach((turn, index) => {
    if (turn.role !== 'assistant') return;
    const question = history
      .slice(0, index)
      .reverse()
      .find((earlier) => earlier.role === 'user');
    const intent = question ? analyseChatMessage(question.text).intent : 'general';
    const mentions = [...new Set([...turn.text.matchAll(MENTIONABLE)].map((match) => match[1] ?? ''))].slice(
      0,
      3,
    );
    items.push(`${INTENT_SUBJECTS[intent]}${mentions.length > 0 ? ` (with ${listWords(mentions)})` : ''}`);
  });
  if (items.length === 0)
    return {
      required: [answer('summary-empty'), answer('offers', MORE_LEADS)],
      optional: [skyPiece(context), reflection(), answer('general')],
    };
  const recap =
    items.length === 1 ? (items[0] ?? '') : `first ${items[0] ?? ''}, then ${listWords(items.slice(1))}`;
  return {
    required: [answer('summary', [''], { recap }), answer('summary-close', MORE_LEADS)],
    optional: [reflection(), skyPiece(context), answer('general')],
  };
}

function planFor(context: Context, intent: ChatIntentId): Plan {
  if (isPlanetIntent(intent)) return planetPlan(context, planetOfIntent(intent));
  switch (intent) {
    case 'love':
    case 'career':
    case 'money':
    case 'family':
    case 'friends':
    case 'health':
    case 'stress':
    case 'decision':
      return areaPlan(context, intent);
    case 'saturn-return':
      return returnPlan(context, 'saturn');
    case 'jupiter-return':
      return returnPlan(context, 'jupiter');
    case 'mercury-retrograde':
      return retrogradePlan(context);
    case 'rising-sign':
      return risingPlan(context);
    case 'moon-sign':
      return moonSignPlan(context);
    case 'sun-sign':
      return sunSignPlan(context);
    case 'sign-nature': {
      const asked = context.analysis.signs[0];
      return asked ? signNaturePlan(context, asked) : sunSignPlan(context);
    }
    case 'compatibility':
      return compatibilityPlan(context);
    case 'timing':
      return timingPlan(context);
    case 'next-week':
      return nextWeekPlan(context);
    case 'today-sky':
      return todaySkyPlan(context);
    case 'yes-no':
      return yesNoPlan(context);
    case 'tell-more':
    case 'last-answer':
      return followUpPlan(context, intent);
    case 'summary':
      return summaryPlan(context);
    case 'tarot':
      return simplePlan(context, 'tarot');
    case 'dreams':
      return simplePlan(context, 'dreams');
    case 'off-topic':
      return offTopicPlan(context);
    case 'greeting':
      return simplePlan(context, 'greeting', [answer('offers', ANSWER_LEADS)]);
    case 'thanks':
      return simplePlan(context, 'thanks');
    case 'goodbye':
      return simplePlan(context, 'goodbye');
    default:
      return generalPlan(context);
  }
}

function baseSlots(sky: ChatSky, reader: SignId | undefined): Slots {
  const { sun, moon } = sky.today;
  // On a lunation day the Moon is named in the sign of the exact lunation (it reaches that sign
  // within the day), so "today's Full Moon in Scorpio" is never the noon Moon's Libra.
  const moonSign = moon.lunation?.sign ?? moon.sign;
  const house = reader ? solarHouseOf(reader, moonSign) : undefined;
  return {
    reader: reader ? signName(reader) : 'friend',
    moonSign: signName(moonSign),
    sunSign: signName(sun.sign),
    phase: moonPhaseAdjectives[moon.phase],
    illumination: String(Math.round(moon.illumination * 100)),
    moonMood: MOON_ELEMENT_MOODS[signs[moonSign].element],
    ...(house ? { house: ordinal(house), area: houseAreas[house as keyof typeof houseAreas][0] } : {}),
  };
}

/** Steps a conversation can take before its closings (8 lines, 9 leads) come round again. */
const STEPS = 40;

/** The step the previous reply was dealt at: the one whose closing line it ends with. */
function previousStep(
  request: ChatRequest,
  day: number,
  seat: number,
  slots: Slots,
  previous: string,
): number {
  for (let step = 0; step < STEPS; step += 1) {
    const fresh: Dealer = {
      turn: day + step,
      seat,
      said: '',
      saidSentences: new Set(),
      bodies: new Set(),
      leads: new Set(),
    };
    const closing = dealSentence(
      fresh,
      `persona|${request.personaId}`,
      PERSONA_LINES[request.personaId],
      CLOSING_LEADS,
      slots,
    );
    if (closing && previous.includes(closing)) return step;
  }
  return request.history.filter((turn) => turn.role === 'assistant').length - 1;
}

export interface ChatReplyParts {
  personaId: PersonaId;
  intent: ChatIntentId;
  /** The short hello, when the message greets. */
  hello: string;
  /** The sentences after the hello, the closing last. */
  sentences: string[];
  /** Where the second paragraph starts in `sentences`. */
  paragraphAt: number;
}

/**
 * Whether `composeChatReply` answers this request with the crisis help rather than a reading:
 * the browser then keeps neither the message nor the reply (its `crisis` marker).
 */
export const isCrisisChatRequest = (request: Pick<ChatRequest, 'message'>): boolean =>
  detectCrisis(request.message) !== null;

export function composeChatReply(request: ChatRequest): string {
  const crisis = detectCrisis(request.message);
  if (crisis) return crisisReply(crisis);
  const { hello, sentences, paragraphAt } = chatReplyParts(request);
  const first = sentences.slice(0, paragraphAt).join(' ');
  const rest = sentences.slice(paragraphAt).join(' ');
  return [hello ? `${hello} ${first}` : first, rest].filter((part) => part !== '').join('\n\n');
}

const HELLOS = ['Hello', 'Hi', 'Hello there', 'Hi there', 'Welcome'] as const;

/** The reply's pieces, exposed for the composer's tests. */
export function chatReplyParts(request: ChatRequest): ChatReplyParts {
  const sky = chatSky(request.profile, request.date);
  const reader = readerSign(request.profile);
  const analysis = analyseChatMessage(request.message, request.history);
  const context: Context = { request, analysis, sky, reader, base: baseSlots(sky, reader) };
  const earlier = request.history.filter((turn) => turn.role === 'assistant').map((turn) => turn.text);
  const day = daysBetween(EPOCH, request.date);
  const seat = reader ? seatingOrder(SIGN_IDS, 'chat').indexOf(reader) : 0;
  // Each reply deals one step further than the one before it (found from its closing line), so
  // a conversation walks every pool forward and nothing comes back, even past the history's end.
  const step =
    earlier.length === 0 ? 0 : previousStep(request, day, seat, context.base, earlier.at(-1) ?? '') + 1;
  const dealer: Dealer = {
    turn: day + step,
    seat,
    said: normalized(earlier.join(' ')),
    saidSentences: new Set(earlier.flatMap((text) => sentencesOf(text))),
    bodies: new Set(),
    leads: new Set(),
  };
  // A pool dealt twice in a reply goes with another lead list each time, so one day's second
  // sentence is never the next day's first.
  const dealtWith = new Set<string>();
  const deal = (piece: Piece) => {
    const key = `${piece.role}|${piece.leads.join('/')}`;
    if (dealtWith.has(key)) return undefined;
    dealtWith.add(key);
    return dealSentence(dealer, piece.role, piece.bodies, piece.leads, { ...context.base, ...piece.slots });
  };

  const name = helloName(request.profile.name);
  const greets = analysis.greets || analysis.intent === 'greeting';
  const hello = greets
    ? `${dealFrom(HELLOS, { salt: 'chat|hello', turn: dealer.turn, seat: dealer.seat })}${name ? `, ${name}` : ''}!`
    : '';

  const plan = planFor(context, analysis.intent);
  const closing = dealSentence(
    dealer,
    `persona|${request.personaId}`,
    PERSONA_LINES[request.personaId],
    CLOSING_LEADS,
    context.base,
  );
  const required = plan.required.flatMap((piece) => deal(piece) ?? []);
  let words =
    wordCount(hello) + wordCount(closing ?? '') + required.reduce((sum, text) => sum + wordCount(text), 0);
  let characters =
    hello.length + (closing ?? '').length + required.reduce((sum, text) => sum + text.length + 1, 0) + 2;
  // Too long already (several figures): drop the last required figures until it fits.
  while (words > CHAT_REPLY_MAX_WORDS && required.length > 1) {
    const dropped = required.splice(required.length - 2, 1)[0] ?? '';
    words -= wordCount(dropped);
  }
  const added: string[] = [];
  const fillers: Piece[] = [...plan.optional, filler(0), filler(1), filler(2), filler(3)];
  for (const piece of fillers) {
    if (words >= TARGET_WORDS) break;
    const text = deal(piece);
    if (!text) continue;
    const count = wordCount(text);
    if (words + count > CHAT_REPLY_MAX_WORDS || characters + text.length + 1 > MAX_CHARACTERS) continue;
    added.push(text);
    words += count;
    characters += text.length + 1;
  }
  const sentences = [...required, ...added, ...(closing ? [closing] : [])];
  return {
    personaId: request.personaId,
    intent: analysis.intent,
    hello,
    sentences,
    paragraphAt: Math.min(required.length, sentences.length - 1),
  };
}
