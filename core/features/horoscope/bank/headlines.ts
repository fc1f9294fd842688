import type { MoonPhaseId } from '../../../sky/moon-phases';

/**
 * Short titles (the test holds them to 80 characters once filled). Daily headlines follow the
 * Moon's phase. Slots: {sign}, {moonSign}, {element}, {modality}.
 */
export const phaseHeadlines = {
  'new-moon': [
    'New Moon in {moonSign}: plant one quiet seed, {sign}',
    'A dark Moon, a clean page: {sign} begins again',
    'Fresh starts under a New Moon in {moonSign}',
    '{sign}, set your intention while the sky is dark',
  ],
  'waxing-crescent': [
    'Waxing Crescent in {moonSign}: take the first real step',
    '{sign}, let a small beginning gather light',
    'Momentum builds under a young Moon in {moonSign}',
    'A sliver of light, a surge of intent for {sign}',
  ],
  'first-quarter': [
    'First Quarter in {moonSign}: decide and move, {sign}',
    'Half-lit Moon, whole-hearted choice, {sign}',
    '{sign}, a little friction points the way forward',
    'Commit to the plan: the Moon is at First Quarter in {moonSign}',
  ],
  'waxing-gibbous': [
    'Waxing Gibbous in {moonSign}: polish, then trust it',
    '{sign}, something is ripening under a swelling Moon',
    'Nearly full in {moonSign}: refine what you have begun',
    'The last adjustments matter most, {sign}',
  ],
  'full-moon': [
    'Full Moon in {moonSign}: let it be seen, {sign}',
    '{sign}, a bright Moon brings things into the open',
    'Harvest time under the Full Moon in {moonSign}',
    'Celebrate how far you have come, {sign}',
  ],
  'waning-gibbous': [
    'Waning Gibbous in {moonSign}: share what you know',
    '{sign}, gratitude turns experience into wisdom',
    'A generous Moon in {moonSign} invites reflection',
    'Pass on the lesson, {sign}, and lighten the load',
  ],
  'last-quarter': [
    'Last Quarter in {moonSign}: clear some space, {sign}',
    '{sign}, let go of what no longer fits',
    'Edit, simplify, forgive: a Last Quarter sky for {sign}',
    'A turning Moon in {moonSign} favours endings',
  ],
  'waning-crescent': [
    'Waning Crescent in {moonSign}: rest before renewal',
    '{sign}, the quietest Moon holds the deepest insight',
    'Soft light in {moonSign}: dream, rest, release',
    'A gentle pause for {sign} before the next beginning',
  ],
} as const satisfies Record<MoonPhaseId, readonly string[]>;

export const weeklyHeadlines = [
  '{sign}, a week of shifting tides and a steady heart',
  'Seven days, many moods: your week, {sign}',
  '{sign}, pace yourself with the Moon this week',
  'A week to build, pause and begin again, {sign}',
  'Follow the Moon through your week, {sign}',
  '{sign}, this week rewards timing over force',
  'Small steps, good timing: the week ahead for {sign}',
  'A week that honours your {element} nature, {sign}',
] as const;

export const monthlyHeadlines = [
  '{sign}, a full lunar cycle to grow into',
  'Your month in four phases, {sign}',
  '{sign}, plant with the New Moon, harvest with the Full',
  'A month of tides and turning points for {sign}',
  '{sign}, let this month’s Moon set your pace',
  'New chapters and bright nights ahead, {sign}',
  '{sign}, a steady month with room to bloom',
  'A month that honours your {modality} nature, {sign}',
] as const;
