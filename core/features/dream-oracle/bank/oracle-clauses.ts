import type { AnalysisTypeId } from '../analysis-types';
import type { CosmicSymbolId } from '../cosmic-symbols';
import type { DreamArchetypeId } from '../dream-archetypes';

/**
 * What each choice means, as phrase pools (see `core/compose/dream/dream-phrase.ts`): ways to
 * name the item × what it says, joined into one lowercase clause for `ORACLE_FRAMES`. Every
 * name reads with every saying, and the pools' sizes are coprime, so a symbol says something
 * new in a new frame day after day.
 */
type Pools = readonly [readonly string[], readonly string[]];

export const cosmicSymbolClauses = {
  flying: [
    ['the flight you took', 'flying through the night', 'rising into open air'],
    [
      'is the soul stretching past a ceiling it has outgrown',
      'shows that the limits you feel by day are softer than they look',
      'asks where your life needs more room to breathe',
      'lifts a worry high enough to see how small it is',
    ],
  ],
  water: [
    ['the water you saw', 'water moving through the vision', 'that dark or shining tide'],
    [
      'is the Moon’s own element come to wash an old feeling clean',
      'carries your intuition and asks to be trusted rather than dammed',
      'holds a feeling you have not yet said out loud',
      'shows by its stillness or its churn how settled your heart is',
      'invites you to let a hard week drain away',
    ],
  ],
  fire: [
    ['the fire in the vision', 'flame seen by night', 'that blaze'],
    [
      'belongs to Mars and carries the courage that turns wanting into doing',
      'purifies a passion so it can burn steadily',
      'marks energy that wants a fair outlet',
      'burns away what is finished so something new can grow',
    ],
  ],
  animals: [
    ['the animals you met', 'creatures of the night', 'the beasts that crossed your path'],
    [
      'are guides from the body’s wisdom bringing an instinct you can lean on',
      'carry nature’s voice reminding you what you truly need',
      'show by their mood how your instincts are faring',
      'ask you to trust a need your careful self keeps on a short lead',
    ],
  ],
  death: [
    ['the ending you witnessed', 'death in the vision', 'that closing scene'],
    [
      'is a doorway under Pluto rather than a loss to fear',
      'marks the close of one chapter so the next can be written',
      'points to a habit or role you are ready to outgrow',
      'speaks of a rebirth already under way in waking life',
    ],
  ],
  numbers: [
    ['the numbers that appeared', 'those counted figures', 'the digits you remember'],
    [
      'are Mercury’s messengers pointing to timing',
      'trace an order behind events you thought were random',
      'may mark a date or a rhythm worth noticing',
      'suggest a pattern still taking shape in your plans',
      'ask you to count what you already have before reaching for more',
    ],
  ],
  light: [
    ['the light you saw', 'radiance in the vision', 'that sudden brightness'],
    [
      'is guidance arriving with the Sun’s promise of clarity',
      'speaks of an awakening as a truth steps out of shadow',
      'shows where your attention wants to go next',
      'marks a question that is closer to its answer than you think',
    ],
  ],
  crystals: [
    ['the crystals that shone', 'those clear stones', 'crystal forms in the vision'],
    [
      'carry Saturn’s patience and energy slowly formed into something lasting',
      'reflect the strength you are building under pressure facet by facet',
      'ask you to hold one clear intention steady',
      'show a structure inside you that is sound',
    ],
  ],
  temples: [
    ['the temples you entered', 'those sacred halls', 'the holy buildings of the vision'],
    [
      'are your inner sanctuary and Neptune asks you to spend more time there',
      'show a devotion that wants a daily place in your life',
      'invite you to grow quiet before you choose',
      'hold a promise you once made to yourself',
      'mark the place where faith and practice meet',
    ],
  ],
  stars: [
    ['the stars overhead', 'the stars that filled the sky', 'those distant lights'],
    [
      'speak of destiny and of hope',
      'say a long-held hope is closer to its season than it seems',
      'remind you that your path belongs to a larger pattern',
      'ask you to look up from a small worry toward a wide view',
    ],
  ],
} as const satisfies Record<CosmicSymbolId, Pools>;

/** With no symbols chosen ("none specified"): the story itself is the symbol. */
export const noSymbolClauses = [
  ['with no symbol chosen', 'even without a named symbol', 'where no symbol was marked'],
  [
    'the setting and the people carry the message',
    'the strongest feeling is the omen to follow',
    'the place where the story turned holds the key',
    'the first image you recall is the thread to pull',
  ],
] as const satisfies Pools;

/** Three ways into a lens; each analysis type says four things through them. */
const LENS = ['read this way', 'seen in this light', 'on this reading'] as const;

export const analysisTypeClauses = {
  'astrological-interpretation': [
    LENS,
    [
      'the vision mirrors what your element is working through',
      'your sign sets the stage and the night’s sky supplies the weather',
      'the story follows the planets now crossing your chart',
      'the images translate the season your sign is living through',
    ],
  ],
  'planetary-influences': [
    LENS,
    [
      'each image answers to a planet and together they show which forces are loudest',
      'the brightest scene belongs to the planet pressing hardest on your life',
      'the quiet corners of the story belong to slower planets at work',
      'the night sorts your week by the planets that rule each part of it',
    ],
  ],
  'past-life-memories': [
    LENS,
    [
      'parts of the vision feel older than you are',
      'the story carries echoes of roads your soul has walked before',
      'a familiar stranger in the night may be an old companion',
      'the setting may belong to a chapter long before this one',
    ],
  ],
  'prophetic-analysis': [
    LENS,
    [
      'the vision may be rehearsing something ahead',
      'the feelings it stirs matter more than its literal events',
      'the night offers a preview you can prepare for without fear',
      'what comes true will come in symbol long before it comes in fact',
    ],
  ],
  'chakra-healing': [
    LENS,
    [
      'the images point to energy centres asking for balance',
      'the story moves from the grounded root toward the open crown',
      'the scene that weighed on you marks a centre that wants care',
      'the lightest moment shows where your energy already flows freely',
    ],
  ],
  'archetype-analysis': [
    LENS,
    [
      'the figures you met are universal roles playing a part in you',
      'the guide and the shadow both spoke for parts of yourself',
      'the child in the story keeps your sense of wonder alive',
      'each character carries a gift you are learning to own',
    ],
  ],
  'lunar-cycles': [
    LENS,
    [
      'the vision belongs to its moment in the Moon’s month',
      'the mood follows the light as it waxes or wanes',
      'the story keeps time with the tides of your own feeling',
      'the night’s images ripen with the Moon rather than the clock',
    ],
  ],
  'karmic-patterns': [
    LENS,
    [
      'the vision circles a lesson you have met before',
      'this time you can choose how the old story ends',
      'a pattern that kept repeating is asking to be settled kindly',
      'the knot in the story loosens once you name what it keeps tying',
    ],
  ],
  'soul-purpose': [
    LENS,
    [
      'the vision asks what you are here to give',
      'the story points to where your gift wants to go',
      'a calling you set aside is knocking again',
      'the work that makes you lose track of time is the clue',
    ],
  ],
} as const satisfies Record<AnalysisTypeId, Pools>;

/** Three ways into the archetype; each says four things about the dreamer. */
const DREAMER = ['for your kind of dreamer', 'in your dreaming nature', 'as the archetype reveals'] as const;

export const archetypeClauses = {
  'prophetic-dreamer': [
    DREAMER,
    [
      'the nights lean forward in time and the weeks confirm them',
      'a record kept today becomes proof later',
      'calm certainty marks the visions worth watching',
      'the future arrives first as a mood',
    ],
  ],
  'healing-dreamer': [
    DREAMER,
    [
      'the nights mend what the days bruise',
      'comfort given in sleep is real comfort',
      'old hurts come back to be soothed rather than relived',
      'rest itself is part of the medicine',
    ],
  ],
  'warrior-dreamer': [
    DREAMER,
    [
      'each stand taken at night strengthens your days',
      'the chase is courage in training',
      'a fight in sleep is a boundary being drawn',
      'the night rehearses the brave word you need to say',
    ],
  ],
  'cosmic-dreamer': [
    DREAMER,
    [
      'the nights travel far beyond the ordinary',
      'ideas arrive too large for daylight alone',
      'a glimpse of the wide universe puts small worries in scale',
      'wonder is the first step of your kind of wisdom',
    ],
  ],
  'alchemical-dreamer': [
    DREAMER,
    [
      'what ends is being remade into something better',
      'lead turns into gold one night at a time',
      'the hardest scenes hold the richest raw material',
      'change is a craft you practise in sleep',
    ],
  ],
  'royal-dreamer': [
    DREAMER,
    [
      'the nights remind you of the warmth you bring to every room',
      'a crown in the story is a call to lead with a generous heart',
      'dignity is yours to wear without asking',
      'your light is meant to be shared rather than hidden',
    ],
  ],
} as const satisfies Record<DreamArchetypeId, Pools>;
