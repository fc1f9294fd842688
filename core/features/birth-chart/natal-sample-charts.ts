import { type AstrologerChart, computeAstrologerChart } from '../../sky/astrologer-chart';

/** Birthplaces spread over both hemispheres and far latitudes, where house sizes vary most. */
const PLACES = [
  { name: 'London', latitude: 51.51, longitude: -0.13 },
  { name: 'New York', latitude: 40.71, longitude: -74.01 },
  { name: 'Sydney', latitude: -33.87, longitude: 151.21 },
  { name: 'Tokyo', latitude: 35.68, longitude: 139.69 },
  { name: 'Mexico City', latitude: 19.43, longitude: -99.13 },
  { name: 'São Paulo', latitude: -23.55, longitude: -46.63 },
  { name: 'Moscow', latitude: 55.76, longitude: 37.62 },
  { name: 'Delhi', latitude: 28.61, longitude: 77.21 },
  { name: 'Lagos', latitude: 6.52, longitude: 3.38 },
  { name: 'Reykjavík', latitude: 64.15, longitude: -21.94 },
  { name: 'Nairobi', latitude: -1.29, longitude: 36.82 },
  { name: 'Paris', latitude: 48.86, longitude: 2.35 },
] as const;

export interface SampleBirth {
  label: string;
  chart: AstrologerChart;
}

/**
 * 24 births from 1950 to 2010 at different hours, months and places: the charts the natal
 * composer's variety budget is measured over. Fixed, so a failure always names the same births.
 */
export const SAMPLE_BIRTHS: readonly SampleBirth[] = Array.from({ length: 24 }, (_, index) => {
  const utc = new Date(
    Date.UTC(
      1950 + Math.round((index * 60) / 23),
      (index * 5) % 12,
      1 + ((index * 11) % 28),
      (index * 7 + 3) % 24,
      (index * 17) % 60,
    ),
  );
  const place = PLACES[index % PLACES.length] ?? PLACES[0];
  return {
    label: `${utc.toISOString()} in ${place.name}`,
    chart: computeAstrologerChart({ utc, latitude: place.latitude, longitude: place.longitude }),
  };
});

/** The same 24 births with neither time nor place: noon charts with no houses. */
export const UNTIMED_SAMPLE_BIRTHS: readonly SampleBirth[] = SAMPLE_BIRTHS.map(({ chart }) => {
  const day = chart.utc.slice(0, 10);
  return {
    label: `${day}, time unknown`,
    chart: computeAstrologerChart({ utc: new Date(`${day}T12:00:00Z`) }),
  };
});
