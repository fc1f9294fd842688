import { ELEMENTS, PLANET_IDS, SIGN_IDS, signs } from '../../content/signs';
import { houseKeywords } from '../../compose/chart/bank/house-lines';
import { houseLabel } from '../../compose/chart/chart-words';
import { signName } from '../../content/signs';
import { natalClosings } from './bank/natal-frame-lines';
import {
  nodeHouseLines,
  nodeLessons,
  nodeSignLines,
  outerHouseTouches,
  outerPlanetLines,
  southNodeComforts,
} from './bank/node-lines';
import { type NatalContext, placementSentence } from './natal-context';
import { placementOf } from './natal-placements';
import { fortuneSentence } from './natal-points';

/**
 * Where the person grows: Jupiter's opening and Saturn's long lesson, the nodal axis (the
 * direction of growth and the comfort it leaves behind), and the slow planets by house.
 */
export function growthParagraphs(context: NatalContext, withOuterPlanets: boolean): string[] {
  const paragraphs = [
    [placementSentence(context, 'jupiter'), placementSentence(context, 'saturn'), fortuneSentence(context)]
      .filter(Boolean)
      .join(' '),
    nodeSentence(context),
  ];
  if (withOuterPlanets && context.withHouses) paragraphs.push(outerSentence(context));
  return paragraphs;
}

function nodeSentence(context: NatalContext): string {
  const { writer, chart } = context;
  const node = placementOf(chart.bodies.trueNode, context.withHouses);
  const south = SIGN_IDS[(SIGN_IDS.indexOf(node.sign) + 6) % 12] ?? 'aries';
  const slots = {
    sign: signName(node.sign),
    southSign: signName(south),
    lesson: writer.pick(nodeLessons[node.sign]),
    comfort: writer.pick(southNodeComforts[south]),
  };
  if (node.house === undefined) return writer.line(nodeSignLines, slots);
  return writer.line(nodeHouseLines, {
    ...slots,
    house: houseLabel(node.house),
    area: context.area(node.house),
  });
}

function outerSentence(context: NatalContext): string {
  const { writer } = context;
  const touch = (id: 'uranus' | 'neptune' | 'pluto') => {
    const house = context.place(id).house ?? 1;
    return writer.line(outerHouseTouches[id], { house: houseLabel(house), keyword: houseKeywords[house] });
  };
  return writer.line(outerPlanetLines, {
    uranus: touch('uranus'),
    neptune: touch('neptune'),
    pluto: touch('pluto'),
  });
}

/** The closing thought: the Sun's and the Moon's gifts side by side, with the leading element. */
export function closingSentence(context: NatalContext, sunGift: string, moonGift: string): string {
  const { chart, writer } = context;
  const counts = ELEMENTS.map((element) => ({
    element,
    count: PLANET_IDS.filter((id) => signs[chart.bodies[id].sign].element === element).length,
  })).sort((first, second) => second.count - first.count);
  return writer.line(natalClosings, {
    keyword: sunGift,
    otherKeyword: moonGift,
    element: counts[0]?.element ?? signs[chart.bodies.sun.sign].element,
  });
}
