import type { Book } from '../book';

/** Manifestation: the New Thought classics on how a settled habit of thought shapes a life. */
export const MANIFESTATION_BOOKS = [
  {
    id: 'the-science-of-getting-rich',
    title: 'The Science of Getting Rich',
    author: 'Wallace D. Wattles',
    year: 1910,
    category: 'manifestation',
    difficulty: 'Beginner',
    pages: 156,
    rating: 4.5,
    description:
      'A short, blunt manual that treats prosperity as the result of thinking and acting in what Wattles calls "the Certain Way". He asks the reader to hold a clear picture of what they want, to keep steady gratitude, and to do each day\'s work efficiently rather than compete for a fixed share.',
    excerpt:
      '“This book is pragmatical, not philosophical; a practical manual, not a treatise upon theories.”',
    downloadUrl: 'https://www.gutenberg.org/ebooks/59844.epub3.images',
    // Taurus: money, comfort and patient building are its home ground.
    // Capricorn: a step-by-step plan for ambition that rewards steady effort.
    // Leo: generous, confident self-expression is what the wealth is meant to serve.
    zodiacRecommended: ['taurus', 'capricorn', 'leo'],
    tags: ['prosperity', 'new thought', 'gratitude', 'visualization', 'abundance'],
    language: 'English',
    format: 'EPUB',
    size: '≈ 0.3 MB',
    isPublicDomain: true,
    coverImage: '💰',
    spiritualBenefits: [
      'Replaces a scarcity mindset with a creative one',
      'Builds a daily practice of gratitude',
      'Links inner vision to practical action',
    ],
    publicDomainBasis:
      'First published in the United States in 1910; every work published before 1931 is out of US copyright.',
    source: {
      edition: 'Elizabeth Towne, Holyoke, Massachusetts, 1910 (copyright April 1, 1910).',
      pages: 'The summary chapter begins on page 152 of the 1910 printing, so about 156 pages in all.',
      copy: 'Project Gutenberg eBook #59844, produced from Internet Archive images of the 1910 printing.',
    },
  },
  {
    id: 'as-a-man-thinketh',
    title: 'As a Man Thinketh',
    author: 'James Allen',
    year: 1903,
    category: 'manifestation',
    difficulty: 'Beginner',
    pages: 60,
    rating: 4.7,
    description:
      'A pocket-sized essay on the idea that character and circumstance grow out of the thoughts a person keeps. Allen compares the mind to a garden that will fill with something whether or not it is tended, and urges the reader to choose the seeds.',
    excerpt: '“Mind is the Master power that moulds and makes”',
    downloadUrl: 'https://www.gutenberg.org/ebooks/4507.epub3.images',
    // Aries: a call to take charge of one's own direction, starting now.
    // Capricorn: self-discipline of thought as the foundation of lasting results.
    // Libra: inner harmony shown as the root of outer balance.
    zodiacRecommended: ['aries', 'capricorn', 'libra'],
    tags: ['thought power', 'character', 'new thought', 'self-discipline', 'serenity'],
    language: 'English',
    format: 'EPUB',
    size: '≈ 0.1 MB',
    isPublicDomain: true,
    coverImage: '🌾',
    spiritualBenefits: [
      'Shows how daily thoughts become habits and habits become circumstances',
      'Encourages calm self-responsibility',
      'Short enough to reread in one sitting',
    ],
    publicDomainBasis:
      'First published in England in 1903 (some catalogues say 1902); every work published before 1931 is out of US copyright.',
    source: {
      edition: 'The first edition, London, usually dated 1903.',
      pages: 'A small-format essay of roughly sixty pages; the count is approximate.',
      copy: 'Project Gutenberg eBook #4507.',
    },
  },
  {
    id: 'in-tune-with-the-infinite',
    title: 'In Tune with the Infinite',
    author: 'Ralph Waldo Trine',
    year: 1897,
    category: 'manifestation',
    difficulty: 'Beginner',
    pages: 222,
    rating: 4.4,
    description:
      'One of the best-selling books of the New Thought movement, arguing that health, peace and plenty follow once a person lives in conscious harmony with the one life behind all things. Trine writes warmly and practically, with chapters on health, love, wisdom, prosperity and the way all faiths share a common centre.',
    excerpt: '“There is a golden thread that runs through every religion in the world.”',
    downloadUrl: 'https://www.gutenberg.org/ebooks/23559.epub3.images',
    // Pisces: a gentle, faith-filled vision of unity.
    // Cancer: emphasises peace of heart and care for others.
    // Libra: harmony is the book's central word.
    zodiacRecommended: ['pisces', 'cancer', 'libra'],
    tags: ['new thought', 'harmony', 'peace', 'abundance', 'universal faith'],
    language: 'English',
    format: 'EPUB',
    size: '≈ 0.3 MB',
    isPublicDomain: true,
    coverImage: '🎶',
    spiritualBenefits: [
      'Invites a felt sense of unity with all life',
      'Connects inner peace with physical well-being',
      'Offers a faith that does not depend on one creed',
    ],
    publicDomainBasis:
      'First published in New York in 1897; every work published before 1931 is out of US copyright.',
    source: {
      edition:
        'Thomas Y. Crowell, New York, 1897; the Gutenberg text follows the 1903 George Bell & Sons London printing.',
      pages: 'About 222 pages in the first American edition; approximate.',
      copy: 'Project Gutenberg eBook #23559.',
    },
  },
] as const satisfies readonly Book[];
