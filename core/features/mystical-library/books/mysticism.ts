import type { Book } from '../book';

/** Mysticism: three guides to contemplative prayer and the inner life, medieval and modern. */
export const MYSTICISM_BOOKS = [
  {
    id: 'practical-mysticism',
    title: 'Practical Mysticism',
    author: 'Evelyn Underhill',
    year: 1914,
    category: 'mysticism',
    difficulty: 'Beginner',
    pages: 163,
    rating: 4.5,
    description:
      'Subtitled "A Little Book for Normal People", this is Underhill\'s friendly invitation to contemplation for readers with ordinary jobs and no taste for jargon. She starts with simple exercises of attention to some ordinary object and walks the reader, step by step, toward recollection, quiet and self-giving love.',
    excerpt:
      'In brief: mysticism is not a rare gift kept for saints but the art of union with reality, and anyone can begin it by learning to give real, unhurried attention to something small.',
    downloadUrl: 'https://www.gutenberg.org/ebooks/21774.epub3.images',
    // Taurus: contemplation that starts with the senses and the natural world.
    // Cancer: a tender, encouraging guide to the inner life.
    // Pisces: union with reality is the book's whole aim.
    zodiacRecommended: ['taurus', 'cancer', 'pisces'],
    tags: ['contemplation', 'attention', 'prayer', 'christian mysticism', 'everyday spirituality'],
    language: 'English',
    format: 'EPUB',
    size: '≈ 0.2 MB',
    isPublicDomain: true,
    coverImage: '🕯️',
    spiritualBenefits: [
      'Gives simple exercises of attention to start with',
      'Shows contemplation fitting into a busy life',
      'Removes the mystery from the word mysticism',
    ],
    publicDomainBasis:
      'First published in London and New York in 1914; every work published before 1931 is out of US copyright.',
    source: {
      edition: 'J. M. Dent & Sons, London, 1914 (E. P. Dutton in New York).',
      pages: 'xiii + 163 pages in the Dent edition, as a contemporary review lists it.',
      copy: 'Project Gutenberg eBook #21774.',
    },
  },
  {
    id: 'the-cloud-of-unknowing',
    title: 'The Cloud of Unknowing',
    author: 'Anonymous (edited by Evelyn Underhill)',
    year: 1912,
    category: 'mysticism',
    difficulty: 'Advanced',
    pages: 280,
    rating: 4.7,
    description:
      "An unknown fourteenth-century English contemplative writes to a young disciple about contemplative prayer: put every thought beneath a cloud of forgetting and reach toward God, hidden in a cloud of unknowing, with love alone, perhaps gathered into one short word. Underhill's edition modernises the Middle English spelling and adds a fine introduction.",
    excerpt:
      'In brief: God can be held by love but never by thought, so the one who prays should let every idea fall away and keep pressing toward the darkness with a simple, eager longing.',
    downloadUrl: 'https://sacred-texts.com/chr/cou/index.htm',
    // Pisces: surrender of the thinking mind into a loving unknowing.
    // Scorpio: a search for depth that refuses easy answers.
    // Capricorn: prayer as patient, persistent daily work.
    zodiacRecommended: ['pisces', 'scorpio', 'capricorn'],
    tags: ['contemplative prayer', 'apophatic', 'medieval', 'christian mysticism', 'silence'],
    language: 'English',
    format: 'HTML',
    size: 'Web pages',
    isPublicDomain: true,
    coverImage: '☁️',
    spiritualBenefits: [
      'Teaches a wordless, love-centred form of prayer',
      'Offers relief from over-thinking',
      'Shows patience with dryness and distraction',
    ],
    publicDomainBasis:
      'The text is medieval, and this modernised edition was first published in London in 1912 (second edition 1922); every work published before 1931 is out of US copyright.',
    source: {
      edition:
        'Edited by Evelyn Underhill; John M. Watkins, London, 1912. The linked copy is the 1922 second edition.',
      pages: "Estimated at about 280 small pages from the text's length (some 42,000 words); approximate.",
      copy: 'sacred-texts.com, Christianity section, "The Cloud of Unknowing" (1922 edition).',
    },
  },
  {
    id: 'the-imitation-of-christ',
    title: 'The Imitation of Christ',
    author: 'Thomas à Kempis (translated by William Benham)',
    year: 1874,
    category: 'mysticism',
    difficulty: 'Intermediate',
    pages: 380,
    rating: 4.6,
    description:
      'A devotional classic of the fifteenth-century Modern Devotion movement, in four books of short chapters on humility, inner peace, the consolations of friendship with Christ and the sacrament. After the Bible it may be the most widely read Christian book, and its plain counsels speak to readers of any background.',
    excerpt: '“I had rather feel contrition than be skilful in the definition thereof.”',
    downloadUrl: 'https://www.gutenberg.org/ebooks/1653.epub3.images',
    // Virgo: humble, practical counsel for daily self-examination.
    // Cancer: a devotional book of consolation and the heart's home in God.
    // Capricorn: steady discipline and quiet endurance.
    zodiacRecommended: ['virgo', 'cancer', 'capricorn'],
    tags: ['devotion', 'humility', 'inner life', 'christian mysticism', 'medieval'],
    language: 'English',
    format: 'EPUB',
    size: '≈ 0.3 MB',
    isPublicDomain: true,
    coverImage: '🙏',
    spiritualBenefits: [
      'Short chapters suited to a few minutes of daily reading',
      'Cultivates humility and inner quiet',
      'Offers comfort in times of trial',
    ],
    publicDomainBasis:
      'Written in Latin about 1418 to 1427; this English translation was published in 1874. Every work published before 1931 is out of US copyright.',
    source: {
      edition:
        'Translated by William Benham; Macmillan, London, 1874 (reviewed in The Spectator, 7 November 1874).',
      pages: 'About 380 pages in the 1886 J. C. Nimmo printing of the same translation; approximate.',
      copy: 'Project Gutenberg eBook #1653, the Benham translation.',
    },
  },
] as const satisfies readonly Book[];
