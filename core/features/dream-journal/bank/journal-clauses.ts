import type { DreamClauseBank } from '../../../compose/dream/dream-bank';
import type { MoonPhaseId } from '../../../sky/moon-phases';
import type { DreamEmotionId } from '../dream-emotions';
import type { DreamSymbolId } from '../dream-symbols';
import type { JournalWisdomTopicId } from '../journal-wisdom-topics';

/**
 * What each thing the visitor marked means, as clauses for `JOURNAL_FRAMES`: lowercase, one
 * independent clause, no full stop. Where an item has two, the reading alternates day by day.
 */
export const symbolClauses = {
  flying: [
    'flying points to a part of you that wants more room than your days currently allow',
    'rising through the air suggests you are ready to see a problem from higher up, where it looks smaller',
  ],
  water: [
    'the water carries your feelings, and whether it lay still or churned shows how settled they are',
    'water in a dream asks what you have been feeling but have not yet said out loud',
  ],
  fire: [
    'fire marks energy that wants an outlet, whether as passion, anger or the urge to start afresh',
    'flames in the night speak of something being burned away so that new growth can begin',
  ],
  animals: [
    'the animal you met stands for an instinct of yours, and its mood shows how that instinct is faring',
    'a creature in a dream often carries a need your careful daytime self keeps on a short lead',
  ],
  death: [
    'death in a dream almost always means an ending that clears space, not a loss to fear',
    'an ending in the dream world points to a habit, role or story you are ready to outgrow',
  ],
  numbers: [
    'numbers show your mind counting, sorting or waiting for the right moment to move',
    'a figure that stays with you after waking may mark a date, an amount or a rhythm worth noticing',
  ],
  colors: [
    'the colours you remember are your mood painted large, brightest where the feeling runs strongest',
    'vivid or faded colour shows how much life you are pouring into the matter the dream touched',
  ],
  falling: [
    'falling often follows a day of feeling unsupported, and it asks where you could lean on others',
    'the drop you felt invites you to loosen your grip on something you cannot fully control',
  ],
} as const satisfies Record<DreamSymbolId, readonly [string, string]>;

export const emotionClauses = {
  joy: 'the joy you woke with shows that something in your life is feeding you, and it helps to name what',
  fear: 'fear in a dream is usually a rehearsal, your mind practising courage where it is safe to',
  anxiety: 'anxiety in sleep tends to echo a worry you have not yet put into words during the day',
  peace: 'a peaceful dream says some part of you has already made its peace with an open question',
  confusion: 'confusion in the dream mirrors a choice whose edges are still blurred for you',
  love: 'love felt in a dream points to a bond or a longing that deserves your warmth while awake too',
  anger: 'anger in the dream is energy asking for a fair and safe outlet rather than silence',
  wonder:
    'wonder means your imagination is wide open, which makes this a fine time to begin something creative',
  sadness: 'sadness in sleep often does the gentle grieving that a busy day leaves no room for',
  excitement: 'excitement signals a hope rising toward the surface, nearly ready to be acted on',
  calm: 'a calm dream is your nervous system catching its breath, a sign that rest is reaching you',
  overwhelmed:
    'feeling overwhelmed in the dream suggests your plate is fuller than you admit, and something can be set down',
} as const satisfies Record<DreamEmotionId, string>;

export const moonPhaseClauses = {
  'new-moon': 'a New Moon dream plants a seed, so treat any wish it stirred as an intention',
  'waxing-crescent': 'under a Waxing Crescent the dream’s hopes are young shoots that need steady care',
  'first-quarter':
    'a First Quarter Moon brings the tension of choosing, and the dream may be weighing your options',
  'waxing-gibbous':
    'the Waxing Gibbous Moon favours patient refining, so the dream may point to one detail to adjust',
  'full-moon':
    'a Full Moon throws light on what was hidden, so the dream’s feelings may run louder than usual',
  'waning-gibbous': 'the Waning Gibbous Moon turns dreams toward what you have learned and can now pass on',
  'last-quarter': 'under a Last Quarter Moon dreams often sort through what you are ready to release',
  'waning-crescent':
    'a Waning Crescent dream belongs to the quiet end of the cycle and asks you to rest before beginning again',
} as const satisfies Record<MoonPhaseId, string>;

/** When no symbol or emotion was marked: the story itself still holds images worth noting. */
export const unmarkedClauses = [
  'even with nothing marked, the story you wrote holds its own images, so underline the ones that still feel charged',
  'an unmarked dream is not an empty one, and the scene you remember most clearly is where to start',
] as const;

/** The clauses the journal deals like the Oracle does (see `core/compose/dream/dream-voice.ts`). */
export const journalClauses = {
  opening: [
    'this dream is your own inner weather report, written while the guard of the day was down',
    'what you wrote down deserves a second look, because the sleeping mind rarely wastes an image',
    'every dream you record becomes easier to read, and this one has a clear shape',
    'your dream gathered the day’s loose threads and wove them into a story with its own logic',
  ],
  element: {
    fire: [
      'your dreams tend to run hot and fast, and their images want to become action by lunchtime',
      'fire signs often dream in bold strokes, so look for the one scene that made your pulse jump',
      'a vivid night may simply be your spare energy finding a way out while the body rests',
    ],
    earth: [
      'earth signs dream in solid, touchable scenes, and the practical details often hold the message',
      'your dreams like to sort the week’s loose ends, turning worries into places and objects you can examine',
      'an earth sign’s dream usually points to something you can change with your hands or your calendar',
    ],
    air: [
      'air signs dream in conversations and puzzles, so a remembered line of dialogue may be the key',
      'your dreams like to connect ideas the day kept apart, which is why they can feel busy and clever',
      'you may wake with a thought rather than a feeling, and that thought is worth writing down',
    ],
    water: [
      'water signs dream with the whole heart, so the mood on waking matters as much as the story',
      'your dreams soak up the feelings of people around you, so ask whose emotion you were carrying',
      'a water sign’s dream often knows something before the waking mind is willing to agree',
    ],
  },
  advice: [
    'it helps to jot down the first feeling you notice tomorrow morning and compare it with this dream',
    'one small waking step that answers the dream’s strongest image will tell you more than any book',
    'the dream’s central feeling deserves five quiet minutes today before you decide what it means',
    'the part that puzzles you may make sense once you tell it to someone you trust',
    'a pen beside the bed tonight is wise, since follow-up dreams often come close together',
    'the dream’s mood may reappear in waking life over the next three days, so keep an eye out for it',
  ],
  wisdom: {
    'subconscious-messages': [
      'the subconscious speaks in pictures because pictures carry feeling faster than words',
      'a recurring dream is a message sent again because it has not yet been answered',
      'people in dreams often stand for qualities of your own rather than for themselves',
      'the mood a dream leaves behind is often a truer signal than its plot',
      'writing a dream down within minutes of waking keeps details the mind would otherwise tidy away',
    ],
    'astrological-influence': [
      'the Moon’s sign on a given night colours your dreams, softer in water signs and livelier in fire',
      'your own sign shapes the stage your dreams play on, from the settings to the pace',
      'dreams near a Full Moon tend to be vivid and emotional, while New Moon dreams are quieter and inward',
      'your ruling planet hints at the themes your dreams return to most often',
      'tracking your dreams against the lunar cycle for a month often reveals a rhythm of its own',
    ],
    'spiritual-growth': [
      'a dream journal kept for a season becomes a map of how your inner life is changing',
      'the dreams that unsettle you are often the ones pointing at your next step',
      'gratitude for a dream, even a strange one, opens you to more of what it has to teach',
      'a gentle question set before sleep invites your dreams to answer it',
      'growth shows in dreams as new rooms, new roads or doors that finally open',
    ],
  },
  /** The wisdom topics' practice: no dream is on the table, so these speak of dreams to come. */
  wisdomPractice: [
    'a notebook and pen within reach of the pillow tonight will catch what the morning would lose',
    'three slow breaths and one clear question before sleep are enough to invite an answering dream',
    'a week of noting each dream’s date and Moon phase will show you patterns no single night can',
    'reading last month’s dreams again, out loud, often reveals the message they share',
  ],
} as const satisfies DreamClauseBank<JournalWisdomTopicId>;
