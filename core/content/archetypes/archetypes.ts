import type { SignId } from '../signs';
import {
  ARCHETYPE_IDS,
  type Archetype,
  type ArchetypeId,
  type ArchetypeList,
  archetypesRecommendedIn,
  primaryArchetypeIn,
} from './archetype';

/**
 * The six archetypes of the Mystical Personality page (tool spec §3), texts in our own words.
 *
 * Who is whose primary: the first four archetypes list exactly two signs each and share none, and
 * the last two list two signs of their own first, then signs an earlier archetype already claims
 * (Capricorn for the alchemist, Cancer and Pisces for the healer). By the first-match rule every
 * sign therefore has a listing archetype, and each archetype is the primary of exactly two signs:
 * warrior Aries and Sagittarius, earth keeper Taurus and Capricorn, messenger Gemini and
 * Aquarius, oracle Pisces and Cancer, alchemist Scorpio and Leo, healer Virgo and Libra.
 */
export const archetypes = {
  'cosmic-warrior': {
    id: 'cosmic-warrior',
    name: 'Cosmic Warrior',
    title: 'Champion of the Inner Flame',
    symbol: '⚔️',
    description:
      'You meet life head-on. The Cosmic Warrior treats courage as a spiritual practice: acting on what you know is right before your doubts have finished talking. Most of your battles are fought inside, and each one you win makes it easier for someone nearby to be brave.',
    element: 'fire',
    zodiacSigns: ['aries', 'sagittarius'],
    mysticalPowers: [
      'Kindling courage in a room that has lost it',
      'Cutting through hesitation with one clear choice',
      'Turning anger into focused, protective action',
      'Sensing the exact moment to move',
    ],
    spiritualGifts: [
      'Fearless honesty',
      'Stamina that returns after rest',
      'A protective instinct for anyone outnumbered',
      'Delight in a hard challenge',
    ],
    shadowAspects: [
      'Charging ahead before listening',
      'Treating every disagreement as a fight',
      'Refusing rest until the fire burns out',
      'Impatience with slower hearts',
    ],
    sacredSymbols: [
      'The sword of discernment',
      'The rising sun',
      "The ram's horn",
      'A flame held in an open hand',
    ],
    ritualTools: [
      'A red candle',
      'Carnelian',
      'A drum for a steady beat',
      'A written vow kept on your altar',
    ],
    meditation:
      'Sit tall and breathe low into your belly until you feel warmth gather there. Picture a small flame just behind your navel and let it grow a little with every inhale, without letting it spill past your skin. Name one thing you are ready to stand up for, then let the flame settle into an ember you carry through the day.',
    affirmation: 'I act with courage and choose my battles with a calm heart.',
  },
  'earth-keeper': {
    id: 'earth-keeper',
    name: 'Earth Keeper',
    title: 'Guardian of Roots and Seasons',
    symbol: '🌳',
    description:
      'You trust what grows slowly. The Earth Keeper tends the things that last: land, home, family stories, promises kept for years. Your spirituality lives in your hands and your habits, and people feel steadier just standing near you.',
    element: 'earth',
    zodiacSigns: ['taurus', 'capricorn'],
    mysticalPowers: [
      'Grounding a restless room with calm presence',
      'Reading the seasons of a project or a friendship',
      'Making sacred space out of ordinary chores',
      'Holding a vision steady until it takes solid form',
    ],
    spiritualGifts: [
      'Patience that outlasts storms',
      'A green thumb for people and plants alike',
      'Practical wisdom others keep coming back to',
      'Deep loyalty to places and people',
    ],
    shadowAspects: [
      'Clinging to comfort after it has stopped serving you',
      'Mistaking stubbornness for strength',
      'Measuring your worth by what you produce',
      'Fearing change so much that you miss its gifts',
    ],
    sacredSymbols: ['The oak tree', 'A seed in dark soil', 'The mountain', 'A sheaf of wheat'],
    ritualTools: [
      'A bowl of soil or salt',
      'Green aventurine',
      'Dried herbs from your own kitchen',
      'A smooth river stone',
    ],
    meditation:
      'Sit with both feet flat on the floor, or on bare ground if you can. Imagine roots growing slowly from your soles, through the floor, past stone and underground water, until they rest in something vast and quiet. Draw up what you need from that depth on each inhale, and on each exhale let the earth take whatever feels heavy.',
    affirmation: 'I grow at my own pace, and what I build with care endures.',
  },
  'cosmic-messenger': {
    id: 'cosmic-messenger',
    name: 'Cosmic Messenger',
    title: 'Weaver of Words Between Worlds',
    symbol: '🕊️',
    description:
      'Ideas find you, and you pass them on. The Cosmic Messenger carries insight from where it is born to where it is needed, through conversation, writing or a well-timed question. You connect people who would never have met and hear patterns where others hear only noise.',
    element: 'air',
    zodiacSigns: ['gemini', 'aquarius'],
    mysticalPowers: [
      'Catching ideas that seem to arrive from nowhere',
      'Translating between people who talk past each other',
      'Spotting meaningful coincidences as they happen',
      'Changing the mood of a room with a single sentence',
    ],
    spiritualGifts: [
      'A quick, playful mind',
      'Curiosity that never grows old',
      'Fitting words at the moment they matter',
      'Friendships that cross every kind of border',
    ],
    shadowAspects: [
      'Scattering your energy across too many interests',
      'Living in your head and forgetting your body',
      'Talking to avoid feeling',
      'Restlessness that mistakes novelty for growth',
    ],
    sacredSymbols: [
      'The feather',
      "The herald's winged staff",
      'An open book',
      'Wind moving through tall grass',
    ],
    ritualTools: [
      'A pocket notebook for overheard wisdom',
      'A stick of incense for watching the air move',
      'Blue lace agate',
      'A small brass bell',
    ],
    meditation:
      'Sit by an open window and follow the air as it moves in and out of you. Let thoughts cross your mind like birds crossing the sky, noticing each one without chasing it. If one thought returns three times, write it down afterwards, because it may be the message meant for you today.',
    affirmation: 'I listen before I speak, and my words carry light to whoever needs it.',
  },
  'mystic-oracle': {
    id: 'mystic-oracle',
    name: 'Mystic Oracle',
    title: 'Keeper of the Hidden Tide',
    symbol: '🔮',
    description:
      'You know things before you can explain them. The Mystic Oracle lives close to the thin places: dreams, symbols, the feeling in a room that nobody has named. Your gift is seeing beneath the surface and saying what you see gently enough that it can be heard.',
    element: 'water',
    zodiacSigns: ['pisces', 'cancer'],
    mysticalPowers: [
      'Dreaming in symbols that make sense days later',
      'Sensing the unspoken feeling in a room',
      'Reading omens in everyday coincidences',
      'Knowing a choice is right before the reasons arrive',
    ],
    spiritualGifts: [
      'Deep empathy',
      'A rich inner world of images',
      'Ease with silence and solitude',
      'Compassion for people on the margins',
    ],
    shadowAspects: [
      "Absorbing other people's moods as your own",
      'Escaping into fantasy when life feels harsh',
      'Doubting a hunch because you cannot prove it',
      "Losing your own shape inside someone else's needs",
    ],
    sacredSymbols: ['The full moon', 'The crystal ball', 'A spiral shell', 'The veil'],
    ritualTools: [
      'A dark bowl of water for gazing',
      'Moonstone',
      'Tarot or oracle cards',
      'A dream journal beside the bed',
    ],
    meditation:
      'At night, fill a dark bowl with water and set it where a little moonlight or candlelight can touch it. Soften your gaze on the surface and breathe slowly, letting images rise and sink without judging them. Before sleep, ask one clear question, and write down whatever you remember on waking.',
    affirmation: 'I trust the quiet knowing within me and let it guide my steps.',
  },
  'divine-alchemist': {
    id: 'divine-alchemist',
    name: 'Divine Alchemist',
    title: 'Turner of Lead into Gold',
    symbol: '⚗️',
    description:
      'You change what you touch, and you let it change you. The Divine Alchemist takes loss, pain and raw experience and works them, patiently, into wisdom. Your path runs through endings and beginnings, and you have learned that nothing real is ever wasted.',
    element: 'fire',
    zodiacSigns: ['scorpio', 'leo', 'capricorn'],
    mysticalPowers: [
      'Making a setback the start of a new direction',
      'Finding the gold hidden in a hard lesson',
      'Closing cycles cleanly so new ones can begin',
      'Holding great intensity without being consumed by it',
    ],
    spiritualGifts: [
      'Resilience forged in difficult seasons',
      'Fearless curiosity about the depths',
      'A magnetic presence',
      'Walking beside others through their own transformations',
    ],
    shadowAspects: [
      'Needing control over every outcome',
      'Keeping old wounds open as proof of strength',
      'Testing people instead of trusting them',
      'Seeking intensity for its own sake',
    ],
    sacredSymbols: ['The phoenix', 'The ouroboros serpent', 'The crucible', 'The golden sun of completion'],
    ritualTools: [
      'A fireproof dish for burning old letters',
      'Black tourmaline',
      'A small iron cauldron',
      'A lantern for the long night',
    ],
    meditation:
      'Bring to mind something you want to release: a habit, a grudge, an old story about yourself. Picture it placed in a crucible over a steady flame, and watch it soften and melt rather than vanish. Ask what remains once the heat has done its work, and keep that small golden residue as the lesson you carry on.',
    affirmation: 'Every ending I pass through leaves me wiser and more whole.',
  },
  'celestial-healer': {
    id: 'celestial-healer',
    name: 'Celestial Healer',
    title: 'Bearer of the Soothing Light',
    symbol: '💫',
    description:
      'You notice who is struggling, and you want to help. The Celestial Healer brings care, balance and kind attention wherever it goes, tending hearts before anything else. Your lesson is to pour from a full cup, which means learning to receive the care you give so freely.',
    element: 'water',
    zodiacSigns: ['virgo', 'libra', 'cancer', 'pisces'],
    mysticalPowers: [
      'Calming a tense heart by presence alone',
      'Restoring balance between people in conflict',
      'Sensing where someone carries their worry',
      'Making safe space for tears and truth',
    ],
    spiritualGifts: [
      'Gentle, steady hands',
      'An eye for whatever needs tending',
      'Grace under pressure',
      'Making others feel truly seen',
    ],
    shadowAspects: [
      'Giving until you are empty',
      'Fixing others to avoid your own pain',
      'Perfectionism dressed up as service',
      'Quiet resentment when care is not returned',
    ],
    sacredSymbols: ['The lotus', 'Two open hands', 'The balanced scales', 'A chalice of clear water'],
    ritualTools: ['Rose quartz', 'Dried lavender', 'A pale blue candle', 'A singing bowl'],
    meditation:
      'Rest one hand on your heart and one on your belly, and breathe until both rise and fall together. Picture soft starlight pouring in through the crown of your head, filling you first and only then spilling out through your hands. Notice that you can offer this light to someone else without giving away any of your own.',
    affirmation:
      'I care for myself as tenderly as I care for others, and my kindness flows from a full heart.',
  },
} as const satisfies Record<ArchetypeId, Archetype>;

/** The six in the spec's order. */
export const archetypeList: ArchetypeList = [
  archetypes['cosmic-warrior'],
  ...ARCHETYPE_IDS.slice(1).map((id) => archetypes[id]),
];

/** The archetype panel at the top of the page for the chosen sign (spec §2/§4). */
export const primaryArchetype = (sign: SignId): Archetype => primaryArchetypeIn(archetypeList, sign);

/** Archetypes that list the sign or share its element (spec §4), in catalogue order. */
export const recommendedArchetypes = (sign: SignId): Archetype[] =>
  archetypesRecommendedIn(archetypeList, sign);
