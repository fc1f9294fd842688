import type { BirthMoment, BirthPlace } from '../../contract/birth-moment';
import type { AdvancedChartRequest } from './advanced-chart-request';
import { CHART_TYPES, type ChartTypeId } from './chart-types';

/**
 * The twelve people of the composer-quality report (`npm run quality`), rebuilt here so the
 * unit suite holds the advanced readings to the same variety budget the report measures: born
 * 1952–2007 at varied hours and places on four continents, each paired with the person five
 * along for the relationship charts and sent to the next place for a relocation. The same
 * formula as the report's sample, so the two measure the same readings.
 */
const PLACES: readonly BirthPlace[] = [
  { name: 'London, United Kingdom', latitude: 51.5074, longitude: -0.1278, timeZone: 'Europe/London' },
  {
    name: 'New York City, United States',
    latitude: 40.7128,
    longitude: -74.006,
    timeZone: 'America/New_York',
  },
  { name: 'Tokyo, Japan', latitude: 35.6762, longitude: 139.6503, timeZone: 'Asia/Tokyo' },
  { name: 'São Paulo, Brazil', latitude: -23.5505, longitude: -46.6333, timeZone: 'America/Sao_Paulo' },
];

const NAMES = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lea'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

export const QUALITY_SAMPLE_PEOPLE: readonly BirthMoment[] = NAMES.map((name, index) => {
  const date = `${1952 + index * 5}-${twoDigits(((index * 5) % 12) + 1)}-${twoDigits(((index * 7) % 27) + 1)}`;
  const time = `${twoDigits((index * 7 + 3) % 24)}:${twoDigits((index * 13) % 60)}`;
  return {
    name,
    date,
    time,
    // Read as UTC: the sample needs varied charts, not a particular local clock.
    utc: `${date}T${time}:00Z`,
    place: PLACES[index % PLACES.length],
  };
});

/** The day the report reads progressions and returns for. */
export const QUALITY_SAMPLE_DATE = '2026-11-24';

/** The request the report sends for person `index` and one chart type. */
export function qualitySampleRequest(chartType: ChartTypeId, index: number): AdvancedChartRequest {
  const count = QUALITY_SAMPLE_PEOPLE.length;
  const person = QUALITY_SAMPLE_PEOPLE[index % count];
  const partner = QUALITY_SAMPLE_PEOPLE[(index + 5) % count];
  const target = PLACES[(index + 1) % PLACES.length];
  if (!person || !partner || !target) throw new RangeError('the quality sample has twelve people');
  return {
    feature: 'advanced-chart',
    chartType,
    firstSign: 'aries',
    person,
    ...(CHART_TYPES[chartType].requiresTwoSigns ? { partner, secondSign: 'leo' as const } : {}),
    ...(chartType === 'relocation' ? { targetLocation: target } : {}),
    date: QUALITY_SAMPLE_DATE,
  };
}
