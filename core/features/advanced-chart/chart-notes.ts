import type { AdvancedChart, MissingBirthData } from '../../sky/advanced/compute-advanced-chart';
import type { ChartTypeId } from '../../sky/advanced/chart-type-ids';

/**
 * Caveats that go with a computed chart when the input was incomplete, in plain words for the
 * page and the prompt: what is missing and what it means for this chart.
 */
const MISSING_TIME = {
  person:
    'Your birth time is unknown: the chart uses a stand-in time, so the Moon may be several degrees off and there are no houses or angles.',
  partner:
    'Their birth time is unknown: their chart uses a stand-in time, so their Moon may be several degrees off and has no houses or angles.',
} as const satisfies Record<MissingBirthData['who'], string>;

const MISSING_PLACE = {
  person: 'Your birthplace is unknown: your chart has no houses or angles.',
  partner: 'Their birthplace is unknown: their chart has no houses or angles.',
} as const satisfies Record<MissingBirthData['who'], string>;

const RETURN_WITHOUT_PLACE =
  'Your birthplace is unknown and no location was given: the return chart has no houses or angles.';

/** Whether a return was cast at a location the visitor gave, which stands in for the birthplace. */
const castAtLocation = (chart: AdvancedChart): boolean =>
  (chart.type === 'solar-return' || chart.type === 'lunar-return') && chart.placeSource === 'location';

/** Charts that are not cast at the birthplace: what a missing birthplace costs them instead. */
const PLACE_EFFECTS: Partial<Record<ChartTypeId, (chart: AdvancedChart) => string | undefined>> = {
  relocation: () => 'Your birthplace is unknown, so the relocated houses cannot be compared with natal ones.',
  'solar-return': (chart) => (castAtLocation(chart) ? undefined : RETURN_WITHOUT_PLACE),
  'lunar-return': (chart) => (castAtLocation(chart) ? undefined : RETURN_WITHOUT_PLACE),
};

/** What an unknown birth time does to each chart beyond the missing houses. */
const TIME_EFFECTS: Partial<Record<ChartTypeId, string>> = {
  'solar-return':
    'With an unknown birth time the natal Sun is uncertain by up to half a degree, so the return instant may be off by up to half a day.',
  'lunar-return':
    'With an unknown birth time the natal Moon is uncertain by several degrees, so the return instant may be off by up to half a day.',
  progressed: 'Progressed angles need the birth time and place.',
  relocation:
    'Relocation moves the houses, which need the birth time: only the unchanged planet positions are given.',
};

/** Charts built from both people: their houses need both times and both places. */
const SHARED_HOUSES: Partial<Record<ChartTypeId, string>> = {
  composite: 'Composite houses need both birth times and both birthplaces.',
  davison: 'Davison houses need both birth times and both birthplaces.',
};

/** The caveats of a computed chart, from what its input lacked; none when the input was complete. */
export function chartNotes(chart: AdvancedChart): string[] {
  const notes = chart.gaps.flatMap(({ who, missing }) => {
    if (missing === 'time') return [MISSING_TIME[who]];
    const placeEffect = PLACE_EFFECTS[chart.type];
    const note = placeEffect ? placeEffect(chart) : MISSING_PLACE[who];
    return note ? [note] : [];
  });
  const shared = SHARED_HOUSES[chart.type];
  if (shared && chart.gaps.length > 0) notes.push(shared);
  const timeEffect = TIME_EFFECTS[chart.type];
  if (timeEffect && chart.gaps.some(({ who, missing }) => who === 'person' && missing === 'time'))
    notes.push(timeEffect);
  return notes;
}
