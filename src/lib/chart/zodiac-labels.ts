import { AYANAMSA_NAMES, type AyanamsaId, type ZodiacChoice } from '@core/sky/zodiacs';

/** The sidereal choice a page offers first: Lahiri is the ayanamsa most Vedic charts use. */
export const DEFAULT_AYANAMSA: AyanamsaId = 'lahiri';

/** "Tropical" or "Sidereal (Lahiri (Chitrapaksha))": how a chosen zodiac is named to people. */
export const zodiacLabel = (choice: ZodiacChoice): string =>
  choice.zodiac === 'tropical' ? 'Tropical' : `Sidereal, ${AYANAMSA_NAMES[choice.ayanamsa]}`;

/**
 * An ayanamsa in degrees, arcminutes and arcseconds ("24° 10′ 58″"): readers compare it with the
 * value their ephemeris prints, which is written this way.
 */
export function formatAyanamsa(degrees: number): string {
  const totalSeconds = Math.round(Math.abs(degrees) * 3600);
  const whole = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const sign = degrees < 0 && totalSeconds > 0 ? '−' : '';
  return `${sign}${whole}° ${String(minutes).padStart(2, '0')}′ ${String(seconds).padStart(2, '0')}″`;
}
