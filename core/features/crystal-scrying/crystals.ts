import type { SignId } from '../../content/signs';
import { CRYSTAL_IDS, type Crystal, type CrystalId, crystalsRecommendedIn } from './crystal';

/**
 * The eight scrying crystals (tool spec §3), texts in our own words. Elements and signs follow
 * common crystal lore; every element has at least one crystal, so by the recommendation rule each
 * sign gets two to four recommended stones (the catalogue test holds that range).
 */
export const crystals = {
  'clear-quartz': {
    id: 'clear-quartz',
    name: 'Clear Quartz',
    symbol: '◇',
    description:
      'The classic stone of the old crystal-ball makers. Clear quartz is traditionally said to magnify whatever intention you bring to it, which is why many readers begin here: it shows you your own focus, sharpened.',
    element: 'air',
    zodiacSigns: ['aries', 'leo', 'aquarius'],
    chakra: 'Crown',
    frequency: 'Bright and amplifying',
    color: 'Colourless, clear as still water',
    icon: '💎',
    visionTypes: [
      'Sudden flashes of light',
      'Clear, simple images',
      'Words or single letters',
      'Geometric shapes',
    ],
    preparation:
      'Rinse the stone under cool water, dry it with a soft cloth, and set it on a dark surface so its clarity stands out. Hold a single question in mind as you put it down.',
    scryingMethod:
      'Rest your gaze on a point just inside the crystal rather than on its surface. Let your eyes soften until the inner veils and rainbows begin to shift, and wait for shapes to form without reaching for them.',
    interpretation:
      'Quartz is said to reflect rather than invent, so read what appears as a sharper picture of something you already half know. Bright images point to a path that is open, while cloudiness suggests the question needs narrowing before it can be answered.',
  },
  amethyst: {
    id: 'amethyst',
    name: 'Amethyst',
    symbol: '✧',
    description:
      'Its Greek name means "not drunken", and tradition made the violet stone a keeper of clear judgement and inner sight. In scrying lore it quiets the chatter of the mind so that fainter impressions can be noticed, which makes it a favourite for evening sessions.',
    element: 'water',
    zodiacSigns: ['pisces', 'aquarius', 'virgo'],
    chakra: 'Third Eye',
    frequency: 'Calm and high',
    color: 'Violet, from pale lilac to deep purple',
    icon: '🟣',
    visionTypes: [
      'Dreamlike scenes',
      'Symbols from myth and story',
      'Faces or figures',
      'A sense of presence rather than a picture',
    ],
    preparation:
      'Work in low light, since amethyst slowly fades if it is left in strong sun. Breathe evenly for a minute with the stone in your palm before setting it down in front of you.',
    scryingMethod:
      'Hold the point or cluster at eye level against a dark cloth and let your focus drift into its deepest shade of violet. Close your eyes now and then, and notice what lingers behind the lids.',
    interpretation:
      'Amethyst visions tend to speak in symbols rather than scenes, so note them down without deciding at once what they mean. An image that returns over several sessions is the one to pay attention to.',
  },
  moonstone: {
    id: 'moonstone',
    name: 'Moonstone',
    symbol: '☾',
    description:
      'A stone that seems to hold moonlight under its skin. In folklore moonstone belongs to cycles, tides and beginnings, and readers reach for it when they want to understand the rhythm of a situation rather than its ending.',
    element: 'water',
    zodiacSigns: ['cancer', 'libra', 'scorpio'],
    chakra: 'Sacral',
    frequency: 'Soft and cyclical',
    color: 'Milky white with a drifting blue sheen',
    icon: '🌙',
    visionTypes: [
      'Shifting silver light',
      'Scenes from the past',
      'Water and tides',
      'Feelings that arrive before images',
    ],
    preparation:
      'Leave the stone on a windowsill under the Moon for a night before your session, a custom many readers keep at the full moon. Cup it in both hands and name what you hope to understand.',
    scryingMethod:
      'Tilt the stone slowly under one soft light until its sheen, called adularescence, glides across the surface. Follow the glow as it travels, and notice where your attention wants to stop.',
    interpretation:
      'Moonstone answers in phases: what you see may describe where something stands in its cycle, growing or waning. Gentle images counsel patience, and a sudden bright sheen is traditionally read as a new start coming into view.',
  },
  'black-obsidian': {
    id: 'black-obsidian',
    name: 'Black Obsidian',
    symbol: '◆',
    description:
      'Volcanic glass that cooled too fast to form crystals. Polished obsidian made the black mirrors of the old scryers, among them one owned by the Elizabethan astrologer John Dee, and it is said to show what we would rather not see, plainly and without flattery.',
    element: 'fire',
    zodiacSigns: ['scorpio', 'sagittarius', 'capricorn'],
    chakra: 'Root',
    frequency: 'Deep and grounding',
    color: 'Glossy black, sometimes with a golden or rainbow sheen',
    icon: '🌑',
    visionTypes: [
      'Shadows that take shape',
      'Hidden motives and truths',
      'Figures at the edge of sight',
      'Images from deep memory',
    ],
    preparation:
      'Wipe the mirror or sphere with a soft dry cloth, because every fingerprint shows on its surface. Place your light behind you rather than in front, so the stone holds only a faint glow.',
    scryingMethod:
      'Look into the black surface as if through a window at night. Let your reflection blur and fade, and wait for the darkness itself to seem to move or deepen.',
    interpretation:
      'Obsidian is known as the honest mirror, so treat what it shows as a question put to you rather than a verdict. If an image unsettles you, ask what it wants you to face, then put the stone away and do something ordinary and warm.',
  },
  'rose-quartz': {
    id: 'rose-quartz',
    name: 'Rose Quartz',
    symbol: '♡',
    description:
      'The pink stone of tender feeling. Scryers use rose quartz for questions about love, friendship and kindness toward yourself, and tradition holds that its visions arrive softly, like a warm memory.',
    element: 'earth',
    zodiacSigns: ['taurus', 'libra'],
    chakra: 'Heart',
    frequency: 'Gentle and warm',
    color: 'Soft pink, from blush to rose',
    icon: '💗',
    visionTypes: [
      'Faces of people you care about',
      'Gardens and flowers',
      'Warm colours and light',
      'Scenes of reunion',
    ],
    preparation:
      'Hold the stone against your chest for a few breaths and think of someone you love, yourself included. Then lay it on a pale cloth where its colour can glow.',
    scryingMethod:
      'Gaze gently at the cloudy heart of the stone rather than at its edges. Let a question about a relationship rest in your mind, and allow feelings to rise before you look for pictures.',
    interpretation:
      'Rose quartz speaks mostly through feeling, so a sense of warmth or ease is itself an answer. Open doors or gardens are traditionally read as invitations, while closed or faded ones ask you to be patient and kind to yourself first.',
  },
  labradorite: {
    id: 'labradorite',
    name: 'Labradorite',
    symbol: '✦',
    description:
      'A grey stone that flashes with hidden colour when light strikes it at the right angle. An Inuit legend tells of the northern lights trapped inside it, and scryers prize it for glimpses of possibilities that have not yet come into view.',
    element: 'water',
    zodiacSigns: ['leo', 'scorpio', 'sagittarius'],
    chakra: 'Throat',
    frequency: 'Shimmering and protective',
    color: 'Grey-green with flashes of blue, gold and violet',
    icon: '🌌',
    visionTypes: [
      'Flashes of colour',
      'Glimpses of possible futures',
      'Northern lights and night skies',
      'Doorways and thresholds',
    ],
    preparation:
      "Switch off the overhead lights and use a single lamp to one side, since the stone's colours only wake under slanting light. Spend a moment turning it until the first flash appears.",
    scryingMethod:
      'Rock the stone slowly under the side light and gaze into the flashes as they appear and vanish. Let each colour draw your attention inward, and note the image that comes just as a flash fades.',
    interpretation:
      'Labradorite is said to show what could be rather than what must be, so read its visions as options open to you. Blue flashes are traditionally linked with speaking truthfully, gold with confidence, and violet with intuition.',
  },
  citrine: {
    id: 'citrine',
    name: 'Citrine',
    symbol: '✺',
    description:
      'A sunny stone for daylight questions. Citrine is traditionally tied to confidence, creativity and plenty, and readers use it to ask about goals and next steps rather than hidden depths.',
    element: 'fire',
    zodiacSigns: ['aries', 'gemini', 'leo'],
    chakra: 'Solar Plexus',
    frequency: 'Warm and bright',
    color: 'Golden yellow to honey amber',
    icon: '☀️',
    visionTypes: [
      'Sunlit scenes',
      'Paths and roads ahead',
      'Symbols of plenty, such as coins or harvests',
      'Bright, lively colours',
    ],
    preparation:
      'Scry with citrine in daylight or bright lamplight, ideally in the morning. Write your goal on a slip of paper and set the stone on top of it.',
    scryingMethod:
      'Hold the stone up to the light and gaze through its golden colour as if through a window onto the week ahead. Let images of what you are working toward form on their own.',
    interpretation:
      'Citrine visions are usually practical and forward-looking, so ask what step they suggest for today. Warm, clear light is read as encouragement, and pale or muddy colour hints that your energy is spread too thin.',
  },
  'rainbow-fluorite': {
    id: 'rainbow-fluorite',
    name: 'Rainbow Fluorite',
    symbol: '❖',
    description:
      'Banded in violet, green and clear layers, rainbow fluorite is the organiser among scrying stones. Tradition links it with orderly thought, so readers turn to it when a question feels tangled and needs sorting before it can be seen.',
    element: 'earth',
    zodiacSigns: ['capricorn', 'pisces', 'gemini'],
    chakra: 'Third Eye',
    frequency: 'Orderly and clarifying',
    color: 'Bands of purple, green and clear',
    icon: '🌈',
    visionTypes: [
      'Layered or banded images',
      'Patterns and grids',
      'Several answers side by side',
      'Colours that separate and settle',
    ],
    preparation:
      'Tidy the table and your thoughts before you begin, perhaps by listing the parts of your question on paper. Stand the stone so its bands run upright in front of you.',
    scryingMethod:
      'Follow one colour band at a time, from purple through green to clear, resting on each for several breaths. Notice which band holds your attention longest and what appears inside it.',
    interpretation:
      'Fluorite tends to sort rather than reveal, so read its visions as a map of the parts of your question. The band you lingered on often points to the part that matters most, and clear areas suggest where the answer is already plain.',
  },
} as const satisfies Record<CrystalId, Crystal>;

/** The eight in the spec's order: the "Sacred Scrying Crystals" list. */
export const crystalList: readonly Crystal[] = CRYSTAL_IDS.map((id) => crystals[id]);

/** The "Recommended for {sign}" section: crystals listing the sign or sharing its element. */
export const recommendedCrystals = (sign: SignId): Crystal[] => crystalsRecommendedIn(crystalList, sign);
