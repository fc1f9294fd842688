import { PLANET_IDS, type SignId, signForLongitude, signs, signName } from '../../content/signs';
import type { NatalChart } from '../../sky/chart';
import type { LunarReturnChart } from '../../sky/advanced/lunar-return';
import type { SolarReturnChart } from '../../sky/advanced/solar-return';
import { type ReadingDraft, type ReadingNames, section } from './reading-draft';
import { withArticle } from '../../compose/item-day-voice';
import {
  type Contact,
  YOU,
  exactness,
  isGenerational,
  monthDay,
  monthYear,
  natureOf,
  strongestContacts,
  wordsFor,
} from './reading-parts';
import { type AdvancedWriter, sentence } from './reading-writer';
import { ordinal, countWord } from '../../compose/chart/chart-words';
import { type ReadBody } from './reading-vocabulary';

/**
 * The solar and lunar returns, read as the emphasis of the year or the month they open. Every
 * lunar return cast in the same weeks shares its Sun sign and its slow planets, and people
 * born a few years apart share Moon signs, so each fact has several phrasings and the writer
 * seeded per reading chooses among them.
 */
type Span = 'year' | 'month';
type Words = ReturnType<typeof wordsFor>;

interface ReturnFrame {
  span: Span;
  chart: NatalChart;
  instant: string;
}

/** What the sentence shapes of one return reading draw on. */
interface ReturnFacts {
  span: Span;
  words: Words;
  chart: NatalChart;
  /** The light that returned: the Sun for a solar return, the Moon for a lunar one. */
  focus: ReadBody;
}

const signOf = ({ chart }: ReturnFacts, body: ReadBody) => chart.bodies[body].sign;
const placed = (facts: ReturnFacts, body: ReadBody) => {
  const house = facts.chart.bodies[body].house;
  return `${facts.words.named(body)} in ${signName(signOf(facts, body))}${house ? ` in the ${ordinal(house)} house` : ''}`;
};
const inSign = (facts: ReturnFacts, body: ReadBody) =>
  `${facts.words.named(body)} in ${signName(signOf(facts, body))}`;
/** "the year’s", "the month’s". */
const spans = (span: Span) => `${span}’s`;

/** The house the returning light falls in, and what that puts at the centre. */
const STAGE_SHAPES: readonly ((facts: ReturnFacts, house: number) => string)[] = [
  (facts, house) =>
    `With ${facts.words.named(facts.focus)} in the ${ordinal(house)} house, the ${spans(facts.span)} main stage is ${facts.words.area(house)}, and you take it on ${facts.words.manner(signOf(facts, facts.focus))}`,
  (facts, house) =>
    `The ${ordinal(house)} house takes the ${spans(facts.span)} spotlight, so your ${facts.span === 'year' ? 'energy keeps' : 'moods keep'} drifting back to ${facts.words.area(house)}, where you act ${facts.words.manner(signOf(facts, facts.focus))}`,
  (facts, house) =>
    `This ${facts.span}, ${facts.words.area(house)} is where ${facts.words.named(facts.focus)} puts its weight, from the ${ordinal(house)} house of the return`,
  (facts, house) =>
    `Most of the ${spans(facts.span)} ${facts.span === 'year' ? 'light' : 'feeling'} collects in the ${ordinal(house)} house: expect ${facts.words.area(house)} to need ${facts.words.need(signOf(facts, facts.focus))}`,
  (facts, house) =>
    `Look to the ${ordinal(house)} house first: with ${facts.words.named(facts.focus)} there in ${signName(signOf(facts, facts.focus))}, the ${spans(facts.span)} agenda starts with ${facts.words.area(house)}`,
];

/** The return's rising sign and Midheaven. */
const ANGLE_SHAPES: readonly ((facts: ReturnFacts, asc: SignId, mc: SignId) => string)[] = [
  (facts, asc, mc) =>
    `The return rises in ${signName(asc)}, so you meet this ${facts.span} ${facts.words.manner(asc)}, and its Midheaven in ${signName(mc)} points public effort toward ${facts.words.need(mc)}`,
  (facts, asc, mc) =>
    `${signName(asc)} on the return’s horizon sets your manner for the ${facts.span}, ${facts.words.manner(asc)}, while ${signName(mc)} at the top of the chart asks the world for ${facts.words.need(mc)}`,
  (facts, asc, mc) =>
    `Out in the world this ${facts.span} you aim for ${facts.words.need(mc)}, as the ${signName(mc)} Midheaven suggests, and the ${signName(asc)} Ascendant has you go about it ${facts.words.manner(asc)}`,
];

/** A house holding three or more planets. */
const CROWD_SHAPES: readonly ((facts: ReturnFacts, crowd: { house: number; count: number }) => string)[] = [
  (facts, { house, count }) =>
    `${countWord(count)} planets gather in the ${ordinal(house)} house, so ${facts.words.area(house)} will ask more of you than usual this ${facts.span}`,
  (facts, { house, count }) =>
    `The ${ordinal(house)} house is crowded, with ${countWord(count)} planets in it: this ${facts.span}, ${facts.words.area(house)} will not stay in the background`,
  (facts, { house, count }) =>
    `A cluster of ${countWord(count)} planets fills the ${ordinal(house)} house, which makes ${facts.words.area(house)} a busy corner of the ${facts.span}`,
  (facts, { house, count }) =>
    `With ${countWord(count)} planets packed into the ${ordinal(house)} house, give ${facts.words.area(house)} more of your time this ${facts.span} than you would normally plan for`,
];

/** The Moon of a solar return: what feeds the year emotionally. */
const YEAR_MOON_SHAPES: readonly ((facts: ReturnFacts) => string)[] = [
  (facts) =>
    `${placed(facts, 'moon')} shows what will feed you emotionally this year: ${facts.words.need(signOf(facts, 'moon'))}`,
  (facts) =>
    `Emotionally, this year runs on ${facts.words.need(signOf(facts, 'moon'))}, which is what ${placed(facts, 'moon')} keeps asking for`,
  (facts) =>
    `Your feelings this year take their cue from ${placed(facts, 'moon')}, so make room for ${facts.words.need(signOf(facts, 'moon'))}`,
  (facts) =>
    `With ${placed(facts, 'moon')}, the year feeds you best through ${facts.words.need(signOf(facts, 'moon'))}`,
];

/** The Sun of a lunar return: what the month is for. */
const MONTH_SUN_SHAPES: readonly ((facts: ReturnFacts) => string)[] = [
  (facts) =>
    `${placed(facts, 'sun')} lends the month its purpose, and it is best served ${facts.words.manner(signOf(facts, 'sun'))}`,
  (facts) =>
    `Purpose this month comes from ${placed(facts, 'sun')}; pursue it ${facts.words.manner(signOf(facts, 'sun'))}`,
  (facts) =>
    `The month’s aim is set by ${placed(facts, 'sun')}, and ${facts.words.need(signOf(facts, 'sun'))} is what it is after`,
  (facts) =>
    `Whatever the month is for, ${placed(facts, 'sun')} points to it, and you move toward it ${facts.words.manner(signOf(facts, 'sun'))}`,
  (facts) =>
    `Behind the moods stands ${placed(facts, 'sun')}, asking you to put ${facts.words.need(signOf(facts, 'sun'))} on the month’s list`,
];

interface Phase {
  name: string;
  tone: string;
  angle: number;
  side: string;
}

/** The Moon's phase at the return, and the tone it gives the span. */
const PHASE_SHAPES: readonly ((phase: Phase, span: Span) => string)[] = [
  ({ name, tone, angle, side }, span) =>
    `The return Moon sits ${angle} degrees ${side} the Sun, ${withArticle(name)} Moon, which gives the ${span} a tone of ${tone}`,
  ({ name, tone, angle, side }, span) =>
    `At the return the Moon is ${withArticle(name)} Moon, ${angle} degrees ${side} the Sun, so the ${span} leans toward ${tone}`,
  ({ name, tone, angle, side }, span) =>
    `Measured from the Sun, the return Moon stands ${angle} degrees ${side} it: ${withArticle(name)} phase, and with it a ${span} of ${tone}`,
  ({ name, tone, angle, side }, span) =>
    `This return’s Moon, ${angle} degrees ${side} the Sun, is ${withArticle(name)} Moon, the phase of ${tone}, and it lends the ${span} that colour`,
];

/** The easiest contact of the return, as something to use. */
const EASY_SHAPES: readonly ((facts: ReturnFacts, contact: Contact) => string)[] = [
  (facts, { type, first, second }) =>
    `Use the ${type} between ${inSign(facts, first)} and ${inSign(facts, second)} early: it is the ${spans(facts.span)} easiest opening`,
  (facts, { type, first, second }) =>
    `The easy door this ${facts.span} is the ${type} linking ${inSign(facts, first)} with ${inSign(facts, second)}; lean on it when effort stalls`,
  (facts, { type, first, second }) =>
    `When you need a lift, call on the ${type} from ${inSign(facts, first)} to ${inSign(facts, second)}: ${facts.words.theme(YOU, first)} and ${facts.words.theme(YOU, second)} help each other along`,
  (facts, { type, first, second }) =>
    `Of all the ${spans(facts.span)} aspects, the ${type} joining ${inSign(facts, first)} and ${inSign(facts, second)} asks the least and gives the most`,
];

/** The hardest contact of the return, as something to plan around. */
const HARD_SHAPES: readonly ((facts: ReturnFacts, contact: Contact) => string)[] = [
  (facts, { type, first, second }) =>
    `Plan around the ${type} between ${inSign(facts, first)} and ${inSign(facts, second)}: when ${facts.words.theme(YOU, first)} and ${facts.words.theme(YOU, second)} collide, slow down`,
  (facts, { type, first, second }) =>
    `The ${type} from ${inSign(facts, first)} to ${inSign(facts, second)} is the ${spans(facts.span)} sore spot: give ${facts.words.theme(YOU, first)} and ${facts.words.theme(YOU, second)} room rather than forcing a winner`,
  (facts, { type, first, second }) =>
    `Expect friction where ${inSign(facts, first)} meets ${inSign(facts, second)} by ${withArticle(type)}; when ${facts.words.theme(YOU, first)} and ${facts.words.theme(YOU, second)} clash, pause before acting`,
  (facts, { type, first, second }) =>
    `Handle the ${type} between ${inSign(facts, first)} and ${inSign(facts, second)} with care, since it is where ${facts.words.theme(YOU, first)} and ${facts.words.theme(YOU, second)} trip each other up`,
];

/** No hard aspect on the returning light. */
const CALM_SHAPES: readonly ((facts: ReturnFacts) => string)[] = [
  (facts) =>
    `No hard aspect presses on your ${signName(signOf(facts, facts.focus))} ${facts.words.body(facts.focus)} this time, so the ${facts.span} rewards steady effort more than heroic pushes`,
  (facts) =>
    `Nothing hard leans on the ${spans(facts.span)} ${signName(signOf(facts, facts.focus))} ${facts.words.body(facts.focus)}, so small, steady steps will carry you further than bold leaps`,
  (facts) =>
    `With no square or opposition to your ${signName(signOf(facts, facts.focus))} ${facts.words.body(facts.focus)} in this return, the ${facts.span} asks for patience more than heroics`,
];

/** The affirmation, in the reader's own voice, with what the return Moon asks for. */
interface AffirmationFacts {
  sun: string;
  moon: string;
  /** The day the return opens, "March 14". */
  from: string;
  need: string;
}
const AFFIRMATION_SHAPES: Record<Span, readonly ((facts: AffirmationFacts) => string)[]> = {
  year: [
    ({ sun, moon }) =>
      `This year my ${sun} Sun shines where it is asked to, and my ${moon} Moon gets what it needs`,
    ({ sun, moon, need }) => `I let my ${sun} Sun lead this year and give my ${moon} Moon ${need}`,
    ({ sun, moon }) =>
      `This is my ${sun} year: I step forward where I am called and rest where my ${moon} Moon needs it`,
  ],
  month: [
    ({ sun, moon, from }) =>
      `From ${from} on, I honour my ${moon} Moon and let the ${sun} Sun give it purpose`,
    ({ sun, moon, need }) =>
      `This month I listen to my ${moon} Moon, which asks for ${need}, and I let the ${sun} Sun point the way`,
    ({ sun, moon, from, need }) =>
      `Starting ${from}, I give my ${moon} Moon ${need} and follow the ${sun} Sun’s lead`,
    ({ sun, moon, need }) =>
      `I meet this month as my ${moon} Moon would, with ${need} close by and the ${sun} Sun for a compass`,
  ],
};

/** The solar or lunar return: where the year’s or month’s light falls, its mood, its loud contacts. */
function returnDraft(
  { span, chart, instant }: ReturnFrame,
  names: ReadingNames,
  writer: AdvancedWriter,
): ReadingDraft {
  const words = wordsFor(writer);
  const bodies = chart.bodies;
  const houses = chart.houses;
  // The planets stand where they stand for everyone that week: only the light that returned, and
  // the Moon, make a return chart one person's own.
  const personal: readonly ReadBody[] = span === 'year' ? ['sun', 'moon'] : ['moon'];
  const contacts = strongestContacts(chart.aspects, (aspect) => [aspect.a, aspect.b]).filter(
    (contact) =>
      !isGenerational(contact) && (personal.includes(contact.first) || personal.includes(contact.second)),
  );
  const crowded = busiestHouse(chart);
  const when = span === 'year' ? monthYear(instant) : monthDay(instant);

  const focus: ReadBody = span === 'year' ? 'sun' : 'moon';
  const facts: ReturnFacts = { span, words, chart, focus };
  const focusHouse = bodies[focus].house;
  const opening = [
    sentence(
      span === 'year'
        ? `Your year runs from the solar return of ${when}, ${names.first}, and its chart puts the Sun in ${signName(bodies.sun.sign)}${focusHouse ? ` in the ${ordinal(focusHouse)} house` : ''}, where the year’s light falls`
        : `The lunar month that opens on ${when}, ${names.first}, starts with the Moon home in ${signName(bodies.moon.sign)}${focusHouse ? ` in the ${ordinal(focusHouse)} house` : ''}, which tells you where feeling will gather`,
    ),
  ];

  const emphasis = [
    focusHouse
      ? sentence(writer.fresh(STAGE_SHAPES)(facts, focusHouse))
      : sentence(
          `Without a birth time the return has no houses, so read the ${span} through signs: ${signName(bodies[focus].sign)} colours it ${words.manner(bodies[focus].sign)}`,
        ),
    houses
      ? sentence(writer.fresh(ANGLE_SHAPES)(facts, signOfAngle(houses.asc), signOfAngle(houses.mc)))
      : undefined,
    crowded ? sentence(writer.fresh(CROWD_SHAPES)(facts, crowded)) : undefined,
  ];

  const timeline = [
    sentence(writer.fresh(PHASE_SHAPES)(phaseWords(bodies.sun.lon, bodies.moon.lon, writer), span)),
    sentence(
      span === 'year'
        ? `Check in around ${monthYear(shifted(instant, 91))} and again around ${monthYear(shifted(instant, 182))}, ${names.first}, the quarter and the half of your year, to see which of these themes has taken the lead`
        : `Around ${monthDay(shifted(instant, 7))} the month’s first push arrives for you, ${names.first}, by ${monthDay(shifted(instant, 14))} you will know what it is really about, and the days before ${monthDay(shifted(instant, 27))} are for letting go`,
    ),
  ];
  const moonSign = bodies.moon.sign;
  const sunSign = bodies.sun.sign;
  const steadying = [
    sentence(
      `Whenever the ${span} wobbles, ${names.first}, come back to ${words.need(moonSign)}: that is what ${withArticle(signName(moonSign))} Moon counts as solid ground`,
    ),
    sentence(
      signs[sunSign].element === signs[moonSign].element
        ? `The ${signName(sunSign)} Sun and ${signName(moonSign)} Moon of this return share the ${signs[sunSign].element} element, so what you want and what you need this ${span} pull the same way, ${names.first}`
        : `With the Sun in ${signName(sunSign)} and the Moon in ${signName(moonSign)}, ${signs[sunSign].element} meets ${signs[moonSign].element}: what you aim for this ${span} and what comforts you will sometimes differ, ${names.first}, and both deserve a hearing`,
    ),
  ];
  const mood = [
    span === 'year'
      ? sentence(writer.fresh(YEAR_MOON_SHAPES)(facts))
      : sentence(writer.fresh(MONTH_SUN_SHAPES)(facts)),
    span === 'year'
      ? sentence(
          `Venus in ${signName(bodies.venus.sign)}${bodies.venus.house ? ` in the ${ordinal(bodies.venus.house)} house` : ''} and Mars in ${signName(bodies.mars.sign)}${bodies.mars.house ? ` in the ${ordinal(bodies.mars.house)}` : ''} set your pace for love and effort, ${names.first}: warmth comes ${words.manner(bodies.venus.sign)}, drive ${words.manner(bodies.mars.sign)}`,
        )
      : sentence(
          `Your ${signName(bodies.moon.sign)} Moon is back where it stood when you were born, so the month speaks your oldest emotional language, ${names.first}: make ${words.need(bodies.moon.sign)} the month’s priority`,
        ),
  ];

  const loud = contacts.slice(0, 3).map((contact) => sentence(writer.fresh(CONTACT_SHAPES)(facts, contact)));

  const hardest = contacts.find((contact) => natureOf(contact) === 'friction');
  const easiest = contacts.find((contact) => natureOf(contact) === 'flow');
  const working = [
    easiest ? sentence(writer.fresh(EASY_SHAPES)(facts, easiest)) : undefined,
    sentence(hardest ? writer.fresh(HARD_SHAPES)(facts, hardest) : writer.fresh(CALM_SHAPES)(facts)),
  ];

  return {
    opening,
    sections: [
      ...section(span === 'year' ? 'The Year’s Stage' : 'The Month’s Stage', emphasis),
      ...section('Mood and Pace', [...mood, ...timeline]),
      ...section('Loudest Contacts', loud),
      ...section('Working With It', [...working, ...steadying]),
    ],
    affirmation: sentence(
      writer.pick(AFFIRMATION_SHAPES[span])({
        sun: signName(sunSign),
        moon: signName(moonSign),
        from: monthDay(instant),
        need: words.need(moonSign),
      }),
    ),
  };
}

/** How a contact of the return feels to live with, by its nature. */
const CONTACT_TONES = {
  fusion: 'concentrated, hard to ignore',
  flow: 'supportive, a door that opens easily',
  friction: 'demanding, a test worth passing',
  adjustment: 'fiddly, a matter of fine-tuning',
} as const;

/** One of the loudest contacts of the return, between the returning light and another body. */
const CONTACT_SHAPES: readonly ((facts: ReturnFacts, contact: Contact) => string)[] = [
  (facts, contact) =>
    `${inSign(facts, contact.first)} ${facts.words.verb(contact.type)} ${inSign(facts, contact.second)}${closeness(contact)}: this ${facts.span}, ${facts.words.theme(YOU, contact.first)} and ${facts.words.theme(YOU, contact.second)} meet in a way that is ${CONTACT_TONES[natureOf(contact)]}`,
  (facts, contact) =>
    `Expect ${facts.words.theme(YOU, contact.first)} to be tied up with ${facts.words.theme(YOU, contact.second)} this ${facts.span}, through ${withArticle(contact.type)} that feels ${CONTACT_TONES[natureOf(contact)]}`,
  (facts, contact) =>
    `${withArticle(contact.type)} from ${facts.words.named(contact.first)} to ${facts.words.named(contact.second)} runs through the ${facts.span}, ${CONTACT_TONES[natureOf(contact)]}, and it involves ${facts.words.theme(YOU, contact.second)} more than anything else`,
  (facts, contact) =>
    `This ${facts.span} ${inSign(facts, contact.first)} and ${inSign(facts, contact.second)} form ${withArticle(contact.type)}${closeness(contact)}, so ${facts.words.theme(YOU, contact.first)} and ${facts.words.theme(YOU, contact.second)} keep running into each other`,
  (facts, contact) =>
    `Between ${facts.words.theme(YOU, contact.first)} and ${facts.words.theme(YOU, contact.second)} runs ${withArticle(contact.type)} this ${facts.span}, and living with it feels ${CONTACT_TONES[natureOf(contact)]}`,
];
const closeness = (contact: Contact) => {
  const close = exactness(contact.orb);
  return close ? `, ${close}` : '';
};

const DAY_MS = 86_400_000;
const shifted = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** The eight phases from new to balsamic, each with a few ways to say the tone it lends. */
const PHASES = [
  {
    name: 'new',
    tones: [
      'fresh starts and instinct over plans',
      'planting seeds before you can see them grow',
      'beginnings that trust the gut',
    ],
  },
  {
    name: 'crescent',
    tones: ['early effort against old habits', 'pushing past the first doubts', 'stubborn, hopeful effort'],
  },
  {
    name: 'first-quarter',
    tones: ['decisions and action', 'choices that cannot wait', 'building under pressure'],
  },
  {
    name: 'gibbous',
    tones: ['refining and adjusting', 'patient improvement', 'polishing what is nearly ready'],
  },
  {
    name: 'full',
    tones: [
      'visibility, relationships and culmination',
      'things coming to light',
      'harvest and honest feedback',
    ],
  },
  {
    name: 'disseminating',
    tones: ['sharing what you know', 'passing on what you have learned', 'teaching and spreading the word'],
  },
  {
    name: 'last-quarter',
    tones: ['reorientation and clearing out', 'letting old forms go', 'a change of mind and direction'],
  },
  {
    name: 'balsamic',
    tones: ['rest, endings and quiet preparation', 'winding down before a new cycle', 'retreat and renewal'],
  },
] as const;

/** The Moon's phase in a return chart, from its elongation east of the Sun. */
function phaseWords(sunLongitude: number, moonLongitude: number, writer: AdvancedWriter): Phase {
  const elongation = (((moonLongitude - sunLongitude) % 360) + 360) % 360;
  const phase = PHASES[Math.floor(elongation / 45)] ?? PHASES[0];
  const ahead = elongation <= 180;
  return {
    name: phase.name,
    tone: writer.pick(phase.tones),
    angle: Math.round(ahead ? elongation : 360 - elongation),
    side: ahead ? 'ahead of' : 'behind',
  };
}

const signOfAngle = (longitude: number) => signForLongitude(longitude).id;

/** The house holding three or more of the ten planets, if any. */
function busiestHouse(chart: NatalChart): { house: number; count: number } | undefined {
  const counts = new Map<number, number>();
  for (const body of PLANET_IDS) {
    const house = chart.bodies[body].house;
    if (house !== undefined) counts.set(house, (counts.get(house) ?? 0) + 1);
  }
  const [house, count] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [0, 0];
  return count >= 3 ? { house, count } : undefined;
}

export const solarReturnDraft = (chart: SolarReturnChart, names: ReadingNames, writer: AdvancedWriter) =>
  returnDraft({ span: 'year', chart: chart.chart, instant: chart.instant }, names, writer);

/** The month read is the one the next return opens: the chart the page draws. */
export const lunarReturnDraft = (chart: LunarReturnChart, names: ReadingNames, writer: AdvancedWriter) =>
  returnDraft({ span: 'month', chart: chart.chart, instant: chart.instant }, names, writer);
