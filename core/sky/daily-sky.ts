import { Body, EclipticGeoMoon, Illumination, MoonPhase, SunPosition } from 'astronomy-engine';
import { type SignId, signForLongitude } from '../content/signs';
import { type IsoDate, isoDateToUtc } from '../time/calendar-date';
import { MOON_PHASE_IDS, type MoonPhaseId } from './moon-phases';

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
  };
}

/**
 * Eight named phases, each 45° wide and centred on the exact lunation angles, so "Full Moon"
 * covers roughly the day and a half either side of the exact full moon.
 */
export function phaseForAngle(phaseAngle: number): MoonPhaseId {
  const normalized = ((phaseAngle % 360) + 360) % 360;
  const index = Math.floor(((normalized + 22.5) % 360) / 45);
  return MOON_PHASE_IDS[index] ?? 'new-moon';
}

export function skyAt(instant: Date): SkyFacts {
  const sunLongitude = SunPosition(instant).elon;
  const moonLongitude = EclipticGeoMoon(instant).lon;
  const phaseAngle = MoonPhase(instant);
  return {
    instant: instant.toISOString(),
    sun: { longitude: sunLongitude, sign: signForLongitude(sunLongitude).id },
    moon: {
      longitude: moonLongitude,
      sign: signForLongitude(moonLongitude).id,
      phaseAngle,
      phase: phaseForAngle(phaseAngle),
      illumination: Illumination(Body.Moon, instant).phase_fraction,
      waxing: phaseAngle < 180,
    },
  };
}

/** Sky facts at local noon of a calendar date (taken as 12:00 UTC: a day's representative sky). */
export const skyForDate = (isoDate: IsoDate): SkyFacts =>
  skyAt(new Date(isoDateToUtc(isoDate).getTime() + 12 * 3_600_000));
