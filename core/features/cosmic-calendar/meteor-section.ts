import { signs } from '../../content/signs';
import { skyAt } from '../../sky/daily-sky';
import type { SkyEvent } from '../../sky/events';
import { addDays, daysBetween, isoDateToUtc, shortDateLabel } from '../../time/calendar-date';
import { lowerFirst } from './calendar-voice';
import {
  brightSkyLines,
  darkSkyLines,
  moonlightAdvice,
  noShowerLines,
  peakMoonLines,
  showerLines,
} from './bank/calendar-lines';
import {
  type CalendarContext,
  type CalendarSection,
  datedWithCountdown,
  houseOfSign,
  merge,
  prose,
} from './calendar-section-parts';
import { type MeteorShower, type ShowerPeak, showerPeaksWithin, upcomingShowerPeaks } from './meteor-showers';
import { CALENDAR_WINDOW_DAYS } from './calendar-window';

/** The shower's public facts, told the day's way for this sign. */
const showerFacts = (shower: MeteorShower, context: CalendarContext): string =>
  context.voice.signLine(showerLines, `shower|${shower.id}`, {
    shower: shower.name,
    count: String(shower.rate),
    eventSign: shower.radiant,
    theme: shower.parent,
  });

/** A peak in the window: the shower, then the Moon that night and where it sits in the reader's chart. */
function peakItem({ shower, peakDate }: ShowerPeak, context: CalendarContext): string {
  // The peak is a night: the Moon is read at the midnight that follows the peak date.
  const moon = skyAt(isoDateToUtc(addDays(peakDate, 1))).moon;
  const lit = Math.round(moon.illumination * 100);
  const level = moon.illumination < 0.35 ? 'dark' : moon.illumination > 0.7 ? 'bright' : 'moderate';
  const moonLine = context.voice.line(peakMoonLines, `peak-moon|${shower.id}`, {
    light: lit < 1 ? 'barely lit' : `${lit}% lit`,
    eventSign: signs[moon.sign].name,
    house: houseOfSign(context, moon.sign, 'peak-area').label,
    area: context.voice.daily(moonlightAdvice[level], `advice|${shower.id}`),
  });
  const until = daysBetween(context.date, peakDate);
  const when = until === 0 ? 'tonight' : until === 1 ? 'tomorrow night' : `in ${until} days`;
  // One sentence, dated by the countdown: the shower's facts and its Moon hold all month.
  return `- **${shower.name}, peak ${shower.peakLabel} (${when})** — ${showerFacts(shower, context).replace(/[.]$/, '')}; ${lowerFirst(moonLine)}`;
}

/** The darkest and brightest nights of the window, placed in the reader's chart. */
function moonlight(context: CalendarContext): CalendarSection {
  const line = (event: SkyEvent | undefined, lines: readonly string[], salt: string) =>
    event?.sign
      ? context.voice.signLine(lines, salt, {
          date: datedWithCountdown(event, context),
          house: houseOfSign(context, event.sign, salt).label,
        })
      : '';
  return prose(
    line(
      context.events.find((event) => event.type === 'new-moon'),
      darkSkyLines,
      'dark-sky',
    ),
    line(
      context.events.find((event) => event.type === 'full-moon'),
      brightSkyLines,
      'bright-sky',
    ),
  );
}

export function meteorShowersSection(context: CalendarContext): CalendarSection {
  const peaks = showerPeaksWithin(context.date, CALENDAR_WINDOW_DAYS);
  if (peaks.length > 0) {
    return merge(
      {
        dates: peaks.map((peak) => peakItem(peak, context)),
        context: [],
        facts: peaks.map(({ shower, peakDate }) => `${shower.name} peak around ${shortDateLabel(peakDate)}`),
      },
      moonlight(context),
    );
  }
  const next = upcomingShowerPeaks(context.date)[0];
  if (!next) return moonlight(context);
  const waiting = context.voice.line(noShowerLines, 'no-shower', {
    shower: next.shower.name,
    date: `${next.shower.peakLabel} (in ${daysBetween(context.date, next.peakDate)} days)`,
  });
  const facts = showerFacts(next.shower, context);
  return merge(prose(`${waiting.replace(/[.]$/, '')}; ${lowerFirst(facts)}`), moonlight(context), {
    dates: [],
    context: [],
    facts: [`Next shower: ${next.shower.name} peak around ${shortDateLabel(next.peakDate)}`],
  });
}
