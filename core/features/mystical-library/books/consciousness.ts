import type { Book } from '../book';

/** Consciousness: three studies of awareness beyond the everyday, by a psychologist, a doctor and a mystic. */
export const CONSCIOUSNESS_BOOKS = [
  {
    id: 'the-varieties-of-religious-experience',
    title: 'The Varieties of Religious Experience',
    author: 'William James',
    year: 1902,
    category: 'consciousness',
    difficulty: 'Advanced',
    pages: 534,
    rating: 4.8,
    description:
      "James's Gifford Lectures at Edinburgh, gathered into a book that treats first-hand spiritual experience as evidence worth studying. Through hundreds of personal accounts he compares the healthy-minded and the sick soul, conversion, saintliness and mysticism, judging beliefs by their fruits in a life rather than by their roots.",
    excerpt:
      'In brief: James names four marks of the mystical state: it cannot be fully put into words, it feels like knowledge rather than mood, it passes quickly, and it arrives as if the will were held by a greater power.',
    downloadUrl: 'https://www.gutenberg.org/ebooks/621.epub3.images',
    // Aquarius: a detached, open-minded survey of humanity's inner life.
    // Sagittarius: religion and philosophy explored with a traveller's curiosity.
    // Gemini: built from hundreds of voices, compared and weighed.
    zodiacRecommended: ['aquarius', 'sagittarius', 'gemini'],
    tags: ['psychology', 'mysticism', 'conversion', 'religious experience', 'pragmatism'],
    language: 'English',
    format: 'EPUB',
    size: '≈ 0.8 MB',
    isPublicDomain: true,
    coverImage: '🌈',
    spiritualBenefits: [
      'Respects every sincere path without forcing one answer',
      'Gives words to experiences that are hard to describe',
      'Shows how to judge a belief by the life it produces',
    ],
    publicDomainBasis:
      'First published in 1902 (New York and London); every work published before 1931 is out of US copyright.',
    source: {
      edition: 'Longmans, Green, and Co., 1902: the Gifford Lectures given at Edinburgh in 1901 and 1902.',
      pages: 'About 534 pages of text in the first edition, plus front matter; approximate.',
      copy: 'Project Gutenberg eBook #621.',
    },
  },
  {
    id: 'cosmic-consciousness',
    title: 'Cosmic Consciousness',
    author: 'Richard Maurice Bucke',
    year: 1901,
    category: 'consciousness',
    difficulty: 'Advanced',
    pages: 318,
    rating: 4.3,
    description:
      'A Canadian psychiatrist proposes that awareness evolves in three steps: the simple consciousness of animals, the self-consciousness of ordinary people, and a rarer cosmic consciousness that he traces through Buddha, Jesus, Paul, Dante, Blake, his friend Walt Whitman and others, including his own sudden illumination.',
    excerpt:
      '“Cosmic Consciousness, then, is a higher form of consciousness than that possessed by the ordinary man.”',
    downloadUrl: 'https://archive.org/details/cosmconscious',
    // Pisces: illumination, boundlessness and the sense that all life is one.
    // Aquarius: a visionary theory of where humanity is heading.
    // Sagittarius: a wide survey across faiths, poets and centuries.
    zodiacRecommended: ['pisces', 'aquarius', 'sagittarius'],
    tags: ['illumination', 'evolution of mind', 'awakening', 'whitman', 'mystics'],
    language: 'English',
    format: 'PDF',
    size: 'Scan',
    isPublicDomain: true,
    coverImage: '🌠',
    spiritualBenefits: [
      'Frames awakening as a natural stage of human growth',
      'Collects many accounts of illumination side by side',
      'Offers hope that insight is open to ordinary people',
    ],
    publicDomainBasis:
      'First published in Philadelphia in 1901; every work published before 1931 is out of US copyright.',
    source: {
      edition: 'Innes & Sons, Philadelphia, 1901.',
      pages: 'About 318 pages in the first edition, plus front matter; approximate.',
      copy: 'Internet Archive item cosmconscious.',
    },
  },
  {
    id: 'tertium-organum',
    title: 'Tertium Organum',
    author: 'P. D. Ouspensky',
    year: 1920,
    category: 'consciousness',
    difficulty: 'Master',
    pages: 340,
    rating: 4.2,
    description:
      'Ouspensky uses the fourth dimension as a way into the limits of ordinary perception, arguing that what we call time may be a direction of space we cannot yet see, and that intuition and mystical experience point toward a higher logic. Demanding, strange and exhilarating.',
    excerpt:
      'In brief: just as a being confined to a flat plane could not picture a cube, our three-dimensional senses may hide a larger reality that only a widened consciousness can meet.',
    downloadUrl: 'https://sacred-texts.com/eso/to/index.htm',
    // Aquarius: unconventional ideas and a leap toward the future of mind.
    // Scorpio: pushes past appearances toward what is hidden.
    // Gemini: an argument-driven book for readers who love ideas.
    zodiacRecommended: ['aquarius', 'scorpio', 'gemini'],
    tags: ['fourth dimension', 'higher consciousness', 'philosophy', 'perception', 'esoteric'],
    language: 'English',
    format: 'HTML',
    size: 'Web pages',
    isPublicDomain: true,
    coverImage: '🔷',
    spiritualBenefits: [
      'Loosens the habit of taking perception at face value',
      'Connects mystical insight with rigorous thinking',
      'Rewards slow, reflective reading',
    ],
    publicDomainBasis:
      'The English translation was first published in the United States in 1920 and the linked edition in 1922; every work published before 1931 is out of US copyright.',
    source: {
      edition:
        'Translated by Nicholas Bessaraboff and Claude Bragdon; Manas Press, Rochester, New York, 1920. The linked copy is the 1922 edition.',
      pages: 'Roughly 340 pages in the early American editions; approximate.',
      copy: 'sacred-texts.com, Esoteric section, "Tertium Organum" (1922 edition).',
    },
  },
] as const satisfies readonly Book[];
