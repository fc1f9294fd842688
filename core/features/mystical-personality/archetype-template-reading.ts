import type { ComposedReading } from '../../compose/composed-reading';
import {
  ELEMENTS,
  type Element,
  MODALITIES,
  type Modality,
  SIGN_IDS,
  type SignId,
  signs,
} from '../../content/signs';
import { ARCHETYPE_IDS, type Archetype } from '../../content/archetypes/archetype';
import { archetypeSignLines } from './bank/archetype-sign-lines';

/**
 * The built-in reading the archetype page shows when generation returns an empty text (tool spec
 * §4). It is written from the archetype's own fields and the sign's element, modality, keywords
 * and sentence lines, and is fixed for a pair: the same archetype and sign always read the same.
 *
 * The list items it quotes are chosen so no two signs share a sentence for one archetype: each
 * sentence quoting them pairs one picked by the sign's modality with one picked by its element
 * (power and gift, tool and symbol), and no two signs share both a modality and an element.
 */

/** How the sign's element meets the archetype's: the same, kindred (they feed each other), or contrasting. */
type ElementMeeting = 'same' | 'kindred' | 'contrasting';

const KINDRED: Record<Element, Element> = { fire: 'air', air: 'fire', earth: 'water', water: 'earth' };

const meetingOf = (signElement: Element, archetypeElement: Element): ElementMeeting =>
  signElement === archetypeElement
    ? 'same'
    : KINDRED[signElement] === archetypeElement
      ? 'kindred'
      : 'contrasting';

/** An image of the kindred pair at work, keyed by the sign's element. */
const KINDRED_IMAGES: Record<Element, string> = {
  fire: 'a flame leaps higher in moving air',
  air: 'wind makes a small flame bolder',
  earth: 'a field opens after rain',
  water: 'a river finds its shape between its banks',
};

interface MeetingWords {
  sign: string;
  name: string;
  signElement: Element;
  archetypeElement: Element;
}

const MEETING_LINES: Record<ElementMeeting, readonly ((words: MeetingWords) => string)[]> = {
  same: [
    ({ sign, name, signElement }) =>
      `For ${sign}, the ${name}'s ${signElement} is home ground, so this path can feel less like learning and more like remembering.`,
    ({ sign, name, signElement }) =>
      `${sign} shares the ${name}'s ${signElement}, which makes the pull of this archetype easy to feel and just as easy to overdo.`,
  ],
  kindred: [
    ({ sign, name, signElement, archetypeElement }) =>
      `${sign}'s ${signElement} and the ${name}'s ${archetypeElement} feed each other, the way ${KINDRED_IMAGES[signElement]}.`,
    ({ sign, name, signElement, archetypeElement }) =>
      `${sign} brings ${signElement} to the ${name}'s ${archetypeElement}, a pairing that tends to strengthen both sides.`,
  ],
  contrasting: [
    ({ sign, name, signElement, archetypeElement }) =>
      `The ${name} works through ${archetypeElement}, which is not ${sign}'s native ${signElement}, and that difference is exactly what it has to teach you.`,
    ({ sign, name, signElement, archetypeElement }) =>
      `Meeting the ${name}'s ${archetypeElement} with a sign of ${signElement}, ${sign} is learning a second language here, slowly and with real rewards.`,
  ],
};

const KEYWORD_LINES: readonly ((keyword: string, name: string) => string)[] = [
  (keyword, name) => `Your ${keyword} is the doorway, the place where the ${name} in you shows up first.`,
  (keyword, name) => `Look to your ${keyword}, because that is where the ${name} already lives in you.`,
  (keyword, name) => `The ${name} grows out of your ${keyword}, not in spite of it.`,
];

const POWER_LINES: Record<Modality, (power: string, gift: string) => string> = {
  cardinal: (power, gift) =>
    `As a cardinal sign you start things, so the power you will feel first is ${power}, and ${gift} is the gift that grows from using it.`,
  fixed: (power, gift) =>
    `As a fixed sign you keep what you find, so the power to settle into is ${power}, and the gift it deepens over time is ${gift}.`,
  mutable: (power, gift) =>
    `As a mutable sign you adapt quickly, so the power that comes to you in many shapes is ${power}, and the gift that lends it range is ${gift}.`,
};

const PRACTICE_PLACES: Record<Element, string> = {
  fire: 'at sunrise, facing the light',
  earth: 'outdoors, or beside a living plant',
  air: 'by an open window',
  water: 'in a warm bath or within sound of running water',
};

const PRACTICE_RHYTHMS: Record<Modality, string> = {
  cardinal: 'then act on one insight before the day is out',
  fixed: 'then keep the same hour for a whole week so the practice can settle',
  mutable: 'then change the setting each time and notice what stays the same',
};

/** "Kindling courage" → "kindling courage", for a list item quoted mid-sentence. */
const midSentence = (phrase: string) => phrase.charAt(0).toLowerCase() + phrase.slice(1);

/** Item `index` of a list, wrapping around; the archetype lists are never empty (the catalogue test). */
const wrapped = (items: readonly string[], index: number) => items[index % items.length] ?? '';

export function archetypeTemplateReading(archetype: Archetype, signId: SignId): ComposedReading {
  const sign = signs[signId];
  const lines = archetypeSignLines[signId];
  const archetypeIndex = ARCHETYPE_IDS.indexOf(archetype.id);
  const signIndex = SIGN_IDS.indexOf(signId);
  const modalityIndex = MODALITIES.indexOf(sign.modality);
  const elementIndex = ELEMENTS.indexOf(sign.element);
  // Alternates by archetype, so one sign's six readings take turns between its two lines.
  const turn = archetypeIndex % 2;

  const meeting = meetingOf(sign.element, archetype.element);
  const meetingLines = MEETING_LINES[meeting];
  const meetingLine = meetingLines[(signIndex + archetypeIndex) % meetingLines.length] ?? meetingLines[0];
  const keywordLine = KEYWORD_LINES[archetypeIndex % KEYWORD_LINES.length] ?? KEYWORD_LINES[0];

  const opening = [
    lines.openings[turn],
    meetingLine?.({
      sign: sign.name,
      name: archetype.name,
      signElement: sign.element,
      archetypeElement: archetype.element,
    }),
    keywordLine?.(wrapped(sign.keywords, archetypeIndex), archetype.name),
  ].join(' ');

  const power = midSentence(wrapped(archetype.mysticalPowers, modalityIndex + archetypeIndex));
  const gift = midSentence(wrapped(archetype.spiritualGifts, elementIndex));
  const powers = POWER_LINES[sign.modality](power, gift);

  const shadow = midSentence(wrapped(archetype.shadowAspects, modalityIndex + elementIndex));
  const shadowText = `The shadow most likely to trip ${sign.name} on this path is ${shadow}, and like any shadow it loosens with the practice your sign finds hardest. ${lines.remedies[turn]}`;

  const tool = midSentence(wrapped(archetype.ritualTools, modalityIndex));
  const symbol = midSentence(wrapped(archetype.sacredSymbols, elementIndex + archetypeIndex));
  const practice = [
    `Each morning, set out ${tool}, with ${symbol} beside it as a sign of the path you have chosen.`,
    `Work through the ${archetype.name}'s meditation ${PRACTICE_PLACES[sign.element]}, ${PRACTICE_RHYTHMS[sign.modality]}.`,
  ].join(' ');

  const headline = `${archetype.symbol} ${archetype.name} · ${sign.name}`;
  const body = [
    `### ${sign.name} and the ${archetype.name}`,
    opening,
    '### Powers you can trust',
    powers,
    '### The shadow to befriend',
    shadowText,
    '### Your practice',
    practice,
  ].join('\n\n');
  // Labelled with the sign so the archetype's one affirmation does not repeat word for word across signs.
  const affirmation = `Affirmation for ${sign.name}: ${archetype.affirmation}`;
  return {
    headline,
    body,
    affirmation,
    facts: [
      `Archetype: ${archetype.name} (${archetype.element})`,
      `Sign: ${sign.name} (${sign.element}, ${sign.modality})`,
    ],
    markdown: [`**${headline}**`, body, `*${affirmation}*`].join('\n\n'),
  };
}
