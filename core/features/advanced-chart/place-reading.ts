import { type SignId, signForLongitude, signs, signName } from '../../content/signs';
import type { RelocationChart } from '../../sky/advanced/relocation';
import { PERSONAL_BODY_IDS } from '../../sky/advanced/reading-bodies';
import { type ReadingDraft, type ReadingNames, section } from './reading-draft';
import { withArticle } from '../../compose/item-day-voice';
import { YOU, wordsFor } from './reading-parts';
import { type AdvancedWriter, sentence } from './reading-writer';
import { ordinal, countWord } from '../../compose/chart/chart-words';
import { BODY_WEIGHT, HOUSE_NAMES, type ReadBody, houseNumber } from './reading-vocabulary';

const signAt = (longitude: number): SignId => signForLongitude(longitude).id;

type AngleName = 'rising point' | 'setting point' | 'Midheaven' | 'lowest point of the chart';
/** The house each angle opens, for what a planet standing on it turns up. */
const houseOfAngle = {
  'rising point': 1,
  'setting point': 7,
  Midheaven: 10,
  'lowest point of the chart': 4,
} as const satisfies Record<AngleName, number>;

/** A planet that changes house at the new place; the shapes rotate so no reading repeats one. */
const ROOM_CHANGES: readonly ((
  words: ReturnType<typeof wordsFor>,
  change: { body: ReadBody; natalHouse: number; relocatedHouse: number },
) => string)[] = [
  (words, { body, natalHouse, relocatedHouse }) =>
    `${words.theme(YOU, body)} moves out of the ${ordinal(natalHouse)} house and into the ${ordinal(relocatedHouse)}, from ${words.area(natalHouse)} toward ${words.area(relocatedHouse)}`,
  (words, { body, natalHouse, relocatedHouse }) =>
    `Your ${words.body(body)} changes rooms, from ${HOUSE_NAMES[houseNumber(natalHouse)]} to ${HOUSE_NAMES[houseNumber(relocatedHouse)]}: there, ${words.bareTheme(body)} would find its outlet in ${words.area(relocatedHouse)}`,
  (words, { body, natalHouse, relocatedHouse }) =>
    `Where your ${words.body(body)} sat in the ${ordinal(natalHouse)} house at birth, it falls in the ${ordinal(relocatedHouse)} there, so ${words.theme(YOU, body)} is put to work on ${words.area(relocatedHouse)}`,
  (words, { body, natalHouse, relocatedHouse }) =>
    `At home ${words.named(body)} works in your ${ordinal(natalHouse)} house; there it would move to the ${ordinal(relocatedHouse)}, turning ${words.theme(YOU, body)} toward ${words.area(relocatedHouse)}`,
  (words, { body, natalHouse, relocatedHouse }) =>
    `${words.area(relocatedHouse)} would gain ${words.theme(YOU, body)} there, since ${words.named(body)} crosses from the ${ordinal(natalHouse)} house into the ${ordinal(relocatedHouse)}`,
];

/** A planet on one of the relocated angles: it says more there than it did at home. */
const ANGLE_LANDINGS: readonly ((body: string, angle: AngleName, theme: string, area: string) => string)[] = [
  (body, angle, theme) =>
    `${body} lands within a few degrees of the ${angle} there, which turns up the volume on ${theme} in everything you do`,
  (body, angle, theme, area) =>
    `There ${body} sits almost on the ${angle}, so ${theme} would colour ${area} more than it ever has at home`,
  (body, angle, theme) =>
    `An angle amplifies whatever touches it, and in that place ${body} is close to the ${angle}: ${theme} gets louder`,
  (body, angle, theme, area) =>
    `With ${body} near the ${angle} of the relocated chart, ${area} there would carry the mark of ${theme}`,
];

/** How far apart two longitudes are, either way round. */
const arcBetween = (first: number, second: number) => {
  const difference = Math.abs((((first - second) % 360) + 360) % 360);
  return Math.min(difference, 360 - difference);
};

/**
 * Relocation read as the angles' shift: a new rising sign, a new Midheaven, the planets that
 * change house and those that land on an angle at the new place.
 */
export function relocationDraft(
  chart: RelocationChart,
  names: ReadingNames,
  writer: AdvancedWriter,
): ReadingDraft {
  const words = wordsFor(writer);
  const moved = chart.chart.houses;
  const home = chart.natal.houses;
  if (!moved || !home) return untimedRelocation(chart, names, writer);

  const descendant = signAt(moved.asc + 180);
  const [homeAsc, newAsc, homeMc, newMc] = [
    signAt(home.asc),
    signAt(moved.asc),
    signAt(home.mc),
    signAt(moved.mc),
  ];
  const changes = [...(chart.houseChanges ?? [])]
    .filter((change) => change.body !== 'trueNode')
    .sort((a, b) => BODY_WEIGHT[b.body] - BODY_WEIGHT[a.body])
    .slice(0, 4);
  const angular = PERSONAL_BODY_IDS.concat(['jupiter', 'saturn'] as never[]).flatMap((body) => {
    const longitude = chart.chart.bodies[body as ReadBody].lon;
    const angles = [
      ['rising point', moved.asc],
      ['setting point', moved.asc + 180],
      ['Midheaven', moved.mc],
      ['lowest point of the chart', moved.mc + 180],
    ] as const;
    const hit = angles.find(([, angle]) => arcBetween(longitude, angle) <= 5);
    return hit ? [{ body: body as ReadBody, angle: hit[0] }] : [];
  });

  const horizon = [
    sentence(
      homeAsc === newAsc
        ? `Your rising sign stays ${signName(newAsc)} there, ${names.first}, so first impressions change little; what shifts is finer, the degree and the houses behind it`
        : writer.fresh([
            `Born with ${signName(homeAsc)} rising, you would rise in ${signName(newAsc)} there: people meet you as someone who moves ${words.manner(newAsc)}`,
            `There the ${signName(homeAsc)} Ascendant you were born with gives way to ${signName(newAsc)}, and strangers would read you as someone who acts ${words.manner(newAsc)}`,
            `Swap ${signName(homeAsc)} rising for ${signName(newAsc)} rising and first impressions change: in that place you come across ${words.manner(newAsc)}`,
            `${signName(newAsc)} would take over the horizon from your natal ${signName(homeAsc)}, so the self you show there moves ${words.manner(newAsc)}`,
          ]),
    ),
    homeAsc === newAsc
      ? undefined
      : sentence(
          `Day to day that asks for ${words.need(newAsc)}, where your ${signName(homeAsc)} rising was used to ${words.need(homeAsc)}`,
        ),
    sentence(
      writer.fresh([
        `Across the chart the ${signName(descendant)} descendant hints at the partners and rivals that place would bring you: people who live ${words.manner(descendant)}`,
        `Opposite, the ${signName(descendant)} descendant describes whom you would draw close there, people who go about life ${words.manner(descendant)}`,
        `The partners that place sends you would carry the stamp of ${signName(descendant)}, since that sign holds the descendant: look for people who want ${words.need(descendant)}`,
        `With ${signName(descendant)} setting, the people you pair up with there, in love or in business, tend to ask for ${words.need(descendant)}`,
      ]),
    ),
  ];
  const summit = [
    sentence(
      homeMc === newMc
        ? `Your Midheaven keeps its ${signName(newMc)} colour, so the kind of work that suits you travels with you`
        : `The Midheaven moves from ${signName(homeMc)} to ${signName(newMc)}, so public life there leans toward ${words.need(newMc)}`,
    ),
    sentence(
      writer.fresh([
        `Ambitions there would be pursued ${words.manner(newMc)}, the way ${withArticle(signName(newMc))} Midheaven likes to climb`,
        `In that place the work you become known for would reward ${words.need(newMc)}`,
        `Colleagues there would tend to see you through the lens of ${signName(newMc)} and value ${words.need(newMc)} in what you do`,
      ]),
    ),
  ];
  const rooms = changes.map((change) => sentence(writer.fresh(ROOM_CHANGES)(words, change)));
  const loud = angular.map(({ body, angle }) =>
    sentence(
      writer.fresh(ANGLE_LANDINGS)(
        words.named(body),
        angle,
        words.theme(YOU, body),
        words.area(houseOfAngle[angle]),
      ),
    ),
  );
  return {
    opening: [
      sentence(
        `Same birth moment, new horizon, ${names.first}: recast for the place you chose, your planets keep their signs while the angles swing round to ${signName(newAsc)} rising and ${changes.length === 0 ? 'none' : countWord(changes.length)} of your main planets change house`,
      ),
    ],
    sections: [
      ...section('A New Horizon', horizon),
      ...section('A New Summit', summit),
      ...section(
        'Changing Rooms',
        rooms.length > 0
          ? rooms
          : [sentence(`Every planet keeps its house there, so the move changes emphasis only by degrees`)],
      ),
      ...section('On the Angles', loud),
      ...section('Living There', [
        sentence(
          `Home there takes ${withArticle(signName(signAt(moved.mc + 180)))} flavour for ${withArticle(signName(chart.natal.bodies.sun.sign))} like you, since that sign sits at the root of the relocated chart: ${words.need(signAt(moved.mc + 180))} is what would make a flat feel like yours`,
        ),
        sentence(
          `If you go, allow a season before judging the place, ${names.first}: its gifts would show first in ${words.area(changes[0]?.relocatedHouse ?? 1)}`,
        ),
        sentence(
          writer.fresh([
            `You take your whole ${signName(chart.natal.bodies.sun.sign)} chart with you; relocation only changes which parts of it face the street`,
            `Nothing in your ${signName(chart.natal.bodies.sun.sign)} Sun or ${signName(chart.natal.bodies.moon.sign)} Moon changes on the journey, only the rooms they live in`,
          ]),
        ),
      ]),
    ],
    affirmation: sentence(
      `Wherever I stand, I carry my ${signName(chart.natal.bodies.sun.sign)} Sun and let ${withArticle(signName(newAsc))} horizon teach me something new`,
    ),
  };
}

function untimedRelocation(
  chart: RelocationChart,
  names: ReadingNames,
  writer: AdvancedWriter,
): ReadingDraft {
  const words = wordsFor(writer);
  const bodies = chart.chart.bodies;
  return {
    opening: [
      sentence(
        `A relocation turns on the angles, and the angles need the minute you were born, ${names.first}; without it the move changes nothing the chart can measure`,
      ),
    ],
    sections: [
      ...section('What Travels', [
        sentence(
          `Your Sun in ${signName(bodies.sun.sign)} and Moon in ${signName(bodies.moon.sign)} go wherever you go: ${words.theme(YOU, 'sun')} grows ${words.manner(bodies.sun.sign)}, and home is wherever you find ${words.need(bodies.moon.sign)}`,
        ),
        sentence(
          `Venus in ${signName(bodies.venus.sign)} and Mars in ${signName(bodies.mars.sign)} keep their style in any city: affection ${words.manner(bodies.venus.sign)}, effort ${words.manner(bodies.mars.sign)}`,
        ),
      ]),
      ...section('What Would Change', [
        sentence(
          `With a birth time the chart could show which house your ${signName(bodies.sun.sign)} Sun moves into there and whether a planet lands on the new horizon`,
        ),
        sentence(
          `Try the chart again with the time from a birth certificate, ${names.first}, and the place will have its say`,
        ),
      ]),
      ...section('Signs That Travel', [
        sentence(
          signs[bodies.sun.sign].element === signs[bodies.moon.sign].element
            ? `Your Sun and Moon share the ${signs[bodies.sun.sign].element} element, so any place that suits one tends to suit the other`
            : `Your ${signs[bodies.sun.sign].element} Sun and ${signs[bodies.moon.sign].element} Moon may want different things from a place, ${names.first}: one the life outside, the other the feeling of the rooms`,
        ),
        sentence(
          `Mars in ${signName(bodies.mars.sign)} keeps its habits too: it will want ${words.need(bodies.mars.sign)} from any new routine, wherever you unpack`,
        ),
        sentence(
          `Venus in ${signName(bodies.venus.sign)} will look for ${words.need(bodies.venus.sign)} in any new circle of friends, and that search goes with you unchanged`,
        ),
        sentence(
          `Mercury in ${signName(bodies.mercury.sign)} keeps your mind working ${words.manner(bodies.mercury.sign)}, whatever language the street signs speak`,
        ),
        sentence(
          `Jupiter in ${signName(bodies.jupiter.sign)} and Saturn in ${signName(bodies.saturn.sign)} frame how you grow and how you commit, and a new address only changes where those lessons happen`,
        ),
        sentence(
          `If you are weighing a move, notice whether the place gives your ${signName(bodies.moon.sign)} Moon ${words.need(bodies.moon.sign)}: that answer needs no birth time at all`,
        ),
      ]),
    ],
    affirmation: sentence(
      `I carry my ${signName(bodies.sun.sign)} Sun and ${signName(bodies.moon.sign)} Moon to every place I call home`,
    ),
  };
}
