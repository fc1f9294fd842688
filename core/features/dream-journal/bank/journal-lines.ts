import type { Element } from '../../../content/signs';

/**
 * The journal's own lines for each sign (see `core/compose/dream/dream-voice.ts`): each pool is
 * parts that join into one clause, 7 × 9 = 63 combinations, so no two signs share one on a day
 * and one sign meets none twice in 63 days. Every first part reads with every second.
 */
export const JOURNAL_OPENING = [
  [
    'this entry is your own inner weather report',
    'what you wrote down deserves a second look',
    'the story you recorded has a clear shape',
    'your night gathered the day’s loose threads',
    'this entry holds more than its plot',
    'the sleeping mind rarely wastes an image',
    'what came to you in sleep is worth a slow read',
  ],
  [
    'and it was written while the guard of the day was down',
    'and each recorded night makes the next easier to read',
    'and its logic is kinder than it first looks',
    'and it points at something you already half know',
    'and it rewards a patient reader',
    'and its mood is the best place to begin',
    'and its details are where the meaning hides',
    'and it speaks to the week you are living',
    'and it has a message you can use',
  ],
] as const;

export const JOURNAL_ADVICE = [
  [
    'the first feeling you notice on waking',
    'one small step that answers the strongest image',
    'five quiet minutes with the central feeling',
    'telling the puzzling part to someone you trust',
    'a pen beside the bed',
    'a note of the mood over the next three mornings',
    'a single sketch of the clearest scene',
  ],
  [
    'will tell you more than any book',
    'can show you what the entry meant',
    'will catch the follow-up that often comes soon',
    'helps the meaning come clear in its own time',
    'keeps the message from slipping away',
    'turns the entry into something you can act on',
    'lets you compare the night with the day',
    'gives the quieter part room to speak',
    'shows what still matters',
  ],
] as const;

export const JOURNAL_QUESTIONS = [
  [
    'which person in the entry',
    'which image from the entry',
    'who or what in the story',
    'which part of the night',
    'what mood from the entry',
    'which scene you recorded',
    'what setting in the story',
  ],
  [
    'matches something in your waking week',
    'would you keep above all the rest',
    'seemed to want something from you',
    'would you rather not think about',
    'asks you to start something',
    'asks you to stop something',
    'reminds you of your past',
    'would you step back into if you could',
    'could you answer with a small promise',
  ],
] as const;

export const JOURNAL_AFFIRMATIONS = [
  [
    'I listen to my sleep with patience',
    'I welcome what my sleeping mind shows me',
    'I am safe to feel everything the night brings up',
    'I trust the quiet wisdom that rises while I rest',
    'I release whatever the night has finished with',
    'I am the kind keeper of a rich inner world',
    'I honour my nights as messages from the deepest part of me',
  ],
  [
    'and I keep what helps me grow',
    'and I understand myself a little better each morning',
    'and I carry the night’s lessons into the day',
    'and I choose my steps myself',
    'and I hold the message lightly',
    'and I act bravely on what I learn',
    'and my rest restores me',
    'and I meet the morning with curiosity',
    'and I leave the fears behind',
  ],
] as const;

/** The wisdom topics' practice: no dream is on the table, so these speak of nights to come. */
export const JOURNAL_PRACTICE = [
  [
    'a notebook within reach of the pillow',
    'three slow breaths and one clear question before sleep',
    'noting each entry’s date and Moon phase',
    'reading last month’s entries aloud',
    'a dim lamp and no screen for the last half hour',
    'writing the very first word that comes on waking',
    'a short walk in the evening air',
  ],
  [
    'will catch what the morning would lose',
    'can invite an answering night',
    'shows patterns no single night can',
    'reveals the message your nights share',
    'makes the coming entries richer',
    'helps the mind settle into deeper rest',
    'builds a habit that rewards you within a month',
    'keeps faint images from fading',
    'turns a stray picture into a thread you can follow',
  ],
] as const;

/** The reader's element: three ways to name it × four things it does with a night. */
export const JOURNAL_ELEMENT = {
  fire: [
    ['your fire', 'a fire sign’s restless mind', 'the heat in your chart'],
    [
      'tends to sleep fast and bright with images that want to become action by lunchtime',
      'paints in bold strokes so the scene that made your pulse jump matters most',
      'may simply be spending spare energy while the body rests',
      'wakes wanting to do something with what it saw',
    ],
  ],
  earth: [
    ['your earth', 'an earth sign’s steady mind', 'the ground in your chart'],
    [
      'sleeps in solid touchable scenes where the practical details hold the message',
      'sorts the week’s loose ends into places and objects you can examine',
      'points to something you can change with your hands or your calendar',
      'wakes wanting a plan rather than a mystery',
    ],
  ],
  air: [
    ['your air', 'an air sign’s busy mind', 'the breeze in your chart'],
    [
      'sleeps in conversations and puzzles so a remembered line may be the key',
      'connects ideas the day kept apart',
      'may wake with a thought rather than a feeling worth writing down',
      'wants to talk the night through before it trusts it',
    ],
  ],
  water: [
    ['your water', 'a water sign’s tender mind', 'the tide in your chart'],
    [
      'sleeps with the whole heart so the mood on waking matters as much as the story',
      'soaks up the feelings of people nearby and asks whose emotion you were carrying',
      'often knows something before the waking mind is willing to agree',
      'wakes with a feeling that deserves a name',
    ],
  ],
} as const satisfies Record<Element, readonly [readonly string[], readonly string[]]>;
