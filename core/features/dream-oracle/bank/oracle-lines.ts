import type { Element } from '../../../content/signs';

/**
 * The Oracle's own lines for each sign (see `core/compose/dream/dream-voice.ts`): each pool is
 * parts that join into one clause, 7 × 9 = 63 combinations, so no two signs share one on a day
 * and one sign meets none twice in 63 days. Every first part reads with every second.
 */
export const ORACLE_OPENING = [
  [
    'the Oracle has looked into the vision you brought',
    'what you described carries more intention than it first seems',
    'your night’s story reads like a letter from the deeper self',
    'this vision arrived with a purpose',
    'the images you brought are worth slowing down for',
    'something in this vision has been waiting for your attention',
    'the Oracle has turned your account over in the light',
  ],
  [
    'and one clear thread runs through it',
    'and its seal is now broken',
    'and its meaning is ready to be read',
    'and it speaks to where you stand now',
    'and it rewards a patient reading',
    'and its message is gentler than it may look',
    'and its pieces fit together better than they seem',
    'and it answers a question you have been carrying',
    'and it has more to say than its plot',
  ],
] as const;

export const ORACLE_ADVICE = [
  [
    'a single line written each morning',
    'a candle lit at dusk',
    'one small act that honours the strongest image',
    'a quiet walk before bed',
    'telling the vision to someone who listens well',
    'a glass of water by the bed and a whispered question',
    'ten slow breaths on waking',
  ],
  [
    'will help its message unfold',
    'gives the vision room to finish speaking',
    'anchors its guidance in your days',
    'can reveal what you cannot see alone',
    'keeps the thread from slipping away',
    'lets the meaning settle in its own time',
    'turns the vision into a habit of listening',
    'makes space for the next message',
    'shows you which part still matters',
  ],
] as const;

export const ORACLE_QUESTIONS = [
  [
    'which image from the vision',
    'what part of the night’s story',
    'which figure you met',
    'what feeling from the vision',
    'which moment of the night',
    'what place in the vision',
    'which colour or sound you recall',
  ],
  [
    'still tugs at you',
    'mirrors a situation in your life right now',
    'seems to ask something of you',
    'would you most like to understand',
    'felt most alive',
    'points toward a door in your life',
    'would you carry into the week',
    'reminds you of a strength you forget you have',
    'could become a promise you make to yourself',
  ],
] as const;

export const ORACLE_AFFIRMATIONS = [
  [
    'I am open to the guidance my sleep brings',
    'I trust the messages rising from my deepest self',
    'my inner vision grows clearer with every night',
    'I receive the wisdom of the night with gratitude',
    'I honour the gifts my visions reveal',
    'I am a bridge between the seen and the unseen',
    'my intuition is a compass I can rely on',
  ],
  [
    'and I carry that gently into the day',
    'and I walk forward in trust',
    'and I act with care',
    'and I rest easy',
    'and I wake ready to listen',
    'and I welcome what comes',
    'and I let my inner voice choose my next step',
    'and I keep my own counsel',
    'and I meet the day with an open heart',
  ],
] as const;

/** The wisdom reading's practice: no dream is on the table, so it speaks of nights to come. */
export const ORACLE_PRACTICE = [
  [
    'a notebook kept open beside the bed',
    'a question whispered before sleep',
    'a few minutes of stillness on waking',
    'marking each vision with its date and Moon phase',
    'a single word written the moment you wake',
    'dimming the lamps an hour before bed',
    'reading last month’s notes aloud',
  ],
  [
    'will reveal your own patterns within a lunar month',
    'often returns an image by morning',
    'lets the night’s pictures surface before the day crowds them out',
    'turns scattered nights into a readable story',
    'invites the next vision to be remembered',
    'makes the coming nights easier to read',
    'helps the quieter messages reach you',
    'builds a bridge between sleep and waking',
    'shows you which symbols are truly yours',
  ],
] as const;

/** The reader's element: three ways to name it × four things it does with a vision. */
export const ORACLE_ELEMENT = {
  fire: [
    ['your fire', 'a fire sign’s spirit', 'the flame in your chart'],
    [
      'receives visions as sudden sparks',
      'answers a vision best with one brave act',
      'trusts the first impulse on waking',
      'wants to turn the night’s heat into a plan by noon',
    ],
  ],
  earth: [
    ['your earth', 'an earth sign’s patience', 'the ground in your chart'],
    [
      'reads a vision through its textures and places',
      'makes the message practical one step at a time',
      'keeps what is useful and lets the rest go',
      'wants to see the omen take shape in your hands',
    ],
  ],
  air: [
    ['your air', 'an air sign’s mind', 'the breeze in your chart'],
    [
      'hears a vision as words and ideas',
      'finds the meaning by talking it through',
      'may find the whole message in one remembered phrase',
      'links the night’s images to the week’s conversations',
    ],
  ],
  water: [
    ['your water', 'a water sign’s heart', 'the tide in your chart'],
    [
      'receives a vision as feeling before pictures',
      'honours the mood you woke with as the message itself',
      'knows what a vision means before the mind agrees',
      'asks whose emotion you were carrying through the night',
    ],
  ],
} as const satisfies Record<Element, readonly [readonly string[], readonly string[]]>;
