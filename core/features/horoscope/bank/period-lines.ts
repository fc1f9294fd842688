import type { LunationId } from '../../../compose/sky-survey';

/** Opens a weekly reading. Slots: {range} ("May 17 – May 23, 2026"), {sign}. */
export const weeklyIntros = [
  'For the week of {range}, {sign}, the Moon’s journey sets the rhythm and your own nature sets the tone.',
  'The week of {range} is yours to shape, {sign}, and the sky offers some useful hints about timing.',
  'Looking across {range}, {sign}, the sky keeps shifting, and so can you: think of this week as a series of short chapters.',
  'This week, {range}, asks you, {sign}, to pace yourself and let the Moon’s daily changes show when to push and when to pause.',
  'From {range}, {sign}, the sky paints a week with more texture than it first appears to have.',
  'Seven days, {range}, and plenty of movement overhead: here is how the week may feel for {sign}.',
] as const;

/** Opens a monthly reading. Slots: {range} ("May 2026"), {sign}. */
export const monthlyIntros = [
  '{range} opens a new chapter for {sign}, and the month’s lunar rhythm offers a map for pacing it.',
  'For {sign}, {range} is a month of several tides, and knowing when they turn makes the journey smoother.',
  'Across {range}, {sign}, the sky sketches a full lunar cycle, a complete arc from seed to harvest and back.',
  '{range} gives {sign} a month worth planning around the Moon: begin things near the New Moon, review them near the Full Moon.',
  'As {range} unfolds, {sign}, the Sun and Moon set a rhythm you can work with rather than against.',
  'Think of {range} as a play in four acts, {sign}, with the Moon’s phases marking each change of scene.',
] as const;

/** The Moon's path through the week. Slot: {moonSigns} ("Leo, Virgo and Libra"). */
export const moonPathLines = [
  'Over these days the Moon travels through {moonSigns}, so the emotional weather changes every couple of days.',
  'The Moon’s path this week runs through {moonSigns}, and each sign lends its own flavour to the days it colours.',
  'Watch the mood shift as the Moon moves through {moonSigns}, and match your tasks to the tone of each stretch.',
] as const;

/** A principal lunar phase that falls inside the period. Slots: {eventDate}, {eventSign}, {sign}. */
export const lunationLines = {
  'new-moon': [
    'The New Moon around {eventDate}, in {eventSign}, is the cycle’s fresh page: a good day to write down one intention and one first step.',
    'Around {eventDate} the Moon turns new in {eventSign}, an ideal moment to begin quietly rather than loudly.',
    'Mark the New Moon in {eventSign} around {eventDate}; what you start near it tends to grow with the light that follows.',
    'When the Moon renews itself in {eventSign} around {eventDate}, give yourself permission to start small and stay curious, {sign}.',
  ],
  'first-quarter': [
    'The First Quarter Moon around {eventDate}, in {eventSign}, is a checkpoint: adjust the plan rather than abandon it.',
    'Around {eventDate} the Moon reaches First Quarter in {eventSign}, adding a push that helps hesitant decisions along.',
    'Expect a little productive tension near the First Quarter Moon in {eventSign} around {eventDate}.',
  ],
  'full-moon': [
    'The Full Moon around {eventDate}, in {eventSign}, brings a peak of feeling and visibility, so expect something to come to light.',
    'Around {eventDate} the Moon is full in {eventSign}, a natural time to celebrate progress and release what no longer fits.',
    'Mark the Full Moon in {eventSign} around {eventDate}; emotions may run high, so keep plans flexible and hearts open.',
    'When the Full Moon rises in {eventSign} around {eventDate}, notice what has ripened since the last New Moon, {sign}.',
  ],
  'last-quarter': [
    'The Last Quarter Moon around {eventDate}, in {eventSign}, favours tidying up, finishing and forgiving.',
    'Around {eventDate} the Moon reaches Last Quarter in {eventSign}, a good time to let go of one thing you have outgrown.',
    'Near the Last Quarter Moon in {eventSign}, around {eventDate}, simplify: fewer commitments, clearer priorities.',
  ],
} as const satisfies Record<LunationId, readonly string[]>;

/** The Sun changing sign inside the period. Slots: {eventDate}, {eventSign}. */
export const sunIngressLines = [
  'Around {eventDate} the Sun moves into {eventSign}, and the collective mood shifts with it.',
  'The Sun enters {eventSign} around {eventDate}, opening a new solar season with a different rhythm.',
  'Watch for the change of season around {eventDate}, when the Sun crosses into {eventSign}.',
] as const;

/** The Moon passing through the reader's own sign. Slots: {eventDate} ("May 3–5"), {sign}. */
export const moonVisitLines = [
  'The Moon visits {sign} around {eventDate}, your monthly emotional recharge, so schedule something that feels like you.',
  'Around {eventDate} the Moon passes through your own sign, lending instinct and presence; these are good days for personal matters.',
  'When the Moon returns to {sign} around {eventDate}, your intuition sharpens and others may seek you out.',
] as const;
