import { type SignId, signForLongitude, signs, signName } from '../../content/signs';
import type { NatalChart } from '../../sky/chart';
import type { CompositeChart } from '../../sky/advanced/composite';
import type { DavisonChart } from '../../sky/advanced/davison';
import { type ReadingDraft, type ReadingNames, section } from './reading-draft';
import { withArticle } from '../../compose/item-day-voice';
import {
  type Contact,
  type Owner,
  exactness,
  isGenerational,
  monthYear,
  natureOf,
  strongestContacts,
  wordsFor,
} from './reading-parts';
import { type AdvancedWriter, sentence } from './reading-writer';
import { ordinal } from '../../compose/chart/chart-words';
import { HOUSE_NAMES, type ReadBody, houseNumber } from './reading-vocabulary';

type BondChart = Pick<NatalChart, 'bodies' | 'houses' | 'aspects'>;

/**
 * The composite and the Davison chart read as the relationship's own chart: its core and
 * emotional climate, how it loves and talks, its strongest inner currents, and how to tend it.
 */
function bondDraft(
  chart: BondChart,
  names: ReadingNames,
  writer: AdvancedWriter,
  framing: string,
): ReadingDraft {
  const words = wordsFor(writer);
  const bond: Owner = writer.pick([
    { possessive: 'the bond’s', subject: 'the bond', plural: false },
    { possessive: 'the relationship’s', subject: 'the relationship', plural: false },
  ]);
  const sign = (body: ReadBody) => chart.bodies[body].sign;
  const house = (body: ReadBody) => chart.bodies[body].house;
  const inHouse = (body: ReadBody) => {
    const number = house(body);
    return number === undefined
      ? ''
      : `, in the ${ordinal(number)} house of ${HOUSE_NAMES[houseNumber(number)]}`;
  };
  const contacts = strongestContacts(chart.aspects, (aspect) => [aspect.a, aspect.b]).filter(
    (contact) => !isGenerational(contact),
  );

  const sameElement = signs[sign('sun')].element === signs[sign('moon')].element;
  const core = [
    sentence(
      sameElement
        ? `${withArticle(signName(sign('sun')))} Sun and ${withArticle(signName(sign('moon')))} Moon share the ${signs[sign('sun')].element} element, so what the bond is for and what comforts it rarely argue`
        : `${withArticle(signName(sign('sun')))} Sun with ${withArticle(signName(sign('moon')))} Moon mixes ${signs[sign('sun')].element} with ${signs[sign('moon')].element}, so you and ${names.second} will keep negotiating between what the bond aims at and what soothes it`,
    ),
    sentence(
      `At its centre sits ${withArticle(signName(sign('sun')))} Sun${inHouse('sun')}: ${bond.possessive} ${words.bareTheme('sun')} grows ${words.manner(sign('sun'))}, and it thrives on ${words.need(sign('sun'))}`,
    ),
    sentence(
      `Its Moon in ${signName(sign('moon'))}${inHouse('moon')}${house('moon') === undefined ? '' : ','} sets the emotional climate you and ${names.second} share: ${words.need(sign('moon'))} is what makes both of you feel safe together`,
    ),
    chart.houses
      ? sentence(
          `With ${signName(signOfLongitude(chart.houses.asc))} rising, others meet you and ${names.second} as a couple who ${ascendantStyle(signOfLongitude(chart.houses.asc), writer)}`,
        )
      : undefined,
  ];

  const venusHouse = house('venus');
  const love = [
    venusHouse === undefined
      ? undefined
      : sentence(
          `Love gathers in the ${ordinal(venusHouse)} house here, so ${words.area(venusHouse)} is where you and ${names.second} feel most like a couple`,
        ),
    sentence(
      `Venus in ${signName(sign('venus'))} shows how affection moves between you: ${words.manner(sign('venus'))}, with ${words.need(sign('venus'))} as its quiet condition`,
    ),
    sentence(
      `Mars in ${signName(sign('mars'))} is how you and ${names.second} act and argue, ${words.manner(sign('mars'))}, while Mercury in ${signName(sign('mercury'))} keeps your conversations ${mercuryTone(sign('mercury'))}`,
    ),
  ];

  const currents = contacts.slice(0, 3).map((contact) => currentLine(contact, bond, writer, chart));

  const tension = contacts.find((contact) => natureOf(contact) === 'friction');
  const tending = [
    sentence(
      tension
        ? writer.fresh([
            `The tender spot is where ${words.theme(bond, tension.first)} and ${words.theme(bond, tension.second)} pull apart; give that tug a regular, unhurried conversation rather than waiting for a crisis`,
            `When ${words.theme(bond, tension.first)} and ${words.theme(bond, tension.second)} start to strain against each other, talk early and calmly, long before it turns into a quarrel`,
            `Expect the old argument to gather around ${words.theme(bond, tension.first)} versus ${words.theme(bond, tension.second)}; naming it kindly, and often, keeps it small`,
          ])
        : `Nothing in this chart fights itself hard, so the task for you and ${names.second} is to keep the bond from getting too comfortable to grow`,
    ),
    sentence(
      writer.fresh([
        `Feed its ${signName(sign('moon'))} Moon with ${words.need(sign('moon'))}, and the ${signName(sign('sun'))} Sun has room to shine`,
        `What keeps this ${signName(sign('sun'))}-${signName(sign('moon'))} bond well is simple: ${words.need(sign('moon'))}, offered before either of you has to ask`,
        `On ordinary weeks, give the bond ${words.need(sign('moon'))}; its ${signName(sign('moon'))} Moon notices, and so will ${names.second}`,
      ]),
    ),
  ];

  return {
    opening: [sentence(framing)],
    sections: [
      ...section('Its Core', core),
      ...section('How It Loves', love),
      ...section('Strongest Currents', currents),
      ...section('Tending It', tending),
    ],
    affirmation: sentence(
      writer.pick([
        `${names.second} and I make ${withArticle(signName(sign('sun')))} Sun shine, and we give our ${signName(sign('moon'))} Moon what it needs`,
        `With ${names.second} I build something ${signName(sign('sun'))} and bright, and I tend its ${signName(sign('moon'))} heart`,
      ]),
    ),
  };
}

/** How a contact inside the bond's chart behaves, by its nature. */
const CURRENT_EFFECTS = {
  fusion: 'they act as one force, for better and for worse',
  flow: 'this is a gift the relationship can lean on without thinking',
  friction: 'the strain is real, and it is also what keeps the bond from going stale',
  adjustment: 'they need small, repeated adjustments to stay in step',
} as const;

interface CurrentFacts {
  words: ReturnType<typeof wordsFor>;
  bond: Owner;
  contact: Contact;
  where: (body: ReadBody) => string;
}

/** One of the bond's strongest inner contacts; the shapes rotate so no reading repeats one. */
const CURRENT_SHAPES: readonly ((facts: CurrentFacts) => string)[] = [
  ({ words, bond, contact }) =>
    `${words.theme(bond, contact.first)} ${words.verb(contact.type)} ${words.theme(bond, contact.second)}${closeness(contact, ' (', ')')}: ${CURRENT_EFFECTS[natureOf(contact)]}`,
  ({ words, contact, where }) =>
    `${withArticle(contact.type)} joins ${words.named(contact.first)} in ${where(contact.first)} to ${words.named(contact.second)} in ${where(contact.second)}, and ${CURRENT_EFFECTS[natureOf(contact)]}`,
  ({ words, contact, where }) =>
    `Between its ${words.body(contact.first)} in ${where(contact.first)} and its ${words.body(contact.second)} in ${where(contact.second)} runs ${withArticle(contact.type)}; ${CURRENT_EFFECTS[natureOf(contact)]}`,
  ({ words, bond, contact, where }) =>
    `In ${bond.possessive} chart ${words.named(contact.first)} in ${where(contact.first)} and ${words.named(contact.second)} in ${where(contact.second)} form ${withArticle(contact.type)}${closeness(contact, ', ', '')}, so ${words.theme(bond, contact.first)} and ${words.theme(bond, contact.second)} are bound up together`,
  ({ words, bond, contact }) =>
    `Where ${words.theme(bond, contact.first)} meets ${words.theme(bond, contact.second)}, ${withArticle(contact.type)} is at work: ${CURRENT_EFFECTS[natureOf(contact)]}`,
];

const closeness = (contact: Contact, before: string, after: string) => {
  const close = exactness(contact.orb);
  return close ? `${before}${close}${after}` : '';
};

function currentLine(contact: Contact, bond: Owner, writer: AdvancedWriter, chart: BondChart): string {
  const where = (body: ReadBody) => signName(chart.bodies[body].sign);
  return sentence(writer.fresh(CURRENT_SHAPES)({ words: wordsFor(writer), bond, contact, where }));
}

const signOfLongitude = (longitude: number): SignId => signForLongitude(longitude).id;

function ascendantStyle(sign: SignId, writer: AdvancedWriter): string {
  return `move ${wordsFor(writer).manner(sign)}`;
}

const MERCURY_TONES = {
  aries: 'quick and blunt',
  taurus: 'slow and practical',
  gemini: 'busy and playful',
  cancer: 'personal and remembered',
  leo: 'warm and a little dramatic',
  virgo: 'precise and helpful',
  libra: 'polite and balanced',
  scorpio: 'probing and private',
  sagittarius: 'wide-ranging and frank',
  capricorn: 'sober and to the point',
  aquarius: 'inventive and detached',
  pisces: 'dreamy and intuitive',
} as const satisfies Record<SignId, string>;
const mercuryTone = (sign: SignId) => MERCURY_TONES[sign];

export function compositeDraft(
  chart: CompositeChart,
  names: ReadingNames,
  writer: AdvancedWriter,
): ReadingDraft {
  return bondDraft(
    chart,
    names,
    writer,
    writer.pick([
      `Halfway between your planets and ${names.second}’s lies a third chart, the one that belongs to neither of you alone, and it has ${withArticle(signName(chart.bodies.sun.sign))} Sun and ${withArticle(signName(chart.bodies.moon.sign))} Moon`,
      `The composite of you and ${names.second} treats your bond as a character in its own right, with ${withArticle(signName(chart.bodies.sun.sign))} Sun and ${withArticle(signName(chart.bodies.moon.sign))} Moon`,
    ]),
  );
}

export function davisonDraft(chart: DavisonChart, names: ReadingNames, writer: AdvancedWriter): ReadingDraft {
  return bondDraft(
    chart.chart,
    names,
    writer,
    writer.pick([
      `The sky of ${monthYear(chart.instant)}, the moment halfway between your birth and ${names.second}’s, reads as the birth chart of what you share, with the Sun in ${signName(chart.chart.bodies.sun.sign)} and the Moon in ${signName(chart.chart.bodies.moon.sign)}`,
      `Cast for ${monthYear(chart.instant)}, midway between the day you were born and the day ${names.second} was, the Davison chart gives your relationship a real sky: Sun in ${signName(chart.chart.bodies.sun.sign)}, Moon in ${signName(chart.chart.bodies.moon.sign)}`,
    ]),
  );
}
