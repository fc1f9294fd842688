import type { Book } from '../book';

/** Alchemy: the lives of the old adepts and a volume of their own treatises, both from A. E. Waite. */
export const ALCHEMY_BOOKS = [
  {
    id: 'lives-of-alchemystical-philosophers',
    title: 'Lives of Alchemystical Philosophers',
    author: 'Arthur Edward Waite',
    year: 1888,
    category: 'alchemy',
    difficulty: 'Intermediate',
    pages: 315,
    rating: 4.0,
    description:
      'Waite reworks an anonymous collection of 1815 into a gallery of alchemists, from Raymond Lully, Nicolas Flamel and Basil Valentine to Bernard Trevisan, Denis Zachaire and the showman Cagliostro. An opening essay sketches the theory of the Great Work and its spiritual reading, and a bibliography of alchemical books closes the volume.',
    excerpt:
      'In brief: alongside the furnaces and the gold, Waite traces a "spiritual chemistry" in which the adept\'s real work is the slow refining of the self.',
    downloadUrl: 'https://archive.org/details/livesofalchemyst00wait',
    // Scorpio: transformation and secrets are the alchemist's trade.
    // Sagittarius: life stories of questers who travelled far for wisdom.
    // Aries: bold, adventurous lives of pioneers and risk-takers.
    zodiacRecommended: ['scorpio', 'sagittarius', 'aries'],
    tags: ['alchemists', 'biography', 'great work', 'philosophers stone', 'history'],
    language: 'English',
    format: 'PDF',
    size: 'Scan',
    isPublicDomain: true,
    coverImage: '⚗️',
    spiritualBenefits: [
      'Introduces alchemy through the people who practised it',
      'Separates genuine seekers from frauds',
      'Presents the Great Work as inner transformation',
    ],
    publicDomainBasis:
      'Published in London in 1888; every work published before 1931 is out of US copyright.',
    source: {
      edition: 'George Redway, London, 1888.',
      pages: 'Roughly 315 pages with the bibliography; approximate.',
      copy: 'Internet Archive item livesofalchemyst00wait, a Brigham Young University copy scanned in 2011.',
    },
  },
  {
    id: 'the-hermetic-museum-volume-two',
    title: 'The Hermetic Museum, Restored and Enlarged (Volume II)',
    author: 'Arthur Edward Waite (translator)',
    year: 1893,
    category: 'alchemy',
    difficulty: 'Master',
    pages: 320,
    rating: 4.1,
    description:
      "The second volume of Waite's English version of the Musaeum Hermeticum, a Latin anthology printed at Frankfurt in 1678. It gathers classic treatises such as Thomas Norton's Ordinal of Alchemy, the Testament of Cremer, the New Chemical Light of Sendivogius, the Open Entrance to the Closed Palace of the King and Michael Maier's Subtle Allegory.",
    excerpt:
      'In brief: Waite places the anthology in an age grown weary of charlatans and failed experiments, which had begun to suspect that the secret could not be learned from books alone.',
    downloadUrl: 'https://archive.org/details/b24927363_0002',
    // Scorpio: the deepest, most coded writing on transformation.
    // Capricorn: a serious, long study that rewards persistence.
    // Virgo: close reading of laboratory language and symbol.
    zodiacRecommended: ['scorpio', 'capricorn', 'virgo'],
    tags: ['alchemical texts', 'philosophers stone', 'symbolism', 'sendivogius', 'philalethes'],
    language: 'English',
    format: 'PDF',
    size: 'Large scan',
    isPublicDomain: true,
    coverImage: '🏛️',
    spiritualBenefits: [
      'Reads the alchemists in their own words',
      'Trains patience with symbolic language',
      'Shows the Great Work as both chemistry and contemplation',
    ],
    publicDomainBasis:
      'This translation was published in London in 1893; every work published before 1931 is out of US copyright.',
    source: {
      edition: 'James Elliott and Co., London, 1893, in two volumes; this record is volume II.',
      pages: 'About 320 pages in volume II; approximate.',
      copy: 'Internet Archive item b24927363_0002, a University of Glasgow Library copy digitised in 2016.',
    },
  },
] as const satisfies readonly Book[];
