import { type SignId, signForLongitude, signs } from '../../content/signs';
import type { FocusHouse, FocusReading, KeyPlanet } from '../../sky/advanced/focus-reading';
import type { RelocationChart } from '../../sky/advanced/relocation';
import { PERSONAL_BODY_IDS } from '../../sky/advanced/reading-bodies';
import { type ReadingDraft, type ReadingNames, section } from './reading-draft';
import { YOU, countWord, signName, wordsFor, withArticle } from './reading-parts';
import { type AdvancedWriter, listWords, sentence } from './reading-writer';
import { BODY_WEIGHT, HOUSE_NAMES, type ReadBody, houseNumber, ordinal } from './reading-vocabulary';

const signAt = (longitude: number): SignId => signForLongitude(longitude).id;

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
        : `Born with ${signName(homeAsc)} rising, you would rise in ${signName(newAsc)} there: people meet you as someone who moves ${words.manner(newAsc)}`,
    ),
    homeAsc === newAsc
      ? undefined
      : sentence(
          `Day to day that asks for ${words.need(newAsc)}, where your ${signName(homeAsc)} rising was used to ${words.need(homeAsc)}`,
        ),
    sentence(
      `Across the chart the ${signName(signAt(moved.asc + 180))} descendant hints at the partners and rivals that place would bring you: people who live ${words.manner(signAt(moved.asc + 180))}`,
    ),
  ];
  const summit = [
    sentence(
      homeMc === newMc
        ? `Your Midheaven keeps its ${signName(newMc)} colour, so the kind of work that suits you travels with you`
        : `The Midheaven moves from ${signName(homeMc)} to ${signName(newMc)}, so public life there leans toward ${words.need(newMc)}`,
    ),
  ];
  const rooms = changes.map(({ body, natalHouse, relocatedHouse }) =>
    sentence(
      writer.fresh([
        `${words.theme(YOU, body)} moves out of the ${ordinal(natalHouse)} house and into the ${ordinal(relocatedHouse)}, from ${words.area(natalHouse)} toward ${words.area(relocatedHouse)}`,
        `Your ${words.body(body)} changes rooms, from ${HOUSE_NAMES[houseNumber(natalHouse)]} to ${HOUSE_NAMES[houseNumber(relocatedHouse)]}: there, ${words.bareTheme(body)} would find its outlet in ${words.area(relocatedHouse)}`,
        `Where your ${words.body(body)} sat in the ${ordinal(natalHouse)} house at birth, it falls in the ${ordinal(relocatedHouse)} there, so ${words.area(relocatedHouse)} gets the benefit of ${words.theme(YOU, body)}`,
      ]),
    ),
  );
  const loud = angular.map(({ body, angle }) =>
    sentence(
      `${words.body(body)} lands within a few degrees of the ${angle} there, which turns up the volume on ${words.theme(YOU, body)} in everything you do`,
    ),
  );
  return {
    opening: [
      sentence(
        `Same birth moment, new horizon, ${names.first}: recast for the place you chose, your planets keep their signs while the angles swing round to ${signName(newAsc)} rising and ${countWord(changes.length)} of your main planets change house`,
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
          `If you go, give ${words.area(changes[0]?.relocatedHouse ?? 1)} time to show what it offers before judging the place, ${names.first}`,
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

const FOCUS_FRAMES = {
  medical: {
    caution: (name: string) =>
      `This is a reflection on rhythms and self-care for you, ${name}, never a diagnosis; any real health question belongs with a qualified professional`,
    topic: 'well-being',
  },
  financial: {
    caution: (name: string) =>
      `Read it as reflection on your habits and values around money, ${name}, not financial advice; real decisions deserve a qualified adviser`,
    topic: 'money',
  },
  vocational: {
    caution: (name: string) =>
      `Treat it as reflection on working style and talent, ${name}, not career advice; test it against what has truly energised you`,
    topic: 'work',
  },
} as const;

/** The medical, financial and vocational readings: each house, its ruler and what stands in it. */
export function focusDraft(reading: FocusReading, names: ReadingNames, writer: AdvancedWriter): ReadingDraft {
  const words = wordsFor(writer);
  const frame = FOCUS_FRAMES[reading.focus];
  // The houses holding planets speak loudest, so they come first.
  const houses = [...reading.houses].sort((a, b) => b.occupants.length - a.occupants.length);

  function houseLines(house: FocusHouse): (string | undefined)[] {
    const ruler = house.rulers[0];
    const occupants = house.occupants.filter((occupant) => occupant.body !== 'trueNode');
    return [
      sentence(
        writer.fresh([
          `${signName(house.cuspSign)} on this cusp colours ${words.area(house.house)}: you handle it ${words.manner(house.cuspSign)}`,
          `Here ${signName(house.cuspSign)} sets the tone, so ${words.area(house.house)} goes best with ${words.need(house.cuspSign)}`,
          `With ${signName(house.cuspSign)} at the door of this house, ${words.area(house.house)} asks for ${words.need(house.cuspSign)}`,
        ]),
      ),
      ruler
        ? sentence(
            `Its ruler ${words.body(ruler.body)} sits in ${signName(ruler.sign)} in the ${ordinal(ruler.house)} house, tying this part of ${frame.topic} to ${words.area(ruler.house)}${
              house.rulers[1]
                ? `, while the old ruler ${words.body(house.rulers[1].body)} adds ${withArticle(signName(house.rulers[1].sign))} note`
                : ''
            }`,
          )
        : undefined,
      ruler
        ? sentence(
            `In ${signName(ruler.sign)}, ${words.body(ruler.body)} handles that link ${words.manner(ruler.sign)}, which is how this house gets its business done`,
          )
        : undefined,
      occupants.length > 0
        ? sentence(
            `${listWords(occupants.map((occupant) => `${words.body(occupant.body)} in ${signName(occupant.sign)}`))} ${occupants.length > 1 ? 'live' : 'lives'} in your ${ordinal(house.house)} house, bringing ${listWords(occupants.slice(0, 2).map((occupant) => words.theme(YOU, occupant.body)))} straight into ${words.area(house.house)}`,
          )
        : sentence(
            writer.fresh([
              `No planet stands in your ${ordinal(house.house)} house, so ${ruler ? words.body(ruler.body) : 'its ruler'} does the talking and ${signName(house.cuspSign)} sets the terms quietly`,
              `Your ${ordinal(house.house)} house is empty of planets, which leaves ${signName(house.cuspSign)} and ${ruler ? `${words.body(ruler.body)} in ${signName(ruler.sign)}` : 'its ruler'} to run it in the background`,
            ]),
          ),
    ];
  }

  const keyLine = (planet: KeyPlanet) =>
    sentence(
      writer.fresh([
        `${words.body(planet.body)} in ${signName(planet.sign)} in the ${ordinal(planet.house)} house shapes ${frame.topic} ${words.manner(planet.sign)}`,
        `Watch ${words.theme(YOU, planet.body)}: in ${signName(planet.sign)} and the ${ordinal(planet.house)} house it draws on ${words.area(planet.house)}`,
        `Your ${words.body(planet.body)} sits in ${signName(planet.sign)}, house ${planet.house}, and for ${frame.topic} it asks for ${words.need(planet.sign)}`,
      ]),
    );

  const title = (house: FocusHouse) =>
    `${capitalised(HOUSE_NAMES[houseNumber(house.house)])}, ${ordinal(house.house)} House`;
  const basis =
    reading.houseBasis === 'natal'
      ? `your own houses`
      : `houses counted from your ${signName(reading.chart.bodies.sun.sign)} Sun, since the birth time or place is missing`;
  const first = houses[0];
  return {
    opening: [
      sentence(
        `${names.first}, this reading follows ${frame.topic} through ${countWord(houses.length)} houses of ${basis}, starting with the one that holds the most`,
      ),
      sentence(frame.caution(names.first)),
    ],
    sections: [
      ...houses.flatMap((house) => section(title(house), houseLines(house))),
      ...section('Key Planets', reading.keyPlanets.slice(0, 3).map(keyLine)),
      ...section('In Practice', [
        sentence(
          first
            ? `Start with ${words.area(first.house)}, ${names.first}, and do it ${words.manner(first.cuspSign)}: small, regular attention there pays back more than any grand plan`
            : `Start small and regular: attention paid often pays back more than any grand plan`,
        ),
      ]),
    ],
    affirmation: sentence(
      `I tend my ${frame.topic} the ${signName(reading.chart.bodies.sun.sign)} way, and my ${signName(reading.chart.bodies.moon.sign)} Moon tells me when to rest`,
    ),
  };
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
