import { type IsoDate, addDays, daysBetween } from '../../time/calendar-date';

/**
 * The major annual meteor showers with their usual peak nights (public facts; a peak drifts by
 * a day or so from year to year). The sky engine computes no meteor data, so the calendar's
 * meteor guide rests on this table.
 */
export const METEOR_SHOWER_IDS = [
  'quadrantids',
  'lyrids',
  'eta-aquariids',
  'perseids',
  'orionids',
  'leonids',
  'geminids',
  'ursids',
] as const;
export type MeteorShowerId = (typeof METEOR_SHOWER_IDS)[number];

export interface MeteorShower {
  id: MeteorShowerId;
  name: string;
  /** The usual first night of the peak, 'MM-DD'. */
  peak: string;
  /** How the peak reads in prose: "Dec 13–14". */
  peakLabel: string;
  /** Rough zenithal hourly rate under ideal dark skies. */
  rate: number;
  /** The constellation the meteors seem to fly from. */
  radiant: string;
  /** The comet or asteroid whose debris makes the shower. */
  parent: string;
}

export const meteorShowers = {
  quadrantids: {
    id: 'quadrantids',
    name: 'Quadrantids',
    peak: '01-03',
    peakLabel: 'Jan 3–4',
    rate: 110,
    radiant: 'Boötes',
    parent: 'asteroid 2003 EH1',
  },
  lyrids: {
    id: 'lyrids',
    name: 'Lyrids',
    peak: '04-22',
    peakLabel: 'Apr 22',
    rate: 18,
    radiant: 'Lyra',
    parent: 'comet Thatcher',
  },
  'eta-aquariids': {
    id: 'eta-aquariids',
    name: 'Eta Aquariids',
    peak: '05-06',
    peakLabel: 'May 6',
    rate: 50,
    radiant: 'Aquarius',
    parent: 'Halley’s Comet',
  },
  perseids: {
    id: 'perseids',
    name: 'Perseids',
    peak: '08-12',
    peakLabel: 'Aug 12–13',
    rate: 100,
    radiant: 'Perseus',
    parent: 'comet Swift–Tuttle',
  },
  orionids: {
    id: 'orionids',
    name: 'Orionids',
    peak: '10-21',
    peakLabel: 'Oct 21',
    rate: 20,
    radiant: 'Orion',
    parent: 'Halley’s Comet',
  },
  leonids: {
    id: 'leonids',
    name: 'Leonids',
    peak: '11-17',
    peakLabel: 'Nov 17',
    rate: 15,
    radiant: 'Leo',
    parent: 'comet Tempel–Tuttle',
  },
  geminids: {
    id: 'geminids',
    name: 'Geminids',
    peak: '12-13',
    peakLabel: 'Dec 13–14',
    rate: 150,
    radiant: 'Gemini',
    parent: 'asteroid 3200 Phaethon',
  },
  ursids: {
    id: 'ursids',
    name: 'Ursids',
    peak: '12-22',
    peakLabel: 'Dec 22',
    rate: 10,
    radiant: 'Ursa Minor',
    parent: 'comet Tuttle',
  },
} as const satisfies Record<MeteorShowerId, MeteorShower>;

export interface ShowerPeak {
  shower: MeteorShower;
  /** The peak night's date in the year that puts it on or after the window's start. */
  peakDate: IsoDate;
}

/** The peak on or after `from`, so a window over New Year finds January's Quadrantids. */
function nextPeak(shower: MeteorShower, from: IsoDate): ShowerPeak {
  const thisYear = `${from.slice(0, 4)}-${shower.peak}`;
  const peakDate =
    daysBetween(from, thisYear) >= 0 ? thisYear : `${Number(from.slice(0, 4)) + 1}-${shower.peak}`;
  return { shower, peakDate };
}

/** Every shower's next peak from `from`, soonest first. */
export const upcomingShowerPeaks = (from: IsoDate): ShowerPeak[] =>
  METEOR_SHOWER_IDS.map((id) => nextPeak(meteorShowers[id], from)).sort((first, second) =>
    first.peakDate.localeCompare(second.peakDate),
  );

/** Showers peaking within `days` days from `from` (the first day counts as day one). */
export const showerPeaksWithin = (from: IsoDate, days: number): ShowerPeak[] =>
  upcomingShowerPeaks(from).filter(({ peakDate }) => daysBetween(peakDate, addDays(from, days - 1)) >= 0);
