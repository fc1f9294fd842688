import type { JournalWisdomTopicId } from '../journal-wisdom-topics';

/**
 * The journal's wisdom topics as phrase pools (see `core/compose/dream/dream-phrase.ts`): five
 * ways in × eleven teachings per topic, 55 clauses; a reading takes four consecutive ones a day,
 * each in its own frame. No teaching has a comma inside, so each combination stands as one clause.
 */
const WAYS_IN = [
  'over the long run',
  'as many keepers find',
  'more often than not',
  'time and again',
  'as a rule of thumb',
] as const;

export const journalWisdomClauses = {
  'subconscious-messages': [
    WAYS_IN,
    [
      'the subconscious speaks in pictures because pictures carry feeling faster than words',
      'a recurring scene is a message sent again because it has not yet been answered',
      'people in sleep stand for qualities of your own rather than for themselves',
      'the mood a night leaves behind is a truer signal than its plot',
      'writing an entry within minutes of waking keeps details the mind would tidy away',
      'a house in sleep stands for the self with each room a different part of you',
      'being chased points to something you are avoiding by day',
      'the strangest images carry the plainest messages once you slow down',
      'an unfinished scene asks you to finish it in waking thought',
      'the mind rehearses at night what it is not ready to face by day',
      'small objects in the story often stand for large feelings',
    ],
  ],
  'astrological-influence': [
    WAYS_IN,
    [
      'the Moon’s sign colours your sleep softer in water signs and livelier in fire',
      'your own sign shapes the stage your nights play on from the settings to the pace',
      'entries near a Full Moon run vivid and emotional while New Moon nights are quieter',
      'your ruling planet hints at the themes your nights return to most often',
      'tracking your entries against the lunar cycle reveals a rhythm of its own',
      'a Moon in air signs brings talkative busy nights full of ideas',
      'a Moon in earth signs brings solid scenes about home and body and work',
      'the planets crossing your sign show up as guests in your stories',
      'a waning Moon favours nights that clear out and a waxing Moon nights that build',
      'your element decides whether you remember pictures or words or feelings first',
      'the season of your birthday brings nights that review the year behind you',
    ],
  ],
  'spiritual-growth': [
    WAYS_IN,
    [
      'a journal kept for a season becomes a map of how your inner life is changing',
      'the nights that unsettle you point at your next step',
      'gratitude for a strange night opens you to more of what it has to teach',
      'a gentle question set before sleep invites an answer by morning',
      'growth shows up in sleep as new rooms or new roads or doors that finally open',
      'old fears return with less power each time you face them',
      'kindness toward your own nightmares turns them into teachers',
      'the figures who help you in sleep show strengths you are growing',
      'a quiet practice of noting your nights makes you a better listener by day',
      'patience with a puzzling entry often brings its meaning weeks later',
      'the self you meet at night is wiser than the one who worries by day',
    ],
  ],
} as const satisfies Record<JournalWisdomTopicId, readonly [readonly string[], readonly string[]]>;
