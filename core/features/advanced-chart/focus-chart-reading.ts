import type { FocusId } from '../../sky/advanced/focus-rules';
import type {
  FocusHouse,
  FocusReading,
  KeyPlanet,
  Occupant,
  RulerPlacement,
} from '../../sky/advanced/focus-reading';
import { KEY_PLANET_ROLE_WORDS } from './focus-words';
import { type ReadingDraft, type ReadingNames, section } from './reading-draft';
import { signName } from '../../content/signs';
import { withArticle } from '../../compose/item-day-voice';
import { YOU, wordsFor } from './reading-parts';
import { type AdvancedWriter, listWords, sentence } from './reading-writer';
import { ordinal, countWord } from '../../compose/chart/chart-words';
import { HOUSE_NAMES, houseNumber } from './reading-vocabulary';

/**
 * The medical, financial and vocational readings: each house, its ruler and what stands in
 * it. Many people share a cusp sign or a ruler's placement, so every fact can be told in
 * several shapes; the writer, seeded per reading, picks one it has not used yet, so two people
 * with the same placement usually read it in different words and one reading never repeats a
 * shape from house to house.
 */
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
} as const satisfies Record<FocusId, { caution: (name: string) => string; topic: string }>;

type Words = ReturnType<typeof wordsFor>;

/** What one house line can draw on. */
interface HouseFacts {
  words: Words;
  house: FocusHouse;
  /** "well-being", "money", "work". */
  topic: string;
}
interface RuledFacts extends HouseFacts {
  ruler: RulerPlacement;
}
interface OccupiedFacts extends HouseFacts {
  occupants: readonly Occupant[];
}

const cuspOf = ({ house }: HouseFacts) => signName(house.cuspSign);
const nth = ({ house }: HouseFacts) => ordinal(house.house);
const rulerIn = ({ words, ruler }: RuledFacts) => `${words.named(ruler.body)} in ${signName(ruler.sign)}`;

/** The sign on the cusp and what it asks of the house's affairs. */
const CUSP_SHAPES: readonly ((facts: HouseFacts) => string)[] = [
  (facts) =>
    `${cuspOf(facts)} on this cusp colours ${facts.words.area(facts.house.house)}: you handle it ${facts.words.manner(facts.house.cuspSign)}`,
  (facts) =>
    `Here ${cuspOf(facts)} sets the tone, so in ${facts.words.area(facts.house.house)} you do best with ${facts.words.need(facts.house.cuspSign)}`,
  (facts) =>
    `With ${cuspOf(facts)} at the door of this house, you meet ${facts.words.area(facts.house.house)} looking for ${facts.words.need(facts.house.cuspSign)}`,
  (facts) =>
    `In matters of ${facts.words.area(facts.house.house)}, the ${cuspOf(facts)} cusp has you moving ${facts.words.manner(facts.house.cuspSign)}`,
  (facts) =>
    `${cuspOf(facts)} opens this house, and you approach ${facts.words.area(facts.house.house)} ${facts.words.manner(facts.house.cuspSign)}`,
  (facts) =>
    `The cusp falls in ${cuspOf(facts)}: when it comes to ${facts.words.area(facts.house.house)}, you want ${facts.words.need(facts.house.cuspSign)}`,
];

/** Where the ruler stands, and so which other part of life this house leans on. */
const RULER_PLACE_SHAPES: readonly ((facts: RuledFacts) => string)[] = [
  (facts) =>
    `${facts.words.named(facts.ruler.body)} rules this house from ${signName(facts.ruler.sign)} in the ${ordinal(facts.ruler.house)}, tying this part of ${facts.topic} to ${facts.words.area(facts.ruler.house)}`,
  (facts) =>
    `This house answers to ${rulerIn(facts)}, placed in your ${ordinal(facts.ruler.house)} house, so here your ${facts.topic} leans on ${facts.words.area(facts.ruler.house)}`,
  (facts) =>
    `Follow its ruler and you reach ${rulerIn(facts)} in the ${ordinal(facts.ruler.house)} house: this strand of ${facts.topic} runs through ${facts.words.area(facts.ruler.house)}`,
  (facts) =>
    `Because its ruler, ${rulerIn(facts)}, sits in your ${ordinal(facts.ruler.house)} house, this part of ${facts.topic} takes its cue from ${facts.words.area(facts.ruler.house)}`,
  (facts) =>
    `The thread from this house leads to ${rulerIn(facts)}, and from the ${ordinal(facts.ruler.house)} house on into ${facts.words.area(facts.ruler.house)}`,
];

/** The older of two rulers, when the cusp sign has one, as a clause after the ruler's place. */
const OLD_RULER_SHAPES: readonly ((old: RulerPlacement, words: Words) => string)[] = [
  (old, words) =>
    `, while the old ruler ${words.named(old.body)} adds ${withArticle(signName(old.sign))} note`,
  (old, words) =>
    `; its traditional ruler, ${words.named(old.body)} in ${signName(old.sign)}, keeps a hand in too`,
  (old, words) =>
    `, with ${words.named(old.body)}, the older ruler, lending a touch of ${signName(old.sign)}`,
];

/** How the ruler goes about the house's business, coloured by its own sign. */
const RULER_MANNER_SHAPES: readonly ((facts: RuledFacts) => string)[] = [
  (facts) =>
    `In ${signName(facts.ruler.sign)}, ${facts.words.named(facts.ruler.body)} handles that link ${facts.words.manner(facts.ruler.sign)}, which is how this house gets its business done`,
  (facts) =>
    `${facts.words.named(facts.ruler.body)} does this house’s work ${facts.words.manner(facts.ruler.sign)}, as a planet in ${signName(facts.ruler.sign)} will`,
  (facts) =>
    `Being in ${signName(facts.ruler.sign)}, ${facts.words.named(facts.ruler.body)} runs the errands of this house ${facts.words.manner(facts.ruler.sign)}`,
  (facts) =>
    `Whatever this house needs, ${rulerIn(facts)} sees to it ${facts.words.manner(facts.ruler.sign)}`,
  (facts) =>
    `From ${signName(facts.ruler.sign)}, ${facts.words.named(facts.ruler.body)} looks after these matters ${facts.words.manner(facts.ruler.sign)}`,
  (facts) =>
    `The ${signName(facts.ruler.sign)} placement means ${facts.words.named(facts.ruler.body)} serves this house ${facts.words.manner(facts.ruler.sign)}`,
  (facts) =>
    `${facts.words.named(facts.ruler.body)} carries this house’s concerns ${facts.words.manner(facts.ruler.sign)}, in keeping with its ${signName(facts.ruler.sign)} sign`,
  (facts) =>
    `Seated in ${signName(facts.ruler.sign)}, ${facts.words.named(facts.ruler.body)} wants ${facts.words.need(facts.ruler.sign)} before it will do this house’s work well`,
];

const occupantList = ({ words, occupants }: OccupiedFacts) =>
  listWords(occupants.map((occupant) => `${words.named(occupant.body)} in ${signName(occupant.sign)}`));
const occupantThemes = ({ words, occupants }: OccupiedFacts) =>
  listWords(occupants.slice(0, 2).map((occupant) => words.theme(YOU, occupant.body)));
/** The verb form for the occupants ("lives", "live") or for their themes. */
const agree = (count: number, singular: string, plural: string) => (count > 1 ? plural : singular);

/** The planets standing in the house, which speak louder than its cusp or its ruler. */
const OCCUPIED_SHAPES: readonly ((facts: OccupiedFacts) => string)[] = [
  (facts) =>
    `${occupantList(facts)} ${agree(facts.occupants.length, 'lives', 'live')} in your ${nth(facts)} house, bringing ${occupantThemes(facts)} straight into ${facts.words.area(facts.house.house)}`,
  (facts) =>
    `Your ${nth(facts)} house holds ${occupantList(facts)}, so ${occupantThemes(facts)} ${agree(Math.min(2, facts.occupants.length), 'feeds', 'feed')} straight into ${facts.words.area(facts.house.house)}`,
  (facts) =>
    `${occupantThemes(facts)} ${agree(Math.min(2, facts.occupants.length), 'finds', 'find')} a home in ${facts.words.area(facts.house.house)}, thanks to ${occupantList(facts)} in this house`,
  (facts) =>
    `With ${occupantList(facts)} in residence, this house is busy, and ${occupantThemes(facts)} ${agree(Math.min(2, facts.occupants.length), 'goes', 'go')} into ${facts.words.area(facts.house.house)}`,
  (facts) =>
    `Planets in a house speak loudest, and here ${occupantList(facts)} ${agree(facts.occupants.length, 'puts', 'put')} ${occupantThemes(facts)} into the service of ${facts.words.area(facts.house.house)}`,
];

/** An empty house, run from outside by its ruler and its cusp. */
const EMPTY_SHAPES: readonly ((facts: RuledFacts) => string)[] = [
  (facts) =>
    `No planet stands in your ${nth(facts)} house, so ${facts.words.named(facts.ruler.body)} does the talking and ${cuspOf(facts)} sets the terms quietly`,
  (facts) =>
    `Your ${nth(facts)} house is empty of planets, which leaves ${cuspOf(facts)} and ${rulerIn(facts)} to run it in the background`,
  (facts) =>
    `With no planet in residence, the ${nth(facts)} house works through ${facts.words.named(facts.ruler.body)} and the quieter temper of ${cuspOf(facts)}`,
  (facts) =>
    `Nothing occupies your ${nth(facts)} house, so look to ${rulerIn(facts)} rather than to any tenant for how it behaves`,
  (facts) =>
    `An empty ${nth(facts)} house is not a silent one: ${facts.words.named(facts.ruler.body)} speaks for it, and ${cuspOf(facts)} sets its tone`,
  (facts) =>
    `No tenants live in the ${nth(facts)} house, so its affairs run on ${cuspOf(facts)} habits and on the lead of ${facts.words.named(facts.ruler.body)}`,
  (facts) =>
    `The ${nth(facts)} house stands empty, and an empty house is run by its ruler: here that is ${rulerIn(facts)}`,
  (facts) =>
    `Without planets of its own, your ${nth(facts)} house takes its orders from ${facts.words.named(facts.ruler.body)} and its manners from ${cuspOf(facts)}`,
];

interface KeyFacts {
  words: Words;
  planet: KeyPlanet;
  topic: string;
}

/** A key planet of the focus, read for what it stands for and where it works. */
const KEY_SHAPES: readonly ((facts: KeyFacts) => string)[] = [
  ({ words, planet, topic }) =>
    `${words.named(planet.body)} in ${signName(planet.sign)} in the ${ordinal(planet.house)} house shapes ${topic} ${words.manner(planet.sign)}`,
  ({ words, planet }) =>
    `Watch ${words.theme(YOU, planet.body)}: in ${signName(planet.sign)} and the ${ordinal(planet.house)} house it draws on ${words.area(planet.house)}`,
  ({ words, planet, topic }) =>
    `Your ${words.body(planet.body)} sits in ${signName(planet.sign)}, house ${planet.house}, and for ${topic} it asks for ${words.need(planet.sign)}`,
  ({ words, planet }) =>
    `${words.named(planet.body)} is read here for ${KEY_PLANET_ROLE_WORDS[planet.role]}, and from ${signName(planet.sign)} in your ${ordinal(planet.house)} house it works ${words.manner(planet.sign)}`,
  ({ words, planet, topic }) =>
    `From the ${ordinal(planet.house)} house, ${words.named(planet.body)} in ${signName(planet.sign)} ties your ${topic} to ${words.area(planet.house)}`,
];

function houseLines(facts: HouseFacts, writer: AdvancedWriter): string[] {
  const ruler = facts.house.rulers[0];
  const old = facts.house.rulers[1];
  const occupants = facts.house.occupants.filter((occupant) => occupant.body !== 'trueNode');
  const ruled = ruler ? { ...facts, ruler } : undefined;
  const said = [sentence(writer.fresh(CUSP_SHAPES)(facts))];
  if (ruled) {
    const oldClause = old ? writer.fresh(OLD_RULER_SHAPES)(old, facts.words) : '';
    said.push(sentence(`${writer.fresh(RULER_PLACE_SHAPES)(ruled)}${oldClause}`));
    said.push(sentence(writer.fresh(RULER_MANNER_SHAPES)(ruled)));
  }
  if (occupants.length > 0) said.push(sentence(writer.fresh(OCCUPIED_SHAPES)({ ...facts, occupants })));
  else if (ruled) said.push(sentence(writer.fresh(EMPTY_SHAPES)(ruled)));
  else
    said.push(
      sentence(`No planet stands in your ${nth(facts)} house, so ${cuspOf(facts)} sets its terms quietly`),
    );
  return said;
}

export function focusDraft(reading: FocusReading, names: ReadingNames, writer: AdvancedWriter): ReadingDraft {
  const words = wordsFor(writer);
  const frame = FOCUS_FRAMES[reading.focus];
  // The houses holding planets speak loudest, so they come first.
  const houses = [...reading.houses].sort((a, b) => b.occupants.length - a.occupants.length);
  const title = (house: FocusHouse) =>
    `${capitalised(HOUSE_NAMES[houseNumber(house.house)])}, ${ordinal(house.house)} House`;
  const basis =
    reading.houseBasis === 'natal'
      ? `houses of your own chart`
      : `houses counted from your ${signName(reading.chart.bodies.sun.sign)} Sun, since the birth time or place is missing`;
  const first = houses[0];
  const keyLine = (planet: KeyPlanet) =>
    sentence(writer.fresh(KEY_SHAPES)({ words, planet, topic: frame.topic }));
  return {
    opening: [
      sentence(
        `${names.first}, this reading follows ${frame.topic} through ${countWord(houses.length)} ${basis}, starting with the one that holds the most`,
      ),
      sentence(frame.caution(names.first)),
    ],
    sections: [
      ...houses.flatMap((house) =>
        section(title(house), houseLines({ words, house, topic: frame.topic }, writer)),
      ),
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
