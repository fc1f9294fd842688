import {
  Body,
  EclipticGeoMoon,
  Illumination,
  MoonPhase,
  SearchMoonPhase,
  SunPosition,
} from 'astronomy-engine';
import { type SignId, signForLongitude } from '../content/signs';
import { type IsoDate, isoDateToUtc } from '../time/calendar-date';
import { MOON_PHASE_IDS, type MoonPhaseId } from './moon-phases';
import { LUNATION_TYPES, type LunationType } from './lunation-types';

/**
 * The handful of sky facts the horoscopes, the offline composer and the home page rest on:
 * where the Sun and Moon are (tropical, of date) and how lit the Moon is. The full chart
 * engine lives beside this file; these are cheap enough to compute in the browser.
 */

export interface SkyFacts {
  /** The instant the facts were computed for (ISO 8601, UTC). */
  instant: string;
  sun: { longitude: number; sign: SignId };
  moon: {
    longitude: number;
    sign: SignId;
    /** Elongation of the Moon from the Sun along the ecliptic, 0–360°: 0 new, 180 full. */
    phaseAngle: number;
    phase: MoonPhaseId;
    /** Lit fraction of the disc, 0–1. */
    illumination: number;
    waxing: boolean;
    /**
     * The principal lunation (new, first quarter, full, last quarter) exact within 12 hours of
     * the instant, with the sign the Moon stands in at that moment. Only then does `phase` name
     * a principal phase: the day before a Full Moon is a waxing gibbous Moon, not "the Full Moon".
     */
    lunation?: { type: LunationType; sign: SignId; utc: string };
  };
}

/**
 * Eight named phases, each 45° wide and centred on the exact lunation angles, so the "Full Moon"
 * bin covers roughly the day and a half either side of the exact full moon. `skyAt` narrows the
 * principal bins to the 12 hours either side of the exact lunation.
 */
export function phaseForAngle(phaseAngle: number): MoonPhaseId {
  const normalized = ((phaseAngle % 360) + 360) % 360;
  const index = Math.floor(((normalized + 22.5) % 360) / 45);
  return MOON_PHASE_IDS[index] ?? 'new-moon';
}

const HALF_DAY_MS = 12 * 3_600_000;
/** Phase angle of each principal lunation, in `LUNATION_TYPES` order. */
const LUNATION_ANGLES = [0, 90, 180, 270] as const;

/**
 * The principal lunation exact within 12 hours of `instant`, when the 45° bin says one is near.
 * astronomy-engine's own search finds the instant (not the events scan, which would pull the
 * whole event engine into every page that shows the Moon).
 */
function lunationNear(instant: Date, binned: MoonPhaseId): SkyFacts['moon']['lunation'] {
  const index = (LUNATION_TYPES as readonly string[]).indexOf(binned);
  const type = LUNATION_TYPES[index];
  const angle = LUNATION_ANGLES[index];
  if (type === undefined || angle === undefined) return undefined;
  const exact = SearchMoonPhase(angle, new Date(instant.getTime() - HALF_DAY_MS), 1);
  if (!exact || Math.abs(exact.date.getTime() - instant.getTime()) > HALF_DAY_MS) return undefined;
  return { type, sign: signForLongitude(EclipticGeoMoon(exact.date).lon).id, utc: exact.date.toISOString() };
}

/** The intermediate phase a principal bin gives way to on the days before or after its exact moment. */
function sidePhase(binned: MoonPhaseId, phaseAngle: number): MoonPhaseId {
  const index = MOON_PHASE_IDS.indexOf(binned);
  const target = index * 45;
  const offset = ((phaseAngle - target + 540) % 360) - 180;
  return MOON_PHASE_IDS[(index + (offset < 0 ? 7 : 1)) % 8] ?? binned;
}

export function skyAt(instant: Date): SkyFacts {
  const sunLongitude = SunPosition(instant).elon;
  const moonLongitude = EclipticGeoMoon(instant).lon;
  const phaseAngle = MoonPhase(instant);
  const binned = phaseForAngle(phaseAngle);
  const principal = (LUNATION_TYPES as readonly string[]).includes(binned);
  const lunation = principal ? lunationNear(instant, binned) : undefined;
  return {
    instant: instant.toISOString(),
    sun: { longitude: sunLongitude, sign: signForLongitude(sunLongitude).id },
    moon: {
      longitude: moonLongitude,
      sign: signForLongitude(moonLongitude).id,
      phaseAngle,
      phase: principal && !lunation ? sidePhase(binned, phaseAngle) : binned,
      illumination: Illumination(Body.Moon, instant).phase_fraction,
      waxing: phaseAngle < 180,
      ...(lunation ? { lunation } : {}),
    },
  };
}

/** Sky facts at local noon of a calendar date (taken as 12:00 UTC: a day's representative sky). */
export const skyForDate = (isoDate: IsoDate): SkyFacts =>
  skyAt(new Date(isoDateToUtc(isoDate).getTime() + 12 * 3_600_000));
