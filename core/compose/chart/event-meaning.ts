import { SIGN_IDS, type SignId, signs } from '../../content/signs';
import type { SkyEvent } from '../../sky/events';
import { planetNames } from '../planet-names';
import { bodyThemes } from './bank/aspect-meanings';
import {
  directFlavours,
  eventMeaningLines,
  luminaryIngressLines,
  retrogradeFlavours,
  retrogradeIngressLines,
} from './bank/event-meaning-lines';
import { houseAreas } from './bank/house-lines';
import { createChartWriter } from './chart-writer';
import { houseLabel, isPlanetId, signName, wholeSignHouse } from './chart-words';

/** For the rare event without a sign: still warm, still true. */
const SIGNLESS_MEANING =
  'This shift colours the whole sky, so give yourself a moment to notice how it feels.';

/**
 * What one event means for a sign, in one or two sentences naming the whole-sign house it
 * falls in (counted from the sign as the 1st). The calendar shows it when an event is tapped.
 * Deterministic for (event, sign).
 */
export function eventMeaningForSign(event: SkyEvent, sign: SignId): string {
  if (!event.sign) return SIGNLESS_MEANING;
  // A void period ends as the Moon enters the next sign; the event carries the sign it leaves.
  const eventSign =
    event.type === 'void-of-course-end'
      ? (SIGN_IDS[(SIGN_IDS.indexOf(event.sign) + 1) % 12] ?? event.sign)
      : event.sign;
  const house = wholeSignHouse(eventSign, sign);
  const writer = createChartWriter(`event|${event.type}|${event.utc}|${sign}`, {
    sign: signs[sign].name,
    eventSign: signName(eventSign),
    house: houseLabel(house),
  });
  const area = writer.pick(houseAreas[house]);
  const body = event.body;
  const slots = {
    area,
    ...(body ? { body: planetNames[body], theme: `your ${writer.pick(bodyThemes[body])}` } : {}),
  };

  if (event.type === 'ingress' && (body === 'sun' || body === 'moon')) {
    return writer.line(luminaryIngressLines[body], slots);
  }
  if (event.type === 'ingress' && event.retrograde) return writer.line(retrogradeIngressLines, slots);
  const meaning = writer.line(eventMeaningLines[event.type], slots);
  if (body && isPlanetId(body) && body !== 'sun' && body !== 'moon') {
    if (event.type === 'station-retrograde') return `${meaning} ${retrogradeFlavours[body]}`;
    if (event.type === 'station-direct') return `${meaning} ${directFlavours[body]}`;
  }
  return meaning;
}
