import type { Book } from '../book';

/** Meditation: two Yogi Publication Society manuals on breath and on mastering attention. */
export const MEDITATION_BOOKS = [
  {
    id: 'the-hindu-yogi-science-of-breath',
    title: 'The Hindu-Yogi Science of Breath',
    author: 'Yogi Ramacharaka',
    year: 1904,
    category: 'meditation',
    difficulty: 'Beginner',
    pages: 80,
    rating: 4.3,
    description:
      'A short, practical manual of breathing written for Western readers under the pen name Yogi Ramacharaka, generally identified as William Walker Atkinson. It teaches the "complete breath" that fills the lungs from the bottom up, then rhythmic breathing and a series of exercises meant to calm the nerves and steady the mind for meditation.',
    excerpt:
      'In brief: one chapter title says it all, "Breath Is Life": learn to breathe fully and slowly, and body and mind both follow.',
    downloadUrl: 'https://www.gutenberg.org/ebooks/13402.epub3.images',
    // Gemini: an air sign's book, all about breath.
    // Aries: builds vitality and energy through simple daily drills.
    // Leo: strengthens the vital force behind a warm, radiant presence.
    zodiacRecommended: ['gemini', 'aries', 'leo'],
    tags: ['breathwork', 'pranayama', 'yoga', 'relaxation', 'vitality'],
    language: 'English',
    format: 'EPUB',
    size: '≈ 0.1 MB',
    isPublicDomain: true,
    coverImage: '🌬️',
    spiritualBenefits: [
      'Teaches a full, calming breath usable anywhere',
      'Prepares body and attention for meditation',
      'Gives a short daily routine of exercises',
    ],
    publicDomainBasis:
      'First published in Chicago in 1904; every work published before 1931 is out of US copyright.',
    source: {
      edition: 'Yogi Publication Society, Chicago, 1904.',
      pages: 'The last of its sixteen chapters begins on page 69, so about 80 pages; approximate.',
      copy: 'Project Gutenberg eBook #13402.',
    },
  },
  {
    id: 'a-series-of-lessons-in-raja-yoga',
    title: 'A Series of Lessons in Raja Yoga',
    author: 'Yogi Ramacharaka',
    year: 1906,
    category: 'meditation',
    difficulty: 'Intermediate',
    pages: 300,
    rating: 4.2,
    description:
      'Twelve lessons, first issued month by month from October 1905 to September 1906, on the "royal" yoga of the mind: discovering the real "I" behind thoughts and moods, then training attention, concentration and will until the student can direct the mind instead of following it.',
    excerpt:
      'In brief: you are not your body, your moods or even your thoughts; you are the awareness that can watch and direct them, and concentration is how you learn to do it.',
    downloadUrl: 'https://www.gutenberg.org/ebooks/13656.epub3.images',
    // Aries: a course in willpower and self-command.
    // Scorpio: mastery of the mind's hidden depths.
    // Virgo: graded, methodical exercises practised daily.
    zodiacRecommended: ['aries', 'scorpio', 'virgo'],
    tags: ['raja yoga', 'concentration', 'attention', 'willpower', 'self-realization'],
    language: 'English',
    format: 'EPUB',
    size: '≈ 0.4 MB',
    isPublicDomain: true,
    coverImage: '🧘',
    spiritualBenefits: [
      'Trains sustained attention step by step',
      'Separates the watcher from passing moods',
      'Builds a steady daily meditation habit',
    ],
    publicDomainBasis:
      'First published in Chicago in 1906; every work published before 1931 is out of US copyright.',
    source: {
      edition: 'Yogi Publication Society, Chicago, 1906, collecting the monthly lessons of 1905 and 1906.',
      pages: 'About 300 pages as one volume; an estimate.',
      copy: 'Project Gutenberg eBook #13656.',
    },
  },
] as const satisfies readonly Book[];
