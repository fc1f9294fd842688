import type { WholeSignAspect } from '../../../compose/moon-aspect';

/**
 * Short titles (the bank test holds them to 80 characters once filled). A daily headline
 * follows the Moon's angle to the sign, which at most two signs share on a day; weekly and
 * monthly headlines come from pools every sign draws from. Slots: {sign}, {moonSign},
 * {element}, {modality}.
 */
export const dailyHeadlines = {
  conjunction: [
    'The Moon comes home to {sign}',
    '{sign}, your instincts have the floor today',
    'Your own Moon day, {sign}: put yourself first',
    'A lunar spotlight on {sign}',
    '{sign}, the sky is tuned to your frequency',
    'Your feelings lead, {sign}, and they know the way',
    'Moon in your sign: a personal reset, {sign}',
    '{sign}, today belongs a little more to you',
  ],
  'semi-sextile': [
    'Small tweaks, real gains, {sign}',
    '{sign}, a neighbourly Moon in {moonSign}',
    'Adjust the little things today, {sign}',
    'The Moon next door in {moonSign} nudges {sign}',
    '{sign}, fine-tune rather than overhaul',
    'A gentle sideways step for {sign}',
    'Quiet corrections under a {moonSign} Moon',
    '{sign}, notice what you usually overlook',
  ],
  sextile: [
    'An open door from the {moonSign} Moon, {sign}',
    '{sign}, say yes to the easy opportunity',
    'Friendly skies for {sign} today',
    'Knock and it opens, {sign}',
    '{sign}, teamwork goes further today',
    'A helpful {moonSign} Moon lifts {sign}',
    'Small chances, good timing for {sign}',
    '{sign}, a light tailwind from {moonSign}',
  ],
  square: [
    'Friction with a purpose, {sign}',
    '{sign}, the {moonSign} Moon asks for a rethink',
    'Bend a little, keep going, {sign}',
    'A productive push for {sign} today',
    '{sign}, choose your battles wisely',
    'Tension points the way, {sign}',
    'Turn restlessness into progress, {sign}',
    '{sign}, pause before you answer today',
  ],
  trine: [
    'Easy grace for {sign} today',
    '{sign}, the {moonSign} Moon flows your way',
    'A day in tune with yourself, {sign}',
    'Let it be easy, {sign}',
    '{sign}, your element is in the sky',
    'Creative currents run strong for {sign}',
    'A harmonious {moonSign} Moon for {sign}',
    '{sign}, spend today’s ease on joy',
  ],
  quincunx: [
    'Find the third way, {sign}',
    '{sign}, adapt and the day adapts with you',
    'Rearrange, don’t resist, {sign}',
    'An off-key {moonSign} Moon asks {sign} to flex',
    '{sign}, small compromises, big relief',
    'Adjust the recipe, {sign}',
    'Flexibility is your strength today, {sign}',
    '{sign}, listen to what needs changing',
  ],
  opposition: [
    'The {moonSign} Moon holds up a mirror, {sign}',
    '{sign}, meet someone halfway today',
    'Relationships take centre stage for {sign}',
    'Give and take, {sign}, not give in',
    '{sign}, listen first, then answer',
    'Others reflect you today, {sign}',
    '{sign}, the people around you have a say today',
    '{sign}, partners and allies in the spotlight',
  ],
} as const satisfies Record<WholeSignAspect, readonly string[]>;

export const weeklyHeadlines = [
  '{sign}, a week of shifting tides and a steady heart',
  'Seven days, many moods: your week, {sign}',
  '{sign}, pace yourself with the Moon this week',
  'A week to build, pause and begin again, {sign}',
  'Follow the Moon through your week, {sign}',
  '{sign}, this week rewards timing over force',
  'Small steps, good timing: the week ahead for {sign}',
  'A week that honours your {element} nature, {sign}',
  '{sign}, one clear aim carries this week',
  'A week of turning points, gently taken, {sign}',
  '{sign}, let the week unfold in short chapters',
  'Your {modality} rhythm meets a lively week, {sign}',
] as const;

export const monthlyHeadlines = [
  '{sign}, a full lunar cycle to grow into',
  'Your month in four phases, {sign}',
  '{sign}, plant early, gather late',
  'A month of tides and turning points for {sign}',
  '{sign}, let this month’s Moon set your pace',
  'New chapters and bright nights ahead, {sign}',
  '{sign}, a steady month with room to bloom',
  'A month that honours your {modality} nature, {sign}',
  '{sign}, a month to start, adjust and finish',
  'Your {element} month, {sign}: steady and bright',
  '{sign}, the month rewards patient courage',
  'A whole cycle of chances for {sign}',
] as const;
