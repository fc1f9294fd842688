import {
  ELEMENTS,
  type Element,
  MODALITIES,
  type Modality,
  PLANET_IDS,
  type PlanetId,
  SIGN_IDS,
  signs,
} from '../../content/signs';
import { bodyThemes } from '../../compose/chart/bank/aspect-meanings';
import { HOUSE_NUMBERS } from '../../compose/chart/bank/house-lines';
import { arcLabel } from '../../compose/placement-labels';
import { houseLabel } from '../../compose/chart/chart-words';
import { signName } from '../../content/signs';
import {
  angleLines,
  balancedElementLines,
  elementLeadLines,
  houseClusterLines,
  loneElementLines,
  missingElementLines,
  modalityLeadLines,
  signClusterLines,
} from './bank/pattern-lines';
import type { NatalContext } from './natal-context';
import { bodyList, bodyPhrase } from './natal-placements';

/** Planets closer than this to an angle act through it; wider, the house alone says enough. */
const ANGLE_ORB = 7;
/** Three planets in one sign or house are a cluster worth a sentence; two the tables show well. */
const CLUSTER_SIZE = 3;

/**
 * The chart's balance: the element and modality most planets share, and the element left empty
 * or carried by one planet, which then speaks for it.
 */
export function balanceParagraph(context: NatalContext): string {
  const { writer, chart } = context;
  const elementOf = (id: PlanetId) => signs[chart.bodies[id].sign].element;
  const groups = groupsOf(ELEMENTS, elementOf);
  const [lead] = groups;
  if (!lead) return '';
  const sentences = [
    lead.planets.length >= 4
      ? writer.line(elementLeadLines[lead.value], { planets: bodyList(lead.planets) })
      : writer.line(balancedElementLines, { element: lead.value, planets: bodyList(lead.planets) }),
  ];
  const missing = groups.find((group) => group.planets.length === 0);
  const lone = groups.find((group) => group.planets.length === 1);
  if (missing) sentences.push(writer.line(missingElementLines[missing.value], { strong: lead.value }));
  else if (lone?.planets[0]) {
    sentences.push(
      writer.line(loneElementLines[lone.value], {
        body: bodyPhrase(lone.planets[0]),
        sign: signName(chart.bodies[lone.planets[0]].sign),
      }),
    );
  }
  const [modality] = groupsOf(MODALITIES, (id) => signs[chart.bodies[id].sign].modality);
  if (modality && modality.planets.length >= 4) {
    sentences.push(writer.line(modalityLeadLines[modality.value], { planets: bodyList(modality.planets) }));
  }
  return sentences.join(' ');
}

/** Clusters of planets in one sign or house, and planets sitting on the angles. */
export function focusParagraph(context: NatalContext, angleCount: number): string {
  const { writer, chart } = context;
  const sentences: string[] = [];
  const signCluster = largestCluster(SIGN_IDS, (id) => chart.bodies[id].sign);
  if (signCluster) {
    sentences.push(
      writer.line(signClusterLines, {
        planets: bodyList(signCluster.planets),
        sign: signName(signCluster.value),
        keyword: writer.pick(signs[signCluster.value].keywords),
      }),
    );
  }
  if (context.withHouses) {
    const houseCluster = largestCluster(HOUSE_NUMBERS, (id) => chart.bodies[id].house);
    if (houseCluster) {
      sentences.push(
        writer.line(houseClusterLines, {
          planets: bodyList(houseCluster.planets),
          house: houseLabel(houseCluster.value),
          area: context.area(houseCluster.value),
        }),
      );
    }
    for (const contact of angularPlanets(context).slice(0, angleCount)) {
      sentences.push(
        writer.line(angleLines[contact.angle], {
          body: bodyPhrase(contact.id),
          arc: arcLabel(contact.distance),
          theme: writer.pickFresh(bodyThemes[contact.id]),
        }),
      );
    }
  }
  return sentences.join(' ');
}

/** Groups of planets by a value, largest first; ties go to the group holding a light. */
function groupsOf<Value extends Element | Modality>(
  values: readonly Value[],
  valueOf: (id: PlanetId) => Value,
): { value: Value; planets: PlanetId[] }[] {
  const weight = (planets: readonly PlanetId[]) =>
    planets.length + (planets.includes('sun') ? 0.2 : 0) + (planets.includes('moon') ? 0.1 : 0);
  return values
    .map((value) => ({ value, planets: PLANET_IDS.filter((id) => valueOf(id) === value) }))
    .sort((first, second) => weight(second.planets) - weight(first.planets));
}

function largestCluster<Value>(
  values: readonly Value[],
  valueOf: (id: PlanetId) => Value | number | undefined,
): { value: Value; planets: PlanetId[] } | undefined {
  return values
    .map((value) => ({ value, planets: PLANET_IDS.filter((id) => valueOf(id) === value) }))
    .filter((group) => group.planets.length >= CLUSTER_SIZE)
    .sort((first, second) => second.planets.length - first.planets.length)[0];
}

type AngleId = keyof typeof angleLines;

/** Planets within the orb of the Ascendant, Descendant, Midheaven or IC, closest first. */
function angularPlanets(context: NatalContext): { id: PlanetId; angle: AngleId; distance: number }[] {
  const houses = context.chart.houses;
  if (!houses) return [];
  const angles: Record<AngleId, number> = {
    asc: houses.asc,
    dsc: (houses.asc + 180) % 360,
    mc: houses.mc,
    ic: (houses.mc + 180) % 360,
  };
  const arcBetween = (first: number, second: number) => {
    const difference = Math.abs(first - second) % 360;
    return difference > 180 ? 360 - difference : difference;
  };
  return PLANET_IDS.flatMap((id) =>
    (Object.keys(angles) as AngleId[]).map((angle) => ({
      id,
      angle,
      distance: arcBetween(context.chart.bodies[id].lon, angles[angle]),
    })),
  )
    .filter((contact) => contact.distance <= ANGLE_ORB)
    .sort((first, second) => first.distance - second.distance);
}
