import { signForLongitude, signs } from '../../content/signs';
import type { NatalChart } from '../../sky/chart';
import type { LunarReturnChart } from '../../sky/advanced/lunar-return';
import type { ProgressedChart } from '../../sky/advanced/progressed';
import type { SolarReturnChart } from '../../sky/advanced/solar-return';
import { PERSONAL_BODY_IDS } from '../../sky/advanced/reading-bodies';
import { type ReadingDraft, type ReadingNames, section } from './reading-draft';
import {
  type Contact,
  YOU,
  countWord,
  exactness,
  isGenerational,
  monthDay,
  monthYear,
  natureOf,
  signName,
  strongestContacts,
  withArticle,
  wordsFor,
} from './reading-parts';
import { type AdvancedWriter, listWords, sentence } from './reading-writer';
import { HOUSE_NAMES, type ReadBody, houseNumber, ordinal } from './reading-vocabulary';

/**
 * Progressions read as what has moved since birth and what that asks now; the solar and lunar
 * returns as the emphasis of the year or the month they open.
 */
export function progressedDraft(
  chart: ProgressedChart,
  names: ReadingNames,
  writer: AdvancedWriter,
): ReadingDraft {
  const words = wordsFor(writer);
  const now = chart.chart.bodies;
  const born = chart.natal.bodies;
  const age = Math.floor(chart.ageYears);
  const moved = PERSONAL_BODY_IDS.filter((body) => now[body].sign !== born[body].sign);
  const turned = (['mercury', 'venus', 'mars'] as const).filter(
    (body) => now[body].retrograde !== born[body].retrograde,
  );
  const natalHouse = (body: ReadBody) =>
    chart.natalHouses && body !== 'trueNode'
      ? chart.natalHouses[body as keyof typeof chart.natalHouses]
      : undefined;

  const opening = [
    sentence(
      `At ${age}, ${names.first}, your chart has moved ${age} days past the day you were born, and the Sun with it: born in ${signName(born.sun.sign)}, it now stands in ${signName(now.sun.sign)}`,
    ),
    sentence(
      now.sun.sign === born.sun.sign
        ? `Because it has not yet changed sign, your ${signName(born.sun.sign)} identity is being deepened rather than replaced`
        : `That shift means the ${signName(born.sun.sign)} core you started with now expresses itself the ${signName(now.sun.sign)} way, ${words.manner(now.sun.sign)}`,
    ),
  ];

  const movedLines = moved
    .filter((body) => body !== 'sun')
    .map((body) =>
      sentence(
        writer.fresh([
          `Your ${words.body(body)} has travelled from ${signName(born[body].sign)} into ${signName(now[body].sign)}, so ${words.theme(YOU, body)} now asks for ${words.need(now[body].sign)}`,
          `Since birth ${words.theme(YOU, body)} has crossed from ${signName(born[body].sign)} into ${signName(now[body].sign)} and learned to move ${words.manner(now[body].sign)}`,
          `The progressed ${words.body(body)} left ${signName(born[body].sign)} behind and now sits in ${signName(now[body].sign)}: what once came naturally to ${words.theme(YOU, body)} is being rewritten`,
        ]),
      ),
    );
  const turnedLines = turned.map((body) =>
    sentence(
      now[body].retrograde
        ? `${words.body(body)} has turned retrograde by progression in ${signName(now[body].sign)}, a long inward season in which ${words.theme(YOU, body)} reviews old choices`
        : `Born retrograde in ${signName(born[body].sign)}, your ${words.body(body)} has since turned direct, so ${words.theme(YOU, body)}, once hesitant, now moves outward`,
    ),
  );
  const moonHouse = natalHouse('moon');
  const moonLine = sentence(
    `The progressed Moon, which changes sign every two and a half years or so, is in ${signName(now.moon.sign)}${
      moonHouse
        ? ` and crossing your natal ${ordinal(moonHouse)} house of ${HOUSE_NAMES[houseNumber(moonHouse)]}`
        : ''
    }: this chapter's emotional business is ${moonHouse ? words.area(moonHouse) : words.need(now.moon.sign)}`,
  );

  const live = chart.aspectsToNatal
    // A slow planet barely moves in a lifetime of progressed days: its aspect to itself says nothing.
    .filter(
      (aspect) =>
        aspect.progressed !== 'meanNode' && aspect.natal !== 'meanNode' && aspect.progressed !== aspect.natal,
    )
    .slice(0, 3)
    .map((aspect) => {
      const progressedBody = aspect.progressed as ReadBody;
      const natalBody = aspect.natal as ReadBody;
      const direction = aspect.applying ? 'still building toward exact' : 'already past exact and easing';
      return sentence(
        `Your progressed ${words.body(progressedBody)} ${words.verb(aspect.type)} your natal ${words.body(natalBody)}, ${direction}: for the next year or so ${words.theme(YOU, natalBody)} is where growth ${natureOf({ ...aspect, first: progressedBody, second: natalBody }) === 'friction' ? 'pushes' : 'opens'}`,
      );
    });

  const arcDegrees = Math.round(chart.solarArc);
  const angles = chart.chart.houses;
  const drift = [
    sentence(
      `Moving about a degree a year, your progressed Sun has travelled some ${arcDegrees} degrees since birth, and every planet and angle that depends on it has shifted in step`,
    ),
    angles
      ? sentence(
          `Your progressed Ascendant now stands in ${signName(signForLongitude(angles.asc).id)} and the progressed Midheaven in ${signName(signForLongitude(angles.mc).id)}, so the way you meet people and the aims you are known for have both grown ${words.manner(signForLongitude(angles.mc).id)}`,
        )
      : undefined,
  ];
  const asks = [
    sentence(
      writer.fresh([
        `What this season asks of you, ${names.first}, is ${words.need(now.moon.sign)}, in the way only ${withArticle(signName(now.moon.sign))} Moon can want it`,
        `Between ${age} and ${age + 2}, give yourself ${words.need(now.moon.sign)}; a progressed Moon in ${signName(now.moon.sign)} will not settle for less`,
      ]),
    ),
    sentence(
      moved.length > 0
        ? `With ${listWords(moved.map((body) => words.body(body)))} in new signs, let yourself outgrow an old ${signName(born[moved[0] ?? 'sun'].sign)} habit of ${words.bareTheme(moved[0] ?? 'sun')} rather than defend it`
        : `None of your personal planets has changed sign yet, so this is a time to master what you already are rather than reinvent it`,
    ),
  ];

  return {
    opening,
    sections: [
      ...section('What Has Moved', [...movedLines, ...turnedLines, moonLine, ...drift]),
      ...section(
        'Live Contacts',
        live.length > 0
          ? live
          : [
              sentence(
                `No progressed planet is within a degree of a natal one right now, so change arrives by slow drift rather than by clear turning points`,
              ),
            ],
      ),
      ...section('What It Asks', asks),
    ],
    affirmation: sentence(
      `I let my ${signName(now.moon.sign)} Moon lead me through this chapter, and I welcome who I am becoming at ${age}`,
    ),
  };
}

interface ReturnFrame {
  span: 'year' | 'month';
  chart: NatalChart;
  instant: string;
}

/** The solar or lunar return: where the year's or month's light falls, its mood, its loud contacts. */
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

  const focusBody: ReadBody = span === 'year' ? 'sun' : 'moon';
  const focusHouse = bodies[focusBody].house;
  const opening = [
    sentence(
      span === 'year'
        ? `Your year runs from the solar return of ${when}, ${names.first}, and its chart puts the Sun in ${signName(bodies.sun.sign)}${focusHouse ? ` in the ${ordinal(focusHouse)} house` : ''}, where the year's light falls`
        : `The lunar month that opens on ${when}, ${names.first}, starts with the Moon home in ${signName(bodies.moon.sign)}${focusHouse ? ` in the ${ordinal(focusHouse)} house` : ''}, which tells you where feeling will gather`,
    ),
  ];

  const emphasis = [
    focusHouse
      ? sentence(
          writer.fresh([
            `With the ${words.body(focusBody)} in the ${ordinal(focusHouse)} house, ${words.area(focusHouse)} becomes the ${span}'s main stage for ${withArticle(signName(bodies[focusBody].sign))} like you`,
            `The ${ordinal(focusHouse)} house takes the ${span}'s spotlight, so ${span === 'year' ? 'your energy' : 'your moods'} keep returning to ${words.area(focusHouse)}, coloured ${words.manner(bodies[focusBody].sign)}`,
          ]),
        )
      : sentence(
          `Without a birth time the return has no houses, so read the ${span} through signs: ${signName(bodies[focusBody].sign)} colours it ${words.manner(bodies[focusBody].sign)}`,
        ),
    houses
      ? sentence(
          `The return rises in ${signName(signOfAngle(houses.asc))}, so you meet this ${span} ${words.manner(signOfAngle(houses.asc))}, and its Midheaven in ${signName(signOfAngle(houses.mc))} points public effort toward ${words.need(signOfAngle(houses.mc))}`,
        )
      : undefined,
    crowded
      ? sentence(
          `${countWord(crowded.count)} planets gather in the ${ordinal(crowded.house)} house, so ${words.area(crowded.house)} will ask more of you than usual this ${span}`,
        )
      : undefined,
  ];

  const phase = phaseWords(bodies.sun.lon, bodies.moon.lon);
  const timeline = [
    sentence(
      `The return Moon sits ${phase.angle} degrees ${phase.side} the Sun, a ${phase.name} Moon, which gives the ${span} a tone of ${phase.tone}`,
    ),
    sentence(
      span === 'year'
        ? `Check in around ${monthYear(shifted(instant, 91))} and again around ${monthYear(shifted(instant, 182))}, the quarter and the half of your year, to see which of these themes has taken the lead`
        : `Around ${monthDay(shifted(instant, 7))} the month's first push arrives for you, ${names.first}, by ${monthDay(shifted(instant, 14))} you will know what it is really about, and the days before ${monthDay(shifted(instant, 27))} are for letting go`,
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
      ? sentence(
          `The Moon in ${signName(bodies.moon.sign)}${bodies.moon.house ? ` in the ${ordinal(bodies.moon.house)} house` : ''} shows what will feed you emotionally this year: ${words.need(bodies.moon.sign)}`,
        )
      : sentence(
          `The Sun in ${signName(bodies.sun.sign)}${bodies.sun.house ? ` in the ${ordinal(bodies.sun.house)} house` : ''} lends the month its purpose, and it is best served ${words.manner(bodies.sun.sign)}`,
        ),
    span === 'year'
      ? sentence(
          `Venus in ${signName(bodies.venus.sign)}${bodies.venus.house ? ` in the ${ordinal(bodies.venus.house)} house` : ''} and Mars in ${signName(bodies.mars.sign)}${bodies.mars.house ? ` in the ${ordinal(bodies.mars.house)}` : ''} set your pace for love and effort, ${names.first}: warmth comes ${words.manner(bodies.venus.sign)}, drive ${words.manner(bodies.mars.sign)}`,
        )
      : sentence(
          `Your ${signName(bodies.moon.sign)} Moon is back where it stood when you were born, so the month speaks your oldest emotional language, ${names.first}: put ${words.need(bodies.moon.sign)} first`,
        ),
  ];

  const loud = contacts.slice(0, 3).map((contact) => returnContactLine(contact, span, writer, chart));

  const hardest = contacts.find((contact) => natureOf(contact) === 'friction');
  const easiest = contacts.find((contact) => natureOf(contact) === 'flow');
  const working = [
    easiest
      ? sentence(
          `Use the ${easiest.type} between ${words.body(easiest.first)} in ${signName(bodies[easiest.first].sign)} and ${words.body(easiest.second)} in ${signName(bodies[easiest.second].sign)} early: it is the ${span}'s easiest opening`,
        )
      : undefined,
    hardest
      ? sentence(
          `Plan around the ${hardest.type} between ${words.body(hardest.first)} in ${signName(bodies[hardest.first].sign)} and ${words.body(hardest.second)} in ${signName(bodies[hardest.second].sign)}: when ${words.theme(YOU, hardest.first)} and ${words.theme(YOU, hardest.second)} collide, slow down`,
        )
      : sentence(
          `No hard aspect presses on your ${signName(bodies[focusBody].sign)} ${words.body(focusBody)} this time, so the ${span} rewards steady effort more than heroic pushes`,
        ),
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
      span === 'year'
        ? `This year my ${signName(bodies.sun.sign)} Sun shines where it is asked to, and my ${signName(bodies.moon.sign)} Moon gets what it needs`
        : `From ${monthDay(instant)} on, I honour my ${signName(bodies.moon.sign)} Moon and let the ${signName(bodies.sun.sign)} Sun give it purpose`,
    ),
  };
}

function returnContactLine(
  contact: Contact,
  span: string,
  writer: AdvancedWriter,
  chart: NatalChart,
): string {
  const words = wordsFor(writer);
  const close = exactness(contact.orb);
  const sign = (body: ReadBody) => signName(chart.bodies[body].sign);
  const tone = {
    fusion: 'concentrated, hard to ignore',
    flow: 'supportive, a door that opens easily',
    friction: 'demanding, a test worth passing',
    adjustment: 'fiddly, a matter of fine-tuning',
  }[natureOf(contact)];
  return sentence(
    writer.fresh([
      `${words.body(contact.first)} in ${sign(contact.first)} ${words.verb(contact.type)} ${words.body(contact.second)} in ${sign(contact.second)}${close ? `, ${close}` : ''}: this ${span}, ${words.theme(YOU, contact.first)} and ${words.theme(YOU, contact.second)} meet in a way that is ${tone}`,
      `Expect ${words.theme(YOU, contact.first)} to be tied up with ${words.theme(YOU, contact.second)} this ${span}, through ${withArticle(contact.type)} that feels ${tone}`,
      `${withArticle(contact.type)} from ${words.body(contact.first)} to ${words.body(contact.second)} runs through the ${span}, ${tone}, and it involves ${words.theme(YOU, contact.second)} more than anything else`,
    ]),
  );
}

const DAY_MS = 86_400_000;
const shifted = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

const PHASES = [
  { name: 'new', tone: 'fresh starts and instinct over plans' },
  { name: 'crescent', tone: 'early effort against old habits' },
  { name: 'first-quarter', tone: 'decisions and action' },
  { name: 'gibbous', tone: 'refining and adjusting' },
  { name: 'full', tone: 'visibility, relationships and culmination' },
  { name: 'disseminating', tone: 'sharing what you know' },
  { name: 'last-quarter', tone: 'reorientation and clearing out' },
  { name: 'balsamic', tone: 'rest, endings and quiet preparation' },
] as const;

/** The Moon's phase in a return chart, from its elongation east of the Sun. */
function phaseWords(sunLongitude: number, moonLongitude: number) {
  const elongation = (((moonLongitude - sunLongitude) % 360) + 360) % 360;
  const phase = PHASES[Math.floor(elongation / 45)] ?? PHASES[0];
  const ahead = elongation <= 180;
  return {
    name: phase.name,
    tone: phase.tone,
    angle: Math.round(ahead ? elongation : 360 - elongation),
    side: ahead ? 'ahead of' : 'behind',
  };
}

const signOfAngle = (longitude: number) => signForLongitude(longitude).id;

/** The house holding three or more of the ten planets, if any. */
function busiestHouse(chart: NatalChart): { house: number; count: number } | undefined {
  const counts = new Map<number, number>();
  for (const body of [
    'sun',
    'moon',
    'mercury',
    'venus',
    'mars',
    'jupiter',
    'saturn',
    'uranus',
    'neptune',
    'pluto',
  ] as const) {
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
