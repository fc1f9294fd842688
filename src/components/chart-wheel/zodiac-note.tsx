import type { ChartZodiac } from '@core/sky/astrologer-chart';
import { AYANAMSA_NAMES } from '@core/sky/zodiacs';
import { formatAyanamsa } from '@/lib/chart/zodiac-labels';

/**
 * Which zodiac the wheel and tables are in. A sidereal chart gives its ayanamsa, the arc taken
 * off every longitude, so a reader can set it beside the value their own ephemeris prints.
 */
export function ZodiacNote({ zodiac }: { zodiac: ChartZodiac }) {
  return (
    <p className="text-sm text-violet-200" data-testid="chart-zodiac">
      {zodiac.zodiac === 'tropical'
        ? 'Tropical zodiac: signs counted from the March equinox.'
        : `Sidereal zodiac, ${AYANAMSA_NAMES[zodiac.ayanamsa]} ayanamsa ${formatAyanamsa(zodiac.ayanamsaDegrees)}: every position is measured from the stars.`}
    </p>
  );
}
