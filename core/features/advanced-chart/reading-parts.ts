import { monthName, monthYearLabel, utcToIsoDate } from '../../time/calendar-date';
import type { SignId } from '../../content/signs';
import type { AspectId } from '../../sky/aspects';
import type { BodyId } from '../../sky/body-ids';
import type { AdvancedWriter } from './reading-writer';
import {
  ASPECT_NATURE,
  ASPECT_VERBS,
  ASPECT_WEIGHT,
  BODY_PACE,
  BODY_THEMES,
  BODY_WEIGHT,
  HOUSE_AREAS,
  type ReadBody,
  SIGN_MANNERS,
  SIGN_NEEDS,
  houseNumber,
  isReadBody,
} from './reading-vocabulary';
import { BODY_NAMES } from '../../content/body-names';

/** Whose planet a sentence speaks of: "your Venus", "Sam's Mars", "the bond's Moon". */
export interface Owner {
  /** "your", "Sam's", "the bond's". */
  possessive: string;
  /** "you", "Sam", "the bond". */
  subject: string;
  /** Whether the subject takes "feel" or "feels". */
  plural: boolean;
}

export const YOU: Owner = { possessive: 'your', subject: 'you', plural: true };
export const personOwner = (name: string): Owner => ({
  possessive: `${name}’s`,
  subject: name,
  plural: false,
});

/** "feel" for you, "feels" for Sam. */
export const verbFor = (owner: Owner, plural: string, singular: string): string =>
  owner.plural ? plural : singular;

/** A contact between two bodies, from any chart: inter-aspect, natal aspect, progression. */
export interface Contact {
  first: ReadBody;
  second: ReadBody;
  type: AspectId;
  orb: number;
  applying?: boolean;
}

/** How much a contact matters: the bodies it joins, its kind, and how close to exact it is. */
export function contactStrength({ first, second, type, orb }: Contact, maxOrb = 9): number {
  const closeness = Math.max(0.05, 1 - orb / maxOrb);
  return BODY_WEIGHT[first] * BODY_WEIGHT[second] * ASPECT_WEIGHT[type] * closeness;
}

/** Aspects of any chart as contacts, mean node left out, strongest first. */
export function strongestContacts<A extends { type: AspectId; orb: number; applying?: boolean }>(
  aspects: readonly A[],
  bodiesOf: (aspect: A) => [BodyId, BodyId],
  maxOrb = 9,
): Contact[] {
  return aspects
    .flatMap((aspect): Contact[] => {
      const [first, second] = bodiesOf(aspect);
      if (!isReadBody(first) || !isReadBody(second)) return [];
      return [
        {
          first,
          second,
          type: aspect.type,
          orb: aspect.orb,
          ...(aspect.applying === undefined ? {} : { applying: aspect.applying }),
        },
      ];
    })
    .sort((a, b) => contactStrength(b, maxOrb) - contactStrength(a, maxOrb));
}

/** Both outer-planet ends of a contact move too slowly to say anything about one chart. */
export const isGenerational = ({ first, second }: Contact): boolean =>
  ['uranus', 'neptune', 'pluto', 'trueNode'].includes(first) &&
  ['uranus', 'neptune', 'pluto', 'trueNode'].includes(second);

export const natureOf = (contact: Contact) => ASPECT_NATURE[contact.type];

/** The slower of two bodies: the one that keeps pressing on the other. */
export const slower = (first: ReadBody, second: ReadBody): boolean =>
  BODY_PACE.indexOf(first) > BODY_PACE.indexOf(second);

/**
 * A body as the subject or object of a sentence: the lights and the node take an article
 * ("the Moon rules it"), the planets stand alone ("Venus rules it").
 */
export const namedBody = (body: ReadBody): string =>
  body === 'sun' || body === 'moon' || body === 'trueNode' ? `the ${BODY_NAMES[body]}` : BODY_NAMES[body];

/** The words a writer draws for a body, a sign and a house. */
export const wordsFor = (writer: AdvancedWriter) => ({
  theme: (owner: Owner, body: ReadBody) => `${owner.possessive} ${writer.fresh(BODY_THEMES[body])}`,
  bareTheme: (body: ReadBody) => writer.fresh(BODY_THEMES[body]),
  manner: (sign: SignId) => writer.fresh(SIGN_MANNERS[sign]),
  need: (sign: SignId) => writer.fresh(SIGN_NEEDS[sign]),
  area: (house: number) => writer.fresh(HOUSE_AREAS[houseNumber(house)]),
  verb: (type: AspectId) => writer.fresh(ASPECT_VERBS[type]),
  body: (body: ReadBody) => BODY_NAMES[body],
  named: namedBody,
});

/** "within a third of a degree", said only when an orb is close enough to matter. */
export function exactness(orb: number): string | undefined {
  if (orb < 0.25) return 'all but exact';
  if (orb < 0.75) return 'within a degree of exact';
  if (orb < 1.5) return 'close to exact';
  return undefined;
}

/** "March 2026" from an ISO instant, for dates a reader needs only to the month. */
export const monthYear = (iso: string): string => monthYearLabel(utcToIsoDate(new Date(iso)));

/** "March 14" from an ISO instant. */
export function monthDay(iso: string): string {
  const date = utcToIsoDate(new Date(iso));
  return `${monthName(date)} ${Number(date.slice(8, 10))}`;
}
