import { type Sign, signName } from '../../content/signs';
import { ordinal } from '../../compose/chart/chart-words';
import { moonAspect } from '../../compose/moon-aspect';
import { type SignSky, planetWithSunFact, venusMarsFact } from '../../compose/sign-sky';
import { planetsOnDate } from '../../sky/planets-on-date';
import { addDays } from '../../time/calendar-date';
import {
  MARS_HOUSE_THEMES,
  MEETING_MOODS,
  MOON_MOODS,
  MOON_TIES,
  PHASE_MOODS,
  PHASE_WORDS,
  VENUS_HOUSE_THEMES,
  VENUS_SIGN_STYLES,
} from './bank/sky-phrases';
import type { VenusMotion } from './bank/venus-lines';
import type { LoveSlots, LoveVoice } from './love-voice';

/**
 * The real sky of the day in the words a love sentence slots in: Venus and Mars with their
 * solar houses for the reader's sign, how they meet, and the Moon's phase and angle to the sign.
 * The house and mood phrases come through the voice, so they change from day to day.
 */
export function loveSlotsFor(sky: SignSky, sign: Sign, voice: LoveVoice): LoveSlots {
  const { venus, mars } = sky.planets;
  const moon = sky.day.sky.moon;
  const moonAngle = moonAspect(moon.sign, sign.id);
  const meeting = sky.day.venusToMars;
  return {
    sign: sign.name,
    venusFact: planetWithSunFact(venus),
    venusSign: signName(venus.sign),
    venusHouse: ordinal(venus.solarHouse),
    venusTheme: voice.daily(VENUS_HOUSE_THEMES[venus.solarHouse], 'venus-theme'),
    venusStyle: VENUS_SIGN_STYLES[venus.sign],
    marsFact: marsFactFor(sky),
    marsSign: signName(mars.sign),
    marsHouse: ordinal(mars.solarHouse),
    marsTheme: voice.daily(MARS_HOUSE_THEMES[mars.solarHouse], 'mars-theme'),
    ...(meeting
      ? {
          meetingFact: venusMarsFact(sky) ?? '',
          meetingMood: voice.seated(MEETING_MOODS[meeting], 'meeting'),
        }
      : {}),
    moonSign: signName(moon.sign),
    moonPhase: PHASE_WORDS[moon.phase],
    // Named for the reader's sign, so the phrase is not one stock clause shared by a sixth of all readings.
    moonTie: MOON_TIES[moonAngle].replace('your sign', sign.name),
    moonMood: voice.daily(MOON_MOODS[moonAngle], 'moon-mood'),
    phaseMood: PHASE_MOODS[moon.phase],
  };
}

/**
 * Mars as the day's fact; on the days either side of a station Mars is neither plainly
 * retrograde nor plainly direct, so the fact says it is stationing.
 */
function marsFactFor(sky: SignSky): string {
  const fact = planetWithSunFact(sky.planets.mars);
  const retrograde = [-1, 0, 1].map(
    (shift) => planetsOnDate(addDays(sky.day.date, shift)).planets.mars.retrograde,
  );
  const stationing = retrograde.some((value) => value !== retrograde[0]);
  // A retrograde Mars is dealt its own lines, which say so; the fact names only its place.
  if (!stationing && retrograde[1]) return fact.replace('Mars retrograde', 'Mars');
  return stationing
    ? fact.replace('Mars retrograde', 'Mars').replace(/^Mars at/u, 'Mars, stationing, at')
    : fact;
}

/** Retrograde first (a retrograde Venus meets the Sun too, and the retrograde is the news). */
export function venusMotionOf(sky: SignSky): VenusMotion {
  const { venus } = sky.planets;
  if (venus.retrograde) return 'retrograde';
  return venus.aspectToSun === 'conjunction' ? 'beside-sun' : 'direct';
}
