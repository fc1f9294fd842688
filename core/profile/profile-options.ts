/**
 * The choices the profile form offers (tool spec §3): one current focus, any subset of the
 * spiritual goals. The profile stores the option's text itself, since the side menu, the chat
 * context and the focus-driven readings read it as text.
 */
export const FOCUS_OPTIONS = [
  'Love and relationships',
  'Career and professional growth',
  'Financial abundance and prosperity',
  'Health and wellness',
  'Spiritual development',
  'Family and home life',
  'Creative expression',
  'Personal transformation',
  'Life purpose and meaning',
  'Inner peace and balance',
] as const;
export type FocusOption = (typeof FOCUS_OPTIONS)[number];

export const SPIRITUAL_GOALS = [
  'Self-discovery and personal growth',
  'Finding love and soulmate connection',
  'Career guidance and life purpose',
  'Spiritual awakening and enlightenment',
  'Healing and emotional wellness',
  'Manifestation and abundance',
  'Psychic development and intuition',
  'Understanding relationships better',
  'Overcoming challenges and obstacles',
  'Connecting with divine guidance',
] as const;
export type SpiritualGoal = (typeof SPIRITUAL_GOALS)[number];

export const isFocusOption = (value: string): value is FocusOption =>
  (FOCUS_OPTIONS as readonly string[]).includes(value);

/**
 * The goals with `goal` added or taken out, kept in the form's order so the tags read the same
 * way however they were ticked. Goals the list does not know (written by an older version) stay.
 */
export function toggleGoal(goals: readonly string[], goal: string): string[] {
  if (goals.includes(goal)) return goals.filter((entry) => entry !== goal);
  const next = [...goals, goal];
  const rank = (entry: string) => {
    const index = (SPIRITUAL_GOALS as readonly string[]).indexOf(entry);
    return index === -1 ? SPIRITUAL_GOALS.length : index;
  };
  return next.sort((a, b) => rank(a) - rank(b));
}
