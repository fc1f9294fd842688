/**
 * The fixed moment the houses and natal-chart lessons draw as their example wheel: a real chart,
 * computed in the browser like any other. It was chosen so the natal lesson's practice line holds
 * (a Sagittarius Ascendant, so the chart ruler is Jupiter) and so the planets spread across several
 * houses on both sides of the horizon.
 */
export const EXAMPLE_CHART = {
  /** 14 July 1990, 18:30 British Summer Time. */
  utc: '1990-07-14T17:30:00Z',
  place: 'London, United Kingdom',
  latitude: 51.5074,
  longitude: -0.1278,
  /** How the page names the moment beside the wheel. */
  caption: 'Example chart: 14 July 1990, 6:30 pm in London',
} as const;
