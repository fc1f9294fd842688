import { describeEvent } from './cosmic-calendar/describe-event';
import { eventMeaningForSign } from './cosmic-calendar/event-meaning';
import { type ShowerPeak, showerPeaksWithin } from './cosmic-calendar/meteor-showers';

/**
 * The Cosmic Calendar's words for the subscribable sky calendar (`GET /calendar/sky.ics`): how
 * an event is named, what it means for a sign, and the meteor peaks of a period. Listed here so
 * the server reaches the feature through a registry, as it does every other feature.
 */
export const skyCalendarWords = { describeEvent, eventMeaningForSign, showerPeaksWithin } as const;

export type { ShowerPeak };
