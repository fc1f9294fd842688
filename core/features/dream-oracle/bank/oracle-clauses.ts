import type { DreamClauseBank } from '../../../compose/dream/dream-bank';
import type { AnalysisTypeId } from '../analysis-types';
import type { CosmicSymbolId } from '../cosmic-symbols';
import type { DreamArchetypeId } from '../dream-archetypes';
import type { OracleWisdomTopicId } from '../oracle-wisdom-topics';

/**
 * What each choice means, as clauses for `ORACLE_FRAMES`: lowercase, one independent clause,
 * no full stop. Where an item has two, the reading alternates day by day.
 */
export const cosmicSymbolClauses = {
  flying: [
    'flight in the dream is the soul stretching past a ceiling it has outgrown',
    'to fly by night is to be shown that the limits you feel by day are softer than they look',
  ],
  water: [
    'water is the Moon’s own element, and it comes to wash an old feeling clean',
    'the water you saw is your intuition in motion, asking to be trusted rather than dammed',
  ],
  fire: [
    'fire belongs to Mars and carries courage, the heat that turns wanting into doing',
    'flames in a vision mean a passion is being purified so it can burn steadily',
  ],
  animals: [
    'the animal is a guide from the body’s wisdom, bringing an instinct you can lean on',
    'a creature at night carries the voice of nature reminding you what you truly need',
  ],
  death: [
    'death under Pluto is a doorway, the close of one chapter so the next can be written',
    'an ending in the dream marks a rebirth already under way in your waking life',
  ],
  numbers: [
    'numbers are Mercury’s messengers, pointing to timing and a pattern still taking shape',
    'a number that lingers is the mind tracing an order behind events you thought were random',
  ],
  light: [
    'light in a dream is guidance arriving, the Sun’s promise that clarity is near',
    'the radiance you saw speaks of an awakening, a truth stepping out of the shadows',
  ],
  crystals: [
    'crystals carry Saturn’s patience, energy slowly formed into something lasting and clear',
    'a crystal at night reflects the strength you are building under pressure, facet by facet',
  ],
  temples: [
    'a temple is your inner sanctuary, and Neptune invites you to spend more time there',
    'sacred buildings in dreams show a devotion asking for a daily place in your life',
  ],
  stars: [
    'stars speak of destiny and hope, a reminder that your path belongs to a larger pattern',
    'a sky full of stars hints that a long-held hope is closer to its season than it seems',
  ],
} as const satisfies Record<CosmicSymbolId, readonly [string, string]>;

/** With no symbols chosen ("none specified"): the dream's own story is the symbol. */
export const noSymbolClauses = [
  'no symbol was named, so the setting and the people of the dream carry its message',
  'with no symbol chosen, the strongest feeling in the dream is the sign to follow',
] as const;

export const analysisTypeClauses = {
  'astrological-interpretation':
    'read through your sign and the sky of the day, the dream mirrors what your element is working through',
  'planetary-influences':
    'each image answers to a planet, and together they show which forces are loudest in your life right now',
  'past-life-memories':
    'parts of the dream may feel older than you are, like echoes of stories your soul has carried a long way',
  'prophetic-analysis':
    'the dream may be rehearsing something ahead, so note the feelings it stirs rather than its literal events',
  'chakra-healing':
    'the images point to energy centres asking for balance, from the grounded root to the open crown',
  'archetype-analysis':
    'the figures you met are universal roles, the guide, the shadow and the child, each playing a part in you',
  'lunar-cycles':
    'this dream belongs to its moment in the Moon’s month, and its mood follows the light waxing or waning',
  'karmic-patterns':
    'the dream circles a lesson you have met before, and this time you can choose the ending',
  'soul-purpose':
    'underneath the story the dream asks what you are here to give and where that gift wants to go',
} as const satisfies Record<AnalysisTypeId, string>;

export const archetypeClauses = {
  'prophetic-dreamer': 'your dreams lean forward in time, so keep a record and let the weeks confirm it',
  'healing-dreamer': 'your dreams mend what the days bruise, and comfort given at night is real comfort',
  'warrior-dreamer': 'your dreams train your courage, and each stand you take at night strengthens your days',
  'cosmic-dreamer':
    'your dreams travel far beyond the ordinary, bringing back ideas too large for daylight alone',
  'alchemical-dreamer': 'your dreams turn lead into gold, showing how what ends is being remade',
  'royal-dreamer': 'your dreams crown you, reminding you of the warmth and dignity you bring to every room',
} as const satisfies Record<DreamArchetypeId, string>;

/** The clauses the Oracle deals like the journal does (see `core/compose/dream/dream-voice.ts`). */
export const oracleClauses = {
  opening: [
    'the Oracle has looked into the dream you brought and found a clear thread running through it',
    'your dream is a letter from the deeper self, and its seal has now been broken',
    'what you described carries more intention than it first seems',
  ],
  element: {
    fire: [
      'fire signs receive visions as sudden sparks, and the first impulse on waking is often the truest',
      'your fire asks you to answer the dream with one brave act rather than long reflection',
    ],
    earth: [
      'earth signs receive visions through the senses, so the textures and places of the dream hold its key',
      'your earth asks you to make the dream practical, one grounded step at a time',
    ],
    air: [
      'air signs receive visions as ideas and words, so a phrase from the dream may be its whole message',
      'your air asks you to talk the dream through, since meaning arrives for you in conversation',
    ],
    water: [
      'water signs receive visions as feelings, so the mood you woke with is the message itself',
      'your water asks you to honour the dream’s emotion before you try to explain it',
    ],
  },
  advice: [
    'a single line written each morning about this dream will show how its message unfolds',
    'a candle or a quiet walk this evening gives the dream room to finish speaking',
    'one small act today that honours the dream’s strongest image will anchor its guidance',
    'sharing the vision with someone who listens well can reveal what you cannot see alone',
  ],
  wisdom: {
    'prophetic-visions': [
      'a prophetic dream usually feels calm and certain, unlike the scattered dreams of a busy mind',
      'visions that look ahead often speak in symbols rather than events, so their meaning ripens slowly',
      'dating each dream lets you notice, weeks later, which ones were looking forward',
      'the body often knows first, so notice the feeling a vision leaves as much as its pictures',
      'a vision is an invitation to prepare, never a sentence you must accept',
    ],
    'cosmic-symbols': [
      'every dream symbol answers to a planet, so flight belongs to Jupiter and water to the Moon',
      'the elements appear in dreams as they do in the chart, as fire, earth, air and water',
      'stars and light in a dream tend to arrive at turning points, when guidance is most needed',
      'a symbol that returns night after night is a planet asking for your attention',
      'crystals and temples in dreams speak of the sacred structure you are building within',
    ],
    'dream-archetypes': [
      'every dreamer leans toward one of six archetypes, from the prophet to the royal heart',
      'your archetype is a tendency, not a cage, and it can shift as your life does',
      'knowing your archetype helps you read your dreams in their own language',
      'the gifts of each archetype grow stronger when you give them a waking outlet',
      'your sign suggests a starting archetype, but the dreams themselves have the final word',
    ],
  },
  wisdomPractice: [
    'a dream notebook kept open beside the bed for one lunar month will reveal your own patterns',
    'a question whispered before sleep often returns as an image by morning',
    'a few minutes of stillness on waking lets the night’s images surface before the day crowds them out',
    'marking each dream with its date and Moon phase turns scattered nights into a readable story',
  ],
} as const satisfies DreamClauseBank<OracleWisdomTopicId>;
