/** The Cosmic Calendar's eight categories (spec §9), each a lens on the next 30 days. */
export const CALENDAR_CATEGORY_IDS = [
  'current-events',
  'moon-phases',
  'planetary-transits',
  'seasonal-shifts',
  'eclipse-season',
  'meteor-showers',
  'retrograde-periods',
  'cosmic-alignments',
] as const;
export type CalendarCategoryId = (typeof CALENDAR_CATEGORY_IDS)[number];

export interface CalendarCategory {
  id: CalendarCategoryId;
  title: string;
  description: string;
  emoji: string;
}

export const calendarCategories = {
  'current-events': {
    id: 'current-events',
    title: 'Current Events',
    description: 'What the sky is doing right now and how it colours your days.',
    emoji: '🌠',
  },
  'moon-phases': {
    id: 'moon-phases',
    title: 'Moon Phases',
    description: 'New, quarter and full Moons ahead: when to begin, adjust and release.',
    emoji: '🌙',
  },
  'planetary-transits': {
    id: 'planetary-transits',
    title: 'Planetary Transits',
    description: 'Planets changing signs and what each move asks of you.',
    emoji: '🪐',
  },
  'seasonal-shifts': {
    id: 'seasonal-shifts',
    title: 'Seasonal Shifts',
    description: "The Sun's journey into a new sign and the mood of the season.",
    emoji: '🍂',
  },
  'eclipse-season': {
    id: 'eclipse-season',
    title: 'Eclipse Season',
    description: 'Solar and lunar eclipses: turning points and sudden clarity.',
    emoji: '🌘',
  },
  'meteor-showers': {
    id: 'meteor-showers',
    title: 'Meteor Showers',
    description: 'Nights worth looking up, and the wishes they invite.',
    emoji: '☄️',
  },
  'retrograde-periods': {
    id: 'retrograde-periods',
    title: 'Retrograde Periods',
    description: 'Planets that seem to walk backwards, and what to revisit meanwhile.',
    emoji: '🔄',
  },
  'cosmic-alignments': {
    id: 'cosmic-alignments',
    title: 'Cosmic Alignments',
    description: 'The Moon meeting the planets: short windows of ease and tension.',
    emoji: '✨',
  },
} as const satisfies Record<CalendarCategoryId, CalendarCategory>;

export const calendarCategoryList: readonly CalendarCategory[] = CALENDAR_CATEGORY_IDS.map(
  (id) => calendarCategories[id],
);
