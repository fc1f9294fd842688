import type { SignId } from '../../../content/signs';

/**
 * What each sign brings to any archetype: two ways into an inner path and two ways out of a
 * shadow. The template reading takes one of each, alternating between archetypes, so one sign
 * reading its six archetypes does not open every reading with the same sentence.
 */
export interface ArchetypeSignLines {
  openings: readonly [string, string];
  /** Imperative, second person: the small practice that loosens a shadow's grip. */
  remedies: readonly [string, string];
}

export const archetypeSignLines = {
  aries: {
    openings: [
      'Aries comes to inner work the way it comes to everything: first, fast and with its whole heart.',
      'As the sign that opens the zodiac, you learn a path by starting down it, not by studying the map.',
    ],
    remedies: [
      'Take one slow breath before you charge, long enough to ask whether this fight is really yours.',
      'Count to five before answering anything that stings, and notice how often the urge to strike passes.',
    ],
  },
  taurus: {
    openings: [
      'Taurus takes its time with anything sacred, and that slowness is a strength rather than a delay.',
      'You trust what you can touch, so this archetype becomes real for you through rituals your hands can do.',
    ],
    remedies: [
      'Ask each week which comfort still feeds you and which one only keeps you still.',
      'Change one small habit on purpose each month, so change becomes something you choose instead of something that happens to you.',
    ],
  },
  gemini: {
    openings: [
      'Gemini meets a new path with a dozen questions, and every one of them is a way in.',
      'Your mind moves quickly between ideas, so this archetype reaches you through talk, books and the odd overheard remark.',
    ],
    remedies: [
      'Pick one thread to follow for a whole week, and let the others wait without guilt.',
      'When you catch yourself explaining a feeling, stop and simply name it in three words.',
    ],
  },
  cancer: {
    openings: [
      'Cancer approaches the inner life as it approaches a home: it wants to feel safe before it opens the door.',
      'Memory is your native language, so this archetype often speaks to you through the past.',
    ],
    remedies: [
      "Before you take on someone else's mood, ask quietly whether it belongs to you at all.",
      'Let yourself be looked after once in a while, and notice that the world keeps turning.',
    ],
  },
  leo: {
    openings: [
      'Leo brings warmth to any path it walks, and wants its inner life to be as generous as its outer one.',
      'You are made to shine, and this archetype asks you to turn some of that light inward.',
    ],
    remedies: [
      'Do one kind thing this week that nobody will ever hear about, and see how it feels.',
      'When you crave applause, ask what you would do if no one were watching, and do that.',
    ],
  },
  virgo: {
    openings: [
      'Virgo turns any spiritual idea into a practice it can refine, one careful detail at a time.',
      'You notice what others miss, so this archetype reaches you through small signs and daily routines.',
    ],
    remedies: [
      'Leave one task deliberately unpolished each day, as a small act of trust.',
      'Write down three things you did well before you list what still needs fixing.',
    ],
  },
  libra: {
    openings: [
      'Libra looks for the balance point in every teaching, and finds grace in the looking.',
      'You understand yourself best beside other people, so this archetype often shows itself through the company you keep.',
    ],
    remedies: [
      'Make one decision today without asking anyone, and sit with the discomfort of owning it.',
      'Say what you want first, before weighing what everyone else might prefer.',
    ],
  },
  scorpio: {
    openings: [
      'Scorpio never skims the surface of anything, and this path is no exception.',
      'You go deep or not at all, so this archetype reaches you through the places most people avoid looking.',
    ],
    remedies: [
      'Tell one person you trust something you would usually keep guarded, and let them hold it.',
      'Loosen your grip on one outcome this week and watch what arrives without your steering.',
    ],
  },
  sagittarius: {
    openings: [
      'Sagittarius treats every inner path as a journey, and wants to know where the road leads.',
      'You learn by roaming, so this archetype finds you through travel, big ideas and frank talks with strangers.',
    ],
    remedies: [
      'Stay with one practice long enough for it to feel dull, because that is where it starts to work.',
      'Before you set off for the next horizon, finish one thing you began here.',
    ],
  },
  capricorn: {
    openings: [
      'Capricorn climbs a spiritual mountain the way it climbs every other: one steady, deliberate step after another.',
      'You respect what is earned, so this archetype becomes real for you through discipline kept over time.',
    ],
    remedies: [
      'Book rest the way you book work, and keep that appointment just as faithfully.',
      'Once a week, do something for no reason except that it delights you.',
    ],
  },
  aquarius: {
    openings: [
      'Aquarius comes to the mystical with an open, questioning mind and little patience for dogma.',
      'You think in systems and futures, so this archetype reaches you through ideas that could help many people at once.',
    ],
    remedies: [
      'Let one friend see how you feel, not only what you think.',
      'Put a hand on your chest when you decide something, and check that your heart agrees with your head.',
    ],
  },
  pisces: {
    openings: [
      'Pisces slips into the mystical as easily as a fish into water, and feels at home there.',
      'You sense more than you can say, so this archetype reaches you through dreams, music and quiet hours by water.',
    ],
    remedies: [
      'Draw a clear line around one evening a week that belongs only to you.',
      'When a feeling floods in, put both feet on the floor and name five things you can see.',
    ],
  },
} as const satisfies Record<SignId, ArchetypeSignLines>;
