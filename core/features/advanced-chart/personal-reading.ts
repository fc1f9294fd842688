import { type SignId, signForLongitude, signName } from '../../content/signs';
import type { ProgressedChart } from '../../sky/advanced/progressed';
import { PERSONAL_BODY_IDS } from '../../sky/advanced/reading-bodies';
import { type ReadingDraft, type ReadingNames, section } from './reading-draft';
import { withArticle } from '../../compose/item-day-voice';
import { YOU, natureOf, wordsFor } from './reading-parts';
import { type AdvancedWriter, listWords, sentence } from './reading-writer';
import { ordinal } from '../../compose/chart/chart-words';
import { HOUSE_NAMES, type ReadBody, houseNumber } from './reading-vocabulary';

const signAt = (longitude: number): SignId => signForLongitude(longitude).id;

/** The progressed Ascendant and Midheaven: how you meet people now, and what you aim for. */
const PROGRESSED_ANGLE_SHAPES: readonly ((
  words: ReturnType<typeof wordsFor>,
  asc: SignId,
  mc: SignId,
) => string)[] = [
  (words, asc, mc) =>
    `Your progressed Ascendant now stands in ${signName(asc)} and the progressed Midheaven in ${signName(mc)}, so you meet people ${words.manner(asc)} and aim for ${words.need(mc)}`,
  (words, asc, mc) =>
    `By progression your Ascendant has reached ${signName(asc)} and your Midheaven ${signName(mc)}: first impressions now come ${words.manner(asc)}, and ambition asks for ${words.need(mc)}`,
  (words, asc, mc) =>
    `With the progressed Ascendant in ${signName(asc)}, you greet the world ${words.manner(asc)}, while a progressed ${signName(mc)} Midheaven steers your aims toward ${words.need(mc)}`,
];

/** Progressions read as what has moved since birth and what that asks now. */
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
        : writer.fresh([
            `That shift means the ${signName(born.sun.sign)} core you started with now expresses itself the ${signName(now.sun.sign)} way, ${words.manner(now.sun.sign)}`,
            `You are still ${withArticle(signName(born.sun.sign))} at heart, but these years you act on it ${words.manner(now.sun.sign)}, as ${signName(now.sun.sign)} does`,
            `The ${signName(born.sun.sign)} you were born as has learned ${signName(now.sun.sign)} habits, and now reaches for ${words.need(now.sun.sign)}`,
          ]),
    ),
  ];

  const movedLines = moved
    .filter((body) => body !== 'sun')
    .map((body) =>
      sentence(
        writer.fresh([
          `Your ${words.body(body)} has travelled from ${signName(born[body].sign)} into ${signName(now[body].sign)}, so ${words.theme(YOU, body)} now asks for ${words.need(now[body].sign)}`,
          `Since birth ${words.theme(YOU, body)} has crossed from ${signName(born[body].sign)} into ${signName(now[body].sign)} and learned to move ${words.manner(now[body].sign)}`,
          `The progressed ${words.body(body)} left ${signName(born[body].sign)} behind and now sits in ${signName(now[body].sign)}: ${words.theme(YOU, body)} is being rewritten ${words.manner(now[body].sign)}`,
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
    writer.fresh([
      `The progressed Moon, which changes sign every two and a half years or so, is in ${signName(now.moon.sign)}${
        moonHouse
          ? ` and crossing your natal ${ordinal(moonHouse)} house of ${HOUSE_NAMES[houseNumber(moonHouse)]}`
          : ''
      }: this chapter's emotional business is ${moonHouse ? words.area(moonHouse) : words.need(now.moon.sign)}`,
      `Your progressed Moon now moves through ${signName(now.moon.sign)}${
        moonHouse ? `, in the ${ordinal(moonHouse)} house of your birth chart,` : ','
      } and for the next couple of years your feelings keep returning to ${moonHouse ? words.area(moonHouse) : words.need(now.moon.sign)}`,
      `Every thirty months or so the progressed Moon finds a new sign; today it is ${signName(now.moon.sign)}${
        moonHouse ? `, lighting your natal ${ordinal(moonHouse)} house` : ''
      }, so the heart's present homework is ${moonHouse ? words.area(moonHouse) : words.need(now.moon.sign)}`,
    ]),
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
      writer.fresh([
        `Moving about a degree a year, your progressed Sun has travelled some ${arcDegrees} degrees since birth, and every point that hangs on it has shifted in step, now reaching for ${words.need(now.sun.sign)}`,
        `A degree for each year of life adds up: ${arcDegrees} degrees of solar arc now separate your progressed Sun from the one you were born with, and it moves ${words.manner(now.sun.sign)}`,
        `Count the years and you have the arc: the progressed Sun sits ${arcDegrees} degrees on from its birth place, carrying your whole chart toward ${words.need(now.sun.sign)}`,
      ]),
    ),
    angles
      ? sentence(writer.fresh(PROGRESSED_ANGLE_SHAPES)(words, signAt(angles.asc), signAt(angles.mc)))
      : undefined,
  ];
  const firstMoved = moved[0];
  const movedList = listWords(moved.map((body) => words.named(body)));
  const asks = [
    sentence(
      writer.fresh([
        `What this season asks of you, ${names.first}, is ${words.need(now.moon.sign)}, in the way only ${withArticle(signName(now.moon.sign))} Moon can want it`,
        `Between ${age} and ${age + 2}, give yourself ${words.need(now.moon.sign)}; a progressed Moon in ${signName(now.moon.sign)} will not settle for less`,
      ]),
    ),
    sentence(
      firstMoved
        ? writer.fresh([
            `With ${movedList} in new signs, let an old ${signName(born[firstMoved].sign)} version of ${words.theme(YOU, firstMoved)} go rather than defending it`,
            `${movedList} ${moved.length > 1 ? 'have' : 'has'} moved on since birth, and ${words.theme(YOU, firstMoved)} may move on too, past its ${signName(born[firstMoved].sign)} beginnings`,
            `Because ${movedList} ${moved.length > 1 ? 'have' : 'has'} changed sign, treat the ${signName(born[firstMoved].sign)} habits of ${words.theme(YOU, firstMoved)} as a starting point, not a rule`,
          ])
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
      writer.fresh([
        `I let my ${signName(now.moon.sign)} Moon lead me toward ${words.need(now.moon.sign)}, and I welcome who I am becoming at ${age}`,
        `At ${age} I am still arriving, and my progressed ${signName(now.moon.sign)} Moon asks me to live ${words.manner(now.moon.sign)}`,
        `I honour the ${signName(born.sun.sign)} I was born as and make room for ${words.need(now.moon.sign)} this ${signName(now.moon.sign)} season`,
      ]),
    ),
  };
}
