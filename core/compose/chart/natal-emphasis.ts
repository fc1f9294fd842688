import {
  ELEMENTS,
  type Element,
  MODALITIES,
  type Modality,
  PLANET_IDS,
  type PlanetId,
  signs,
} from '../../content/signs';
import type { NatalChart } from '../../sky/chart';
import { type HouseNumber, houseAreas, houseEmphasisLines } from './bank/house-lines';
import { elementEmphasisLines, modalityEmphasisLines } from './bank/natal-frame-lines';
import type { ChartWriter } from './chart-writer';
import { bodyNames, claim, countWord, houseLabel, joinWords, markdownSection } from './chart-words';

/**
 * Where a natal chart's weight falls: the houses holding several planets, or, without houses,
 * the element and modality most planets share. Each claim names the planets it counts.
 */
export function houseEmphasis(writer: ChartWriter, chart: NatalChart, limit: number): string {
  const byHouse = new Map<HouseNumber, PlanetId[]>();
  for (const id of PLANET_IDS) {
    const house = chart.bodies[id].house as HouseNumber | undefined;
    if (house !== undefined) byHouse.set(house, [...(byHouse.get(house) ?? []), id]);
  }
  const crowded = [...byHouse]
    .filter(([, planets]) => planets.length >= 2)
    .sort(([houseA, first], [houseB, second]) => second.length - first.length || houseA - houseB)
    .slice(0, limit);
  if (crowded.length === 0) return elementEmphasis(writer, chart);
  return markdownSection(
    'Where Your Energy Gathers',
    crowded.map(([house, planets]) =>
      claim(
        `${joinWords(planets.map((id) => bodyNames[id]))} in the ${houseLabel(house)}`,
        writer.line(houseEmphasisLines, {
          count: countWord(planets.length),
          area: writer.pickFresh(houseAreas[house]),
        }),
      ),
    ),
  );
}

/** Without houses, the balance of elements and modalities is the chart's clearest emphasis. */
export function elementEmphasis(writer: ChartWriter, chart: NatalChart): string {
  const element = dominant(ELEMENTS, (id) => signs[chart.bodies[id].sign].element);
  const modality = dominant(MODALITIES, (id) => signs[chart.bodies[id].sign].modality);
  return markdownSection('Your Elemental Balance', [
    claim(
      `${joinWords(element.planets.map((id) => bodyNames[id]))} in ${element.value} signs`,
      writer.line(elementEmphasisLines[element.value], { count: countWord(element.planets.length) }),
    ),
    claim(
      `${joinWords(modality.planets.map((id) => bodyNames[id]))} in ${modality.value} signs`,
      writer.line(modalityEmphasisLines[modality.value], { count: countWord(modality.planets.length) }),
    ),
  ]);
}

function dominant<Value extends Element | Modality>(
  values: readonly Value[],
  valueOf: (id: PlanetId) => Value,
): { value: Value; planets: PlanetId[] } {
  const groups = values.map((value) => ({
    value,
    planets: PLANET_IDS.filter((id) => valueOf(id) === value),
  }));
  return groups.reduce((best, group) => (group.planets.length > best.planets.length ? group : best));
}
