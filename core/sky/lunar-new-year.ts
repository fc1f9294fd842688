import { SearchMoonPhase, Seasons } from 'astronomy-engine';
import { installDeltaT } from './delta-t';

/** China's civil time, UTC+8, the clock the Chinese calendar's new moons are dated by. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The China-time calendar date of an instant, `YYYY-MM-DD`. */
const chinaDate = (instant: Date): string =>
  new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The first day of the Chinese year that begins in the Gregorian `year`, computed from the sky:
 * the second new moon whose China-time date falls after the China-time date of the previous
 * December solstice. A new moon dated on the solstice day itself does not count (it happened
 * for 1984). This is the simple rule that holds in the modern era; the full calendar also has
 * leap months, which ICU's Chinese calendar knows and this rule does not need before 2033.
 */
export function lunarNewYearByAstronomy(year: number): string {
  installDeltaT();
  const solstice = Seasons(year - 1).dec_solstice.date;
  const solsticeDay = chinaDate(solstice);
  let searchFrom = solstice;
  let counted = 0;
  for (;;) {
    const newMoon = SearchMoonPhase(0, searchFrom, 40);
    if (!newMoon) throw new Error(`No new moon found after ${searchFrom.toISOString()}`);
    const day = chinaDate(newMoon.date);
    if (day > solsticeDay) counted += 1;
    if (counted === 2) return day;
    searchFrom = new Date(newMoon.date.getTime() + DAY_MS);
  }
}
