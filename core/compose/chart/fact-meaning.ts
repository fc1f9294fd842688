import type { SignId } from '../../content/signs';
import { planetNames } from '../planet-names';
import { aspectMeanings, bodyThemes } from './bank/aspect-meanings';
import { directFlavours, retrogradeFlavours } from './bank/event-meaning-lines';
import {
  angleLines,
  emptyHouseLines,
  frameLines,
  houseMoveLines,
  houseRulerLines,
  keyPlanetLines,
  occupiedHouseLines,
  overlayLines,
  placementHouseLines,
  placementToneLines,
  signChangeLines,
  turnLines,
} from './bank/fact-lines';
import { type HouseNumber, houseAreas } from './bank/house-lines';
import { signStyles } from './bank/sign-styles';
import type { ChartWriter } from './chart-writer';
import { houseLabel, joinWords } from './chart-words';
import type { BodyRef, Owner, ReadingBody, SummaryFact } from './summary-facts';

/** The node's theme; the planets' come from the aspect bank. */
const NODE_THEMES = ['direction of growth', 'sense of direction'] as const;

/** How an owner reads before a theme: "your feelings", "the couple’s feelings". */
export type OwnerWords = Record<Owner, string>;

export function ownerWords(partner: string | undefined): OwnerWords {
  return {
    your: 'your',
    their: partner ? `${partner}’s` : 'their',
    composite: 'the couple’s',
    davison: 'the relationship’s',
    progressed: 'your unfolding',
    natal: 'your',
    'solar-return': 'this year’s',
    'lunar-return': 'this month’s',
    relocated: 'your',
  };
}

/** How an owner is said the second time in one sentence. */
const SAME_OWNER_AGAIN = {
  your: 'your',
  their: 'their',
  composite: 'their',
  davison: 'its',
  progressed: 'your',
  natal: 'your',
  'solar-return': 'its',
  'lunar-return': 'its',
  relocated: 'your',
} as const satisfies Record<Owner, string>;

const THIRD_PERSON_OWNERS: ReadonlySet<Owner> = new Set(['their', 'composite', 'davison']);

const isHouse = (house: number | undefined): house is HouseNumber =>
  house !== undefined && Number.isInteger(house) && house >= 1 && house <= 12;

const bodyName = (body: ReadingBody) => (body === 'node' ? 'the North Node' : planetNames[body]);

/**
 * What one summary fact means, in a sentence or two built from the planets, signs, aspects
 * and houses it names. `owners` turns "Your" / "Their" / "Composite" into words of the reading.
 */
export function factMeaning(fact: SummaryFact, writer: ChartWriter, owners: OwnerWords): string {
  const themeParts = (ref: BodyRef) => ({
    owner: owners[ref.owner],
    theme: writer.pickFresh(ref.body === 'node' ? NODE_THEMES : bodyThemes[ref.body]),
  });
  const theme = (ref: BodyRef) => {
    const parts = themeParts(ref);
    return `${parts.owner} ${parts.theme}`;
  };
  const quality = (sign: SignId) => writer.pickFresh(signStyles[sign].qualities);
  const area = (house: HouseNumber, owner: Owner = 'your') => {
    const words = writer.pickFresh(houseAreas[house]);
    // The house phrases speak to the reader; someone else's houses, or the couple's, are "their".
    return THIRD_PERSON_OWNERS.has(owner)
      ? words.replace(/\byour\b/g, 'their').replace(/\byou\b/g, 'they')
      : words;
  };
  const houseLine = (house: number | undefined, owner: Owner) =>
    isHouse(house)
      ? [writer.line(placementHouseLines, { house: houseLabel(house), area: area(house, owner) })]
      : [];
  const tone = (ref: BodyRef, sign: SignId) =>
    writer.line(placementToneLines, { ...themeParts(ref), quality: quality(sign) });

  switch (fact.kind) {
    case 'placement':
      return [tone(fact.ref, fact.sign), ...houseLine(fact.house, fact.ref.owner)].join(' ');
    case 'angle':
      return writer.line(angleLines[fact.angle], { owner: owners[fact.owner], quality: quality(fact.sign) });
    case 'aspect': {
      // "the couple’s optimism and their deepest intensity", not the couple's twice.
      const second = themeParts(fact.second);
      const owner =
        fact.first.owner === fact.second.owner ? SAME_OWNER_AGAIN[fact.second.owner] : second.owner;
      return writer.line(aspectMeanings[fact.aspect], {
        first: theme(fact.first),
        second: `${owner} ${second.theme}`,
      });
    }
    case 'overlay':
      if (!isHouse(fact.house)) return writer.line(frameLines);
      return writer.line(overlayLines, {
        ...themeParts(fact.ref),
        partner: owners[fact.host],
        house: houseLabel(fact.house),
        area: area(fact.house, fact.host),
      });
    case 'sign-change':
      return writer.line(signChangeLines, {
        ...themeParts(fact.ref),
        from: quality(fact.from),
        quality: quality(fact.to),
      });
    case 'turn': {
      const flavour =
        fact.ref.body === 'node' || fact.ref.body === 'sun' || fact.ref.body === 'moon'
          ? ''
          : ` ${(fact.motion === 'retrograde' ? retrogradeFlavours : directFlavours)[fact.ref.body]}`;
      return `${writer.line(turnLines, { body: bodyName(fact.ref.body) })}${flavour}`;
    }
    case 'house-move':
      if (!isHouse(fact.from) || !isHouse(fact.to)) return writer.line(frameLines);
      return writer.line(houseMoveLines, {
        ...themeParts({ owner: 'relocated', body: fact.body }),
        from: area(fact.from),
        area: area(fact.to),
      });
    case 'house-ruler':
      if (!isHouse(fact.house)) return writer.line(frameLines);
      return writer.line(houseRulerLines, {
        house: houseLabel(fact.house),
        quality: quality(fact.sign),
        area: area(fact.house),
        body: joinWords(fact.rulers.map(bodyName)) || 'its ruler',
      });
    case 'occupants':
      if (!isHouse(fact.house)) return writer.line(frameLines);
      return fact.bodies.length > 0
        ? writer.line(occupiedHouseLines, {
            body: joinWords(fact.bodies.map(bodyName)),
            area: area(fact.house),
          })
        : writer.line(emptyHouseLines, { area: area(fact.house) });
    case 'key-planet':
      return writer.line(keyPlanetLines, {
        role: fact.role,
        body: bodyName(fact.body),
        quality: quality(fact.sign),
        area: isHouse(fact.house) ? area(fact.house) : 'everyday life',
      });
    case 'frame':
      return frameMeaning(fact, writer, theme, tone);
  }
}

/** A line of unknown shape: interpret the words it contains, or frame it. */
function frameMeaning(
  fact: Extract<SummaryFact, { kind: 'frame' }>,
  writer: ChartWriter,
  theme: (ref: BodyRef) => string,
  tone: (ref: BodyRef, sign: SignId) => string,
): string {
  const [first, second] = fact.bodies;
  if (fact.aspect && first && second) {
    return writer.line(aspectMeanings[fact.aspect], {
      first: theme({ owner: 'your', body: first }),
      second: theme({ owner: 'your', body: second }),
    });
  }
  if (first && fact.sign) {
    const house = isHouse(fact.house)
      ? [
          writer.line(placementHouseLines, {
            house: houseLabel(fact.house),
            area: writer.pickFresh(houseAreas[fact.house]),
          }),
        ]
      : [];
    return [tone({ owner: 'your', body: first }, fact.sign), ...house].join(' ');
  }
  return writer.line(frameLines);
}
