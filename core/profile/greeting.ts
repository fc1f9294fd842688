/** The home greeting (spec §9): part of day by hour, wording by how often the visitor came. */

export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

/** Spec §9, earliest first: the first row whose bound the hour is before. Night counts as evening. */
const TIMES_OF_DAY: readonly { before: number; timeOfDay: TimeOfDay }[] = [
  { before: 6, timeOfDay: 'evening' },
  { before: 12, timeOfDay: 'morning' },
  { before: 18, timeOfDay: 'afternoon' },
];

export function timeOfDay(hour: number): TimeOfDay {
  return TIMES_OF_DAY.find(({ before }) => hour < before)?.timeOfDay ?? 'evening';
}

const SALUTATIONS = {
  morning: 'Good morning',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
} as const satisfies Record<TimeOfDay, string>;

type VisitStage = 'first' | 'returning' | 'regular';

/** Spec §9 variants by consultation count: 0, under 5, 5 or more. */
const VISIT_STAGES: readonly { under: number; stage: VisitStage }[] = [
  { under: 1, stage: 'first' },
  { under: 5, stage: 'returning' },
];

const VISIT_LINES = {
  first: 'The sky has been expecting you, so make yourself at home.',
  returning: 'Good to have you back beneath the same bright sky.',
  regular: 'The planets have kept your seat warm; let us pick up where we left off.',
} as const satisfies Record<VisitStage, string>;

function visitStage(consultations: number): VisitStage {
  return VISIT_STAGES.find(({ under }) => consultations < under)?.stage ?? 'regular';
}

/**
 * e.g. "Good morning, Ana. The sky has been expecting you, so make yourself at home."
 * Without a name the salutation stands alone. Without an hour (a page prerendered at build
 * time cannot know the visitor's clock) it says "Welcome" instead of guessing a part of day.
 */
export function greetingFor(hour: number | null, consultations: number, name?: string): string {
  const salutation = hour === null ? 'Welcome' : SALUTATIONS[timeOfDay(hour)];
  const trimmed = name?.trim() ?? '';
  const opening = trimmed === '' ? salutation : `${salutation}, ${trimmed}`;
  return `${opening}. ${VISIT_LINES[visitStage(consultations)]}`;
}
