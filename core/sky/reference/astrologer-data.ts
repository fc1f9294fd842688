import data from './astrologer-charts.json';

/**
 * Typed view of astrologer-charts.json: Swiss Ephemeris 2.10.03 with its ephemeris files, made by
 * make-astrologer-charts.sh (the file's `description` says exactly what each figure is).
 * Test-only: the app never loads it.
 */
export interface AstrologerBody {
  lon: number;
  lat: number;
  speed: number;
}

export interface AstrologerHouses {
  asc: number;
  mc: number;
  cusps: number[];
  swissFallback?: string;
}

export interface AstrologerSidereal {
  ayanamsa: number;
  bodies: Record<string, number>;
  houses: Record<string, AstrologerHouses>;
}

export interface AstrologerReferenceChart {
  id: string;
  utc: string;
  lat: number;
  lon: number;
  bodies: Record<string, AstrologerBody>;
  houses: Record<string, AstrologerHouses>;
  vertex: number;
  partOfFortune: { daytime: boolean; lon: number };
  sidereal: Record<string, AstrologerSidereal>;
}

export const astrologerCharts = (data as { charts: AstrologerReferenceChart[] }).charts;

/** The charts the accuracy goals speak of: 1900–2099, latitudes −55° to +65°. */
export const temperateCharts = astrologerCharts.filter((chart) => chart.id.startsWith('a'));
