import { composeAdvancedReading } from './advanced-chart/advanced-reading';
import { composeCareerReading } from './career/career-reading';
import { composeCalendarReading } from './cosmic-calendar/calendar-reading';
import { composeCompatibilityReading } from './compatibility/compatibility-reading';
import { composeRelationshipAnalysis } from './relationship-analysis/relationship-reading';
import { composeNatalReading } from './birth-chart/natal-reading';
import { composeChatReply } from './chat/chat-reply';
import { composeHoroscope } from './horoscope/compose-horoscope';
import { composeWellbeingReading } from './wellbeing/wellbeing-reading';
import { composeLuckyReading } from './lucky-numbers/lucky-reading';
import { composeNumerologyReading } from './numerology/numerology-reading';
import { composeLoveReading } from './love/love-reading';
import { composeTarotReading } from './tarot/reading/tarot-reading';
import { composeGeometryReading } from './sacred-geometry/geometry-reading';
import { composeArchetypeDayReading } from './mystical-personality/archetype-day-reading';
import { composeCrystalVision } from './crystal-scrying/crystal-vision';
import { composeYogaGuidance } from './astro-yoga/yoga-guidance';
import { composeDreamJournalReading } from './dream-journal/dream-journal-reading';
import { composeDreamOracleReading } from './dream-oracle/dream-oracle-reading';
import { composePalmReading } from './palmistry/palm-reading';
import { composeDietReading } from './zodiac-diet/diet-reading';
import { composeAngelsReading } from './angels/angels-reading';
import { calendarEvents, castBirthChart, computeRequestedChart, isTimeKnown } from '../compose/reading-sky';
import type { FeatureId } from './feature-ids';
import type { ReadingRequest, RequestFor } from './reading-request';

/**
 * The offline composer for every feature, as markdown: what the server answers without a
 * provider key, and what the browser writes itself when the server cannot be reached.
 */
export const offlineComposers = {
  horoscope: ({ sign, period, date }) => composeHoroscope({ sign, period, date }).markdown,
  'birth-chart': (request) =>
    composeNatalReading({
      name: request.person.name,
      chart: castBirthChart(request),
      timeKnown: isTimeKnown(request.person),
    }).markdown,
  'advanced-chart': (request) =>
    composeAdvancedReading({
      chart: computeRequestedChart(request),
      names: { first: request.person.name, ...(request.partner ? { second: request.partner.name } : {}) },
    }).markdown,
  'cosmic-calendar': ({ sign, category, date }) =>
    composeCalendarReading({ sign, category, date, events: calendarEvents(date) }).markdown,
  wellbeing: ({ sign, topic, date }) => composeWellbeingReading({ sign, topic, date }).markdown,
  'lucky-numbers': (request) => composeLuckyReading(request).markdown,
  numerology: (request) => composeNumerologyReading(request).markdown,
  compatibility: (request) => composeCompatibilityReading(request).markdown,
  'relationship-analysis': (request) => composeRelationshipAnalysis(request).markdown,
  career: ({ sign, tile, date }) => composeCareerReading({ sign, tile, date }).markdown,
  chat: composeChatReply,
  love: ({ sign, focus, date }) => composeLoveReading({ sign, focus, date }).markdown,
  tarot: (request) => composeTarotReading(request).markdown,
  'sacred-geometry': (request) => composeGeometryReading(request).markdown,
  'mystical-personality': (request) => composeArchetypeDayReading(request).markdown,
  'crystal-scrying': ({ sign, crystal, date }) => composeCrystalVision({ sign, crystal, date }).markdown,
  'astro-yoga': (request) => composeYogaGuidance(request).markdown,
  'dream-journal': composeDreamJournalReading,
  'dream-oracle': composeDreamOracleReading,
  palmistry: ({ sign, focus, date }) => composePalmReading({ sign, focus, date }).markdown,
  'zodiac-diet': (request) => composeDietReading(request).markdown,
  angels: composeAngelsReading,
} satisfies { [Feature in FeatureId]: (request: RequestFor<Feature>) => string };

/** TypeScript cannot correlate the table row with the request across the union; widened once here. */
export const composeReading = (request: ReadingRequest): string =>
  (offlineComposers[request.feature] as (request: ReadingRequest) => string)(request);
