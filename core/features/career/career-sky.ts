import { signs, type SignId } from '../../content/signs';
import type { Period } from '../../contract/common';
import { houseKeywords } from '../../compose/chart/bank/house-lines';
import { ordinal, wholeSignHouse } from '../../compose/chart/chart-words';
import { type SignSky, careerSkyFacts, placementFact, signSkyFor } from '../../compose/sign-sky';
import { ingressFact, lunationFact } from '../../compose/sky-event-facts';
import type { AspectId } from '../../sky/aspects';
import { moonPhaseAdjectives } from '../../compose/moon-phase-words';
import { isLunation, skyInDates } from '../../sky/sky-in-period';
import type { IsoDate } from '../../time/calendar-date';
import { houseThemes, marsThemes } from './bank/house-themes';
import { type MarsTone } from './bank/sky-frames';
import { careerPeriodDays } from './career-period';
import type { CareerCategoryId } from './career-tiles';
import type { CareerSlots } from './career-voice';

/**
 * The real sky a career reading stands on, read for one sign: Jupiter's and Saturn's solar
 * houses (the usual sun-sign reading of growth and duty), Mars and its angle to the Sun, the
 * Moon, and for a week or a month the period's lunations and the Sun's change of sign.
 */
export interface CareerSky {
  sky: SignSky;
  slots: CareerSlots;
  marsTone: MarsTone | null;
  /** Dated events of the period, each placed in the reader's solar houses (weekly and monthly only). */
  keyDates: string[];
  /** Plain statements of the facts the text names, for `ComposedReading.facts`. */
  facts: string[];
}

const MARS_TONE_OF = {
  conjunction: 'blend',
  sextile: 'flow',
  trine: 'flow',
  square: 'tension',
  quincunx: 'tension',
  opposition: 'tension',
} as const satisfies Record<AspectId, MarsTone>;

const MOON_WHEN = {
  daily: 'today',
  weekly: 'as the week opens',
  monthly: 'as the month opens',
} as const satisfies Record<Period, string>;

/** "**Full Moon in Gemini on Nov 24**, in your 3rd solar house of communication". */
function keyDatesFor(sign: SignId, period: Period, start: IsoDate): { lines: string[]; facts: string[] } {
  if (period === 'daily') return { lines: [], facts: [] };
  const lines: string[] = [];
  const facts: string[] = [];
  for (const event of skyInDates(start, careerPeriodDays(period, start))) {
    const fact = isLunation(event)
      ? lunationFact(event)
      : event.type === 'ingress' && event.body === 'sun'
        ? ingressFact(event, 'Sun')
        : null;
    if (!fact || !event.sign) continue;
    const house = wholeSignHouse(event.sign, sign);
    facts.push(fact);
    lines.push(`**${fact}**, in your ${ordinal(house)} solar house of ${houseKeywords[house]}`);
  }
  return { lines, facts };
}

export function careerSkyFor(
  sign: SignId,
  category: CareerCategoryId,
  period: Period,
  start: IsoDate,
): CareerSky {
  const sky = signSkyFor(sign, start);
  const { jupiter, saturn, mars } = sky.planets;
  const moon = sky.day.sky.moon;
  const moonHouse = wholeSignHouse(moon.sign, sign);
  const keyDates = keyDatesFor(sign, period, start);
  return {
    sky,
    slots: {
      jupiter: placementFact(jupiter),
      jupiterHouse: ordinal(jupiter.solarHouse),
      jupiterTheme: houseThemes[category][jupiter.solarHouse],
      saturn: placementFact(saturn),
      saturnHouse: ordinal(saturn.solarHouse),
      saturnTheme: houseThemes[category][saturn.solarHouse],
      mars: placementFact(mars),
      marsHouse: ordinal(mars.solarHouse),
      marsTheme: marsThemes[mars.solarHouse],
      marsAspect: mars.aspectToSun ?? '',
      moonPhase: moonPhaseAdjectives[moon.phase],
      moonSign: signs[moon.sign].name,
      moonHouse: ordinal(moonHouse),
      moonWhen: MOON_WHEN[period],
    },
    marsTone: mars.aspectToSun ? MARS_TONE_OF[mars.aspectToSun] : null,
    keyDates: keyDates.lines,
    facts: [...careerSkyFacts(sky), ...keyDates.facts],
  };
}
