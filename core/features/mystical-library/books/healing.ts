import type { Book } from '../book';

/** Healing: two plain-spoken guides to health through belief, habit and suggestion. */
export const HEALING_BOOKS = [
  {
    id: 'the-science-of-being-well',
    title: 'The Science of Being Well',
    author: 'Wallace D. Wattles',
    year: 1910,
    category: 'healing',
    difficulty: 'Beginner',
    pages: 160,
    rating: 4.1,
    description:
      'The companion to The Science of Getting Rich, written for readers who want health rather than money. Wattles pairs a habit of picturing oneself well with simple rules for when and how to eat, how to breathe and how to sleep, drawn from the food reformers of his day.',
    excerpt:
      '“As that book is intended solely for those who want money, so this is for those who want health”',
    downloadUrl: 'https://www.gutenberg.org/ebooks/33917.epub3.images',
    // Virgo: health routines and attention to diet are its whole subject.
    // Taurus: a friendly, body-centred book about eating well and resting well.
    // Cancer: self-care and nourishment, gently explained.
    zodiacRecommended: ['virgo', 'taurus', 'cancer'],
    tags: ['health', 'new thought', 'nutrition', 'breathing', 'sleep'],
    language: 'English',
    format: 'EPUB',
    size: '≈ 0.2 MB',
    isPublicDomain: true,
    coverImage: '🌿',
    spiritualBenefits: [
      'Pairs a hopeful attitude with simple daily habits',
      'Encourages mindful, unhurried eating',
      'Treats rest and breath as part of healing',
    ],
    publicDomainBasis:
      'First published in the United States in 1910; every work published before 1931 is out of US copyright.',
    source: {
      edition: 'Elizabeth Towne, Holyoke, Massachusetts, 1910 (copyright September 1910).',
      pages: 'The closing summary chapter begins on page 151, so about 160 pages in all.',
      copy: 'Project Gutenberg eBook #33917, produced from Google Print scans of the 1910 printing.',
    },
  },
  {
    id: 'self-mastery-through-conscious-autosuggestion',
    title: 'Self Mastery Through Conscious Autosuggestion',
    author: 'Émile Coué',
    year: 1922,
    category: 'healing',
    difficulty: 'Beginner',
    pages: 92,
    rating: 4.2,
    description:
      "The French pharmacist's own account of his method: when the will and the imagination pull against each other, imagination wins, so the patient should train the imagination instead of straining the will. The volume adds his precepts, notes on his clinic sessions and letters from people who used the method.",
    excerpt: '“Every day, in every respect, I am getting better and better.”',
    downloadUrl: 'https://www.gutenberg.org/ebooks/27203.epub3.images',
    // Aries: a quick, hands-on method for taking charge of one's state.
    // Leo: rebuilds confidence through repeated, wholehearted affirmation.
    // Gemini: healing through words spoken and heard.
    zodiacRecommended: ['aries', 'leo', 'gemini'],
    tags: ['autosuggestion', 'imagination', 'affirmation', 'self-healing', 'confidence'],
    language: 'English',
    format: 'EPUB',
    size: '≈ 0.2 MB',
    isPublicDomain: true,
    coverImage: '🪞',
    spiritualBenefits: [
      'Teaches a short daily affirmation practice',
      'Explains why effortless repetition beats forcing',
      'Builds confidence in the mind–body connection',
    ],
    publicDomainBasis:
      'This English edition was published in New York in 1922; every work published before 1931 is out of US copyright.',
    source: {
      edition: 'American Library Service, New York, 1922.',
      pages: 'Its table of contents runs to page 88, so about 92 pages; approximate.',
      copy: 'Project Gutenberg eBook #27203.',
    },
  },
] as const satisfies readonly Book[];
