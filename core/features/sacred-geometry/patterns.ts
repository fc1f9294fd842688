import { PATTERN_IDS, type Pattern, type PatternId } from './pattern';

/*
 * The eight figures in our own words. Facts about each figure are common knowledge; the readings of
 * meaning are the ones the traditions around these figures give, told as such. Frequencies are the
 * eight solfeggio tones from 285 Hz to 963 Hz, one per figure: symbolic, not a measured effect.
 */
export const patterns = {
  'flower-of-life': {
    id: 'flower-of-life',
    name: 'Flower of Life',
    symbol: '🌸',
    description:
      'Nineteen equal circles laid on a hexagonal grid, each running through the centres of its neighbours, all held inside one larger ring. It appears on a granite pillar in the Osiris temple at Abydos and in the notebooks of Leonardo da Vinci.',
    meaning:
      'Read as a picture of one thing becoming many: every circle grows out of the one beside it, so the figure speaks of belonging, of growth that never breaks the whole, and of a single life woven into every other.',
    frequency: 528,
    element: 'water',
    zodiacSigns: ['cancer', 'leo', 'pisces'],
    meditation:
      'Rest your eyes on the middle circle and breathe slowly. With each out-breath let your attention step one ring outwards until the whole flower is in view, then come back to the centre and notice that it is still joined to everything you passed through.',
  },
  merkaba: {
    id: 'merkaba',
    name: 'Merkaba',
    symbol: '🔯',
    description:
      'Two tetrahedra pushed through one another, one pointing up and one pointing down, so that their eight tips are the corners of a cube. Seen from above it flattens into a six-pointed star, and its name is the Hebrew word for chariot from early Jewish mystical writing.',
    meaning:
      'Taken as a vehicle of light: the rising and the falling pyramid stand for spirit reaching down and matter reaching up, balanced in one body. It is chosen for courage, for protection and for the sense of carrying your own centre wherever you go.',
    frequency: 963,
    element: 'fire',
    zodiacSigns: ['aries', 'leo', 'aquarius'],
    meditation:
      'Sit tall and picture one pyramid pointing up from your heart and another pointing down, each as wide as your outstretched arms. Breathe in while the upper one turns slowly one way and out while the lower one turns the other, and feel the still axis running through the middle of you.',
  },
  'sri-yantra': {
    id: 'sri-yantra',
    name: 'Sri Yantra',
    symbol: '🔺',
    description:
      'Nine triangles interlaced around a single point, the bindu: four point upwards and five point downwards, and their crossings cut the space into forty-three smaller triangles. In the full yantra, rings of lotus petals and a square with four gates surround them.',
    meaning:
      'In the Shri Vidya tradition the upward triangles stand for Shiva, pure awareness, and the downward ones for Shakti, creative power; their meeting shows the cosmos unfolding from one point and folding back into it. It invites focus, devotion and a return to the source.',
    frequency: 852,
    element: 'fire',
    zodiacSigns: ['scorpio', 'sagittarius', 'pisces'],
    meditation:
      'Begin at the outer edge and let your gaze travel inwards, triangle by triangle, without hurrying. When you reach the bindu, stop travelling and stay with that single dot for as many breaths as feel easy.',
  },
  'metatrons-cube': {
    id: 'metatrons-cube',
    name: 'Metatron’s Cube',
    symbol: '💠',
    description:
      'The thirteen equal circles of the Fruit of Life with a straight line drawn between every pair of their centres, seventy-eight lines in all. A cube and a star tetrahedron can be traced among those lines, and many teachers read all five Platonic solids into it.',
    meaning:
      'Named after the archangel Metatron, whom later legend made the keeper of heaven’s records, it stands for order, clear thinking and the structure that holds things together. People turn to it when they want to sort tangled thoughts and guard their attention.',
    frequency: 741,
    element: 'air',
    zodiacSigns: ['virgo', 'capricorn', 'aquarius'],
    meditation:
      'Draw one line at a time in your mind, from the central circle out to another, naming something you want to keep in order as each line appears. When six lines stand, let the whole cube show itself at once and rest inside its edges for a few slow breaths.',
  },
  'golden-spiral': {
    id: 'golden-spiral',
    name: 'Golden Spiral',
    symbol: '🌀',
    description:
      'A curve that widens by the golden ratio, about 1.618, with every quarter turn, drawn here as quarter circles inside a golden rectangle cut again and again into a square and a smaller golden rectangle. Shells, sunflower heads and spiral galaxies are often compared to it, though nature’s spirals only come close.',
    meaning:
      'It tells of growth that keeps its shape: each turn is larger than the last, yet the proportion never changes. It is a figure for patient progress, for natural beauty and for trusting a process that unfolds one step at a time.',
    frequency: 417,
    element: 'air',
    zodiacSigns: ['taurus', 'virgo', 'sagittarius'],
    meditation:
      'Follow the curve with your eyes from the smallest square outwards, one breath for each quarter turn, letting every breath run a little deeper than the one before. At the outer edge, travel back the same way and let your breathing settle as you return to the centre.',
  },
  'vesica-piscis': {
    id: 'vesica-piscis',
    name: 'Vesica Piscis',
    symbol: '🐟',
    description:
      'Two circles of one size, each drawn through the other’s centre, overlapping in an almond-shaped lens whose height is the square root of three times its width. Its Latin name means the bladder of a fish, and the same lens frames holy figures in medieval art as the mandorla.',
    meaning:
      'The shared lens is where two separate worlds meet without either losing itself, so the figure speaks of partnership, of birth and of the creative space between opposites. It suits times of reconciliation and beginnings shared with someone else.',
    frequency: 639,
    element: 'water',
    zodiacSigns: ['gemini', 'libra', 'pisces'],
    meditation:
      'Picture yourself as one circle and a person or situation you care about as the other. Breathe into the lens where they overlap, noticing what the two of you hold in common, and let each out-breath soften the edge where the circles meet.',
  },
  'tree-of-life': {
    id: 'tree-of-life',
    name: 'Tree of Life',
    symbol: '🌳',
    description:
      'Ten spheres, the sephirot, set on three pillars and joined by twenty-two paths: the map at the heart of Kabbalah. The paths are matched with the twenty-two letters of the Hebrew alphabet and, in later Western practice, with the major arcana of the tarot.',
    meaning:
      'It charts how the infinite steps down into everyday life and how a person climbs back, from Malkuth, the kingdom of ordinary things, to Keter, the crown. It stands for rootedness and growth, for balance between mercy and severity, and for a journey made stage by stage.',
    frequency: 396,
    element: 'earth',
    zodiacSigns: ['cancer', 'sagittarius', 'capricorn'],
    meditation:
      'Place your attention at your feet as the lowest sphere, then rise through the centre of your body to the crown of your head, pausing for one breath at each sphere of the middle pillar. Finish by sensing the two side pillars as your left and right, held steady by the column between them.',
  },
  'seed-of-life': {
    id: 'seed-of-life',
    name: 'Seed of Life',
    symbol: '🌱',
    description:
      'Seven circles of equal size, one in the middle and six around it, each of the six passing through the middle one’s centre to make a six-petalled rosette. Keep adding circles on the same grid and it grows into the Flower of Life.',
    meaning:
      'Often linked with the seven days of creation, it stands for beginnings, for fertility and for the first steps of a plan that still has room to grow. It is a figure for planting intentions and protecting what is still small.',
    frequency: 285,
    element: 'earth',
    zodiacSigns: ['aries', 'taurus', 'cancer'],
    meditation:
      'Imagine a single circle of light around your heart. With each breath add one more beside it until six surround the first, naming an intention for each as it appears, then rest with the finished seed and let the intentions settle like seeds in soil.',
  },
} satisfies Record<PatternId, Pattern>;

/** The eight patterns in display order. */
export const PATTERNS: readonly Pattern[] = PATTERN_IDS.map((id) => patterns[id]);

export const patternById = (id: PatternId): Pattern => patterns[id];
