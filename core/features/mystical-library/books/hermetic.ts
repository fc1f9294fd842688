import type { Book } from '../book';

/** Hermetic: the teachings attributed to Hermes Trismegistus, in a seventeenth-century and a modern voice. */
export const HERMETIC_BOOKS = [
  {
    id: 'the-kybalion',
    title: 'The Kybalion',
    author: 'Three Initiates',
    year: 1908,
    category: 'hermetic',
    difficulty: 'Intermediate',
    pages: 223,
    rating: 4.6,
    description:
      'A compact restatement of Hermetic philosophy as seven principles: Mentalism, Correspondence, Vibration, Polarity, Rhythm, Cause and Effect, and Gender. Published anonymously in Chicago and widely credited to William Walker Atkinson, it reads Hermes through the New Thought of its day and remains one of the most read occult books of the twentieth century.',
    excerpt: '“As above, so below; as below, so above.”',
    downloadUrl: 'https://www.gutenberg.org/ebooks/14209.epub3.images',
    // Aquarius: universal laws laid out as a system anyone can test.
    // Gemini: a book of principles and correspondences, made for minds that link ideas.
    // Libra: the principles of Polarity and Rhythm are lessons in balance.
    zodiacRecommended: ['aquarius', 'gemini', 'libra'],
    tags: ['hermeticism', 'seven principles', 'correspondence', 'mentalism', 'polarity'],
    language: 'English',
    format: 'EPUB',
    size: '≈ 0.2 MB',
    isPublicDomain: true,
    coverImage: '🗝️',
    spiritualBenefits: [
      'Gives a clear framework of seven principles to reflect on',
      'Teaches how to ride mood swings instead of being thrown by them',
      'Links mind, matter and spirit in one picture',
    ],
    publicDomainBasis:
      'First published in Chicago in 1908; every work published before 1931 is out of US copyright.',
    source: {
      edition: 'Yogi Publication Society, Chicago, 1908.',
      pages: 'About 223 pages in the 1908 printing; approximate.',
      copy: 'Project Gutenberg eBook #14209.',
    },
  },
  {
    id: 'the-divine-pymander',
    title: 'The Divine Pymander',
    author: 'Hermes Trismegistus (translated by John Everard)',
    year: 1650,
    category: 'hermetic',
    difficulty: 'Advanced',
    pages: 216,
    rating: 4.4,
    description:
      "The first English translation of the Greek Hermetic dialogues, in seventeen books, in which Hermes teaches his son Tat and the disciple Asclepius about the one Mind behind creation, the fall of the soul into the body and its way back through knowledge and rebirth. Everard's rolling seventeenth-century prose is part of its charm.",
    excerpt: '“For there can be no Religion more true or just, than to know the things that are”',
    downloadUrl: 'https://en.wikisource.org/wiki/The_Divine_Pymander',
    // Sagittarius: a seeker's book of first principles and divine philosophy.
    // Pisces: the soul's longing to return to its source.
    // Scorpio: rebirth and regeneration are its central mysteries.
    zodiacRecommended: ['sagittarius', 'pisces', 'scorpio'],
    tags: ['hermes trismegistus', 'corpus hermeticum', 'gnosis', 'rebirth', 'divine mind'],
    language: 'English',
    format: 'HTML',
    size: 'Web pages',
    isPublicDomain: true,
    coverImage: '📜',
    spiritualBenefits: [
      'Meets the Hermetic tradition in one of its oldest texts',
      'Invites contemplation of mind as the root of all things',
      'Frames spiritual growth as a rebirth through knowledge',
    ],
    publicDomainBasis:
      'This translation was printed in London in 1650; nothing published in the seventeenth century is under copyright.',
    source: {
      edition: 'Translated by John Everard; printed in London by Robert White, 1650.',
      pages: 'The 1650 table of contents starts the seventeenth book on page 207, so about 216 pages.',
      copy: 'Wikisource transcription "The Divine Pymander" of the 1650 printing.',
    },
  },
] as const satisfies readonly Book[];
