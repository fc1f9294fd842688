import { type BirthMoment, type GeoPlace, birthPlaceOf } from './birth-moment';
import { CHART_TYPES, type ChartTypeId } from './chart-types';

/**
 * Caveats that go with a computed chart when the input was incomplete, in plain words for the
 * page and the prompt: what is missing and what it means for this chart.
 */
const MISSING_TIME = {
  person:
    'Your birth time is unknown: the chart uses a stand-in time, so the Moon may be several degrees off and there are no houses or angles.',
  partner:
    'Their birth time is unknown: their chart uses a stand-in time, so their Moon may be several degrees off and has no houses or angles.',
} as const;

const MISSING_PLACE = {
  person: 'Your birthplace is unknown: your chart has no houses or angles.',
  partner: 'Their birthplace is unknown: their chart has no houses or angles.',
} as const;

const RETURN_WITHOUT_PLACE =
  'Your birthplace is unknown and no location was given: the return chart has no houses or angles.';

/** Charts that are not cast at the birthplace: what a missing birthplace costs them instead. */
const PLACE_EFFECTS: Partial<
  Record<ChartTypeId, (targetLocation: GeoPlace | undefined) => string | undefined>
> = {
  relocation: () => 'Your birthplace is unknown, so the relocated houses cannot be compared with natal ones.',
  'solar-return': (targetLocation) => (targetLocation ? undefined : RETURN_WITHOUT_PLACE),
  'lunar-return': (targetLocation) => (targetLocation ? undefined : RETURN_WITHOUT_PLACE),
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

export function chartNotes(
  type: ChartTypeId,
  {
    person,
    partner,
    targetLocation,
  }: { person: BirthMoment; partner?: BirthMoment; targetLocation?: GeoPlace },
): string[] {
  const people: [who: 'person' | 'partner', moment: BirthMoment][] = [['person', person]];
  if (CHART_TYPES[type].requiresTwoSigns && partner) people.push(['partner', partner]);
  const notes: string[] = [];
  for (const [who, moment] of people) {
    // Without the time there are no houses at all, and the time note says so: the place adds nothing.
    if (!moment.timeKnown) {
      notes.push(MISSING_TIME[who]);
      continue;
    }
    if (birthPlaceOf(moment)) continue;
    const placeEffect = PLACE_EFFECTS[type];
    const note = placeEffect ? placeEffect(targetLocation) : MISSING_PLACE[who];
    if (note) notes.push(note);
  }
  const shared = SHARED_HOUSES[type];
  if (shared && people.some(([, moment]) => !moment.timeKnown || !birthPlaceOf(moment))) notes.push(shared);
  const timeEffect = TIME_EFFECTS[type];
  if (timeEffect && !person.timeKnown) notes.push(timeEffect);
  return notes;
}
