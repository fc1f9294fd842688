import type { CalendarCategoryId } from '../../content/calendar-categories';
import { SIGN_IDS } from '../../content/signs';
import { computeChart } from '../../sky/chart';
import { skyAt } from '../../sky/daily-sky';
import type { SkyEvent, SkyEventType } from '../../sky/events';
import { PLANET_BODY_IDS } from '../../sky/body-ids';
import { type IsoDate, addDays, isoDateToUtc, shortDateLabel } from '../../time/calendar-date';
import { sunSeasonLines } from '../bank/sun-season-lines';
import { planetNames } from '../planet-names';
import { fillTemplate } from '../template';
import {
  brightSkyLines,
  cardinalSeasonLines,
  darkSkyLines,
  lastAspectLines,
  moonlightLines,
  noEclipseLines,
  noIngressLines,
  noShowerLines,
  noStationLines,
  nodeAxisLines,
  ongoingRetrogradeLines,
  quietEclipseLines,
  voidExplanations,
} from './bank/calendar-lines';
import { retrogradeFlavours } from './bank/event-meaning-lines';
import { houseAreas } from './bank/house-lines';
import {
  type CalendarContext,
  type CalendarSection,
  ECLIPSES,
  LUNATIONS,
  STATIONS,
  dayOf,
  eventFact,
  eventItem,
  isPlanetIngress,
  isType,
  listOf,
  merge,
  moonVisits,
  prose,
} from './calendar-section-parts';
import {
  aspectWords,
  bodyNames,
  claim,
  houseLabel,
  joinWords,
  ordinal,
  signName,
  wholeSignHouse,
} from './chart-words';
import { describeEvent, utcTimeLabel } from './describe-event';
import { eventMeaningForSign } from './event-meaning';
import { type MeteorShower, showerPeaksWithin, upcomingShowerPeaks } from './meteor-showers';
import { nextEclipse } from './next-eclipse';

/** How many void windows the alignments guide lists; the Moon goes void a dozen times a month. */
const VOID_WINDOW_COUNT = 5;
/** How many events the overview lists, the most notable first. */
const OVERVIEW_COUNT = 7;

function moonPhases(context: CalendarContext): CalendarSection {
  return merge(
    listOf(context.events.filter(isType([...LUNATIONS, ...ECLIPSES])), context),
    moonVisits(context),
  );
}

function planetaryTransits(context: CalendarContext): CalendarSection {
  const ingresses = context.events.filter(isPlanetIngress);
  const moonIngresses = context.events.filter(
    (event) => event.type === 'ingress' && event.body === 'moon',
  ).length;
  const moonLine = `Meanwhile the Moon changes sign ${moonIngresses} times, moving through every part of your chart in turn.`;
  return merge(
    ingresses.length > 0 ? listOf(ingresses, context) : prose(context.writer.line(noIngressLines)),
    prose(moonLine),
    moonVisits(context),
  );
}

function retrogradePeriods(context: CalendarContext): CalendarSection {
  const chart = computeChart({ utc: isoDateToUtc(context.date) });
  const stations = context.events.filter(
    (event) => isType(STATIONS)(event) || (event.type === 'ingress' && event.retrograde === true),
  );
  const ongoing = PLANET_BODY_IDS.filter((body) => chart.bodies[body].retrograde).map((body) => {
    const sign = chart.bodies[body].sign;
    const house = wholeSignHouse(sign, context.sign.id);
    const meaning = context.writer.line(ongoingRetrogradeLines, {
      body: planetNames[body],
      eventSign: signName(sign),
      house: houseLabel(house),
      area: context.writer.pickFresh(houseAreas[house]),
    });
    return `- ${claim(`${bodyNames[body]} retrograde in ${signName(sign)}`, `${meaning} ${retrogradeFlavours[body]}`)}`;
  });
  const retrogradeNow = PLANET_BODY_IDS.filter((body) => chart.bodies[body].retrograde);
  return merge(
    ongoing.length > 0
      ? {
          blocks: [`As the window opens:\n\n${ongoing.join('\n')}`],
          facts: [
            `Retrograde on ${shortDateLabel(context.date)}: ${joinWords(retrogradeNow.map((body) => bodyNames[body]))}`,
          ],
        }
      : prose('As the window opens, every planet is moving forward.'),
    stations.length > 0
      ? merge(prose('Changes of direction during these thirty days:'), listOf(stations, context))
      : prose(context.writer.line(noStationLines)),
  );
}

function eclipseSeason(context: CalendarContext): CalendarSection {
  const eclipses = context.events.filter(isType(ECLIPSES));
  const chart = computeChart({ utc: isoDateToUtc(context.date) });
  const north = chart.bodies.trueNode.sign;
  const south = SIGN_IDS[(SIGN_IDS.indexOf(north) + 6) % 12] ?? north;
  const northHouse = wholeSignHouse(north, context.sign.id);
  const southHouse = wholeSignHouse(south, context.sign.id);
  const axis = claim(
    `North Node in ${signName(north)}, South Node in ${signName(south)}`,
    context.writer.line(nodeAxisLines, {
      eventSign: signName(north),
      southSign: signName(south),
      house: `${ordinal(northHouse)} and ${ordinal(southHouse)} houses`,
      area: context.writer.pickFresh(houseAreas[northHouse]),
      from: context.writer.pickFresh(houseAreas[southHouse]),
    }),
  );
  const axisSection = {
    blocks: [axis],
    facts: [`North Node in ${signName(north)} on ${shortDateLabel(context.date)}`],
  };
  if (eclipses.length > 0) return merge(listOf(eclipses, context), axisSection);
  const upcoming = nextEclipse(isoDateToUtc(context.date));
  const upcomingEvent: SkyEvent = {
    type: upcoming.type,
    utc: upcoming.utc,
    kind: upcoming.kind,
    sign: upcoming.sign,
  };
  return merge(
    prose(
      context.writer.line(noEclipseLines, { date: dayOf(upcomingEvent) }),
      `It will be the ${describeEvent(upcomingEvent)
        .toLowerCase()
        .replace(
          / in \w+$/,
          '',
        )} in ${signName(upcoming.sign)}, in your ${houseLabel(wholeSignHouse(upcoming.sign, context.sign.id))}.`,
      context.writer.line(quietEclipseLines),
    ),
    { blocks: [], facts: [`Next eclipse: ${eventFact(upcomingEvent, context)}`] },
    axisSection,
  );
}

function seasonalShifts(context: CalendarContext): CalendarSection {
  const sun = skyAt(isoDateToUtc(context.date)).sun.sign;
  const house = wholeSignHouse(sun, context.sign.id);
  const current = claim(
    `Sun in ${signName(sun)}, your ${houseLabel(house)}`,
    fillTemplate(context.writer.pick(sunSeasonLines[sun]), {
      sunSign: signName(sun),
      sign: context.sign.name,
    }),
  );
  const ingresses = context.events.filter((event) => event.type === 'ingress' && event.body === 'sun');
  const turning = ingresses.flatMap((event) => {
    const entered = event.sign;
    if (!entered) return [];
    const cardinal = (cardinalSeasonLines as Partial<Record<string, string>>)[entered];
    const season = fillTemplate(context.writer.pick(sunSeasonLines[entered]), {
      sunSign: signName(entered),
      sign: context.sign.name,
    });
    return [`${eventItem(event, context)}${cardinal ? ` ${cardinal}` : ''} ${season}`];
  });
  return {
    blocks: [current, ...(turning.length > 0 ? [turning.join('\n')] : [])],
    facts: [
      `Sun in ${signName(sun)} on ${shortDateLabel(context.date)}`,
      ...ingresses.map((event) => eventFact(event, context)),
    ],
  };
}

function cosmicAlignments(context: CalendarContext): CalendarSection {
  const voids = context.events.filter((event) => event.type === 'void-of-course-start' && event.endUtc);
  const duration = (event: SkyEvent) => Date.parse(event.endUtc ?? event.utc) - Date.parse(event.utc);
  const longest = [...voids]
    .sort((first, second) => duration(second) - duration(first))
    .slice(0, VOID_WINDOW_COUNT)
    .sort((first, second) => first.utc.localeCompare(second.utc));
  const items = longest.map((event) => {
    const contact = event.lastAspect
      ? `Moon ${aspectWords[event.lastAspect.aspect]} ${bodyNames[event.lastAspect.body]}, then void in ${signName(event.sign ?? 'aries')}`
      : `Moon void in ${signName(event.sign ?? 'aries')}`;
    const window = `${dayOf(event)}, ${utcTimeLabel(event.utc)} to ${utcTimeLabel(event.endUtc ?? event.utc, event.utc)}`;
    const lastAspect = event.lastAspect
      ? ` ${context.writer.line(lastAspectLines[event.lastAspect.aspect], { body: planetNames[event.lastAspect.body] })}`
      : '';
    return `- ${claim(`${contact}, ${window}`, `${eventMeaningForSign(event, context.sign.id)}${lastAspect}`)}`;
  });
  const count = `The Moon goes void of course ${voids.length} times in these thirty days; the longest windows are below.`;
  return merge(
    prose(context.writer.line(voidExplanations), count),
    {
      blocks: items.length > 0 ? [items.join('\n')] : [],
      facts: longest.map((event) => eventFact(event, context)),
    },
    moonVisits(context),
  );
}

/** The lunation nearest a date, to relate a shower's peak to the Moon's cycle. */
function nearestLunation(context: CalendarContext, date: IsoDate): SkyEvent | undefined {
  const target = Date.parse(`${date}T12:00:00Z`);
  return context.events
    .filter(isType(LUNATIONS))
    .sort(
      (first, second) => Math.abs(Date.parse(first.utc) - target) - Math.abs(Date.parse(second.utc) - target),
    )[0];
}

function meteorShowersSection(context: CalendarContext): CalendarSection {
  const showerText = (shower: MeteorShower) =>
    `Up to about ${shower.rate} meteors an hour under ideal dark skies, radiating from ${shower.radiant}, from the debris of ${shower.parent}.`;
  const peaks = showerPeaksWithin(context.date, 30);
  const items = peaks.map(({ shower, peakDate }) => {
    // The peak is a night: the Moon is read at the midnight that follows the peak date.
    const moon = skyAt(isoDateToUtc(addDays(peakDate, 1))).moon;
    const lit = Math.round(moon.illumination * 100);
    const light = moon.illumination < 0.35 ? 'dark' : moon.illumination > 0.7 ? 'bright' : 'moderate';
    const lunation = nearestLunation(context, peakDate);
    const near = lunation ? ` (nearest phase: ${describeEvent(lunation)}, ${dayOf(lunation)})` : '';
    const litText = lit < 1 ? 'barely lit' : `${lit}% lit`;
    const text = `${showerText(shower)} On the peak night the Moon is ${litText}${near}. ${context.writer.line(moonlightLines[light])}`;
    return `- ${claim(`${shower.name}, peak ${shower.peakLabel}`, text)}`;
  });
  const newMoon = context.events.find((event) => event.type === 'new-moon');
  const fullMoon = context.events.find((event) => event.type === 'full-moon');
  const moonlight = prose(
    ...(newMoon ? [context.writer.line(darkSkyLines, { date: dayOf(newMoon) })] : []),
    ...(fullMoon ? [context.writer.line(brightSkyLines, { date: dayOf(fullMoon) })] : []),
  );
  if (items.length > 0) {
    return merge(
      {
        blocks: [items.join('\n')],
        facts: peaks.map(({ shower, peakDate }) => `${shower.name} peak around ${shortDateLabel(peakDate)}`),
      },
      moonlight,
    );
  }
  const next = upcomingShowerPeaks(context.date)[0];
  if (!next) return moonlight;
  return merge(
    prose(context.writer.line(noShowerLines, { eventSign: next.shower.name, date: next.shower.peakLabel })),
    {
      blocks: [
        `- ${claim(`Next: ${next.shower.name}, peak ${next.shower.peakLabel}`, showerText(next.shower))}`,
      ],
      facts: [`Next shower: ${next.shower.name} peak around ${shortDateLabel(next.peakDate)}`],
    },
    moonlight,
  );
}

/** Eclipses first, then new and full Moons, stations and the Sun's ingress, then other ingresses. */
const NOTABILITY: Partial<Record<SkyEventType, number>> = {
  'solar-eclipse': 0,
  'lunar-eclipse': 0,
  'new-moon': 1,
  'full-moon': 1,
  'station-retrograde': 2,
  'station-direct': 2,
  ingress: 3,
};

function currentEvents(context: CalendarContext): CalendarSection {
  const rank = (event: SkyEvent) =>
    event.type === 'ingress' && event.body === 'sun' ? 2 : (NOTABILITY[event.type] ?? 9);
  const notable = context.events
    .filter(
      (event) => NOTABILITY[event.type] !== undefined && !(event.type === 'ingress' && event.body === 'moon'),
    )
    .sort((first, second) => rank(first) - rank(second) || first.utc.localeCompare(second.utc))
    .slice(0, OVERVIEW_COUNT)
    .sort((first, second) => first.utc.localeCompare(second.utc));
  const count = (test: (event: SkyEvent) => boolean) => context.events.filter(test).length;
  const tally =
    `In all, this window holds ${count(isType(LUNATIONS))} lunar phases, ${count(isPlanetIngress)} planetary ingresses, ` +
    `${count(isType(STATIONS))} stations and ${count(isType(ECLIPSES))} eclipses.`;
  return merge(listOf(notable, context), prose(tally), moonVisits(context));
}

/** The spec's eight categories (§9), each a lens on the same 30 days of real events. */
export const calendarSections = {
  'current-events': currentEvents,
  'moon-phases': moonPhases,
  'planetary-transits': planetaryTransits,
  'seasonal-shifts': seasonalShifts,
  'eclipse-season': eclipseSeason,
  'meteor-showers': meteorShowersSection,
  'retrograde-periods': retrogradePeriods,
  'cosmic-alignments': cosmicAlignments,
} as const satisfies Record<CalendarCategoryId, (context: CalendarContext) => CalendarSection>;
