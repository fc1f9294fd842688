import type { Book } from '../book';

/** Astrology: two foundations of the Western tradition, in early English editions. */
export const ASTROLOGY_BOOKS = [
  {
    id: 'christian-astrology',
    title: 'Christian Astrology',
    author: 'William Lilly',
    year: 1647,
    category: 'astrology',
    difficulty: 'Advanced',
    pages: 832,
    rating: 4.8,
    description:
      "The first great astrology textbook written in English. Book one teaches how to read an ephemeris, cast a chart and know the signs and planets; book two answers practical questions by horary astrology; book three judges birth charts. Lilly's worked examples from his own London practice are still studied by horary astrologers today.",
    excerpt:
      'In brief: Lilly tells the student to admire and thank the Creator whose order the stars display, and never to let learning, however deep, make them proud.',
    downloadUrl: 'https://archive.org/details/b30338724',
    // Virgo: precise rules, tables and careful judgement reward a methodical reader.
    // Capricorn: a craft manual by a working professional, built to be used.
    // Gemini: horary astrology is the art of answering questions.
    zodiacRecommended: ['virgo', 'capricorn', 'gemini'],
    tags: ['horary', 'traditional astrology', 'planets', 'houses', 'nativities'],
    language: 'English',
    format: 'PDF',
    size: 'Large scan',
    isPublicDomain: true,
    coverImage: '🪐',
    spiritualBenefits: [
      'Teaches the planets and houses from the source of the English tradition',
      'Trains patient, step-by-step judgement',
      'Shows astrology as a discipline of humility and service',
    ],
    publicDomainBasis:
      'Published in London in 1647; no copyright can survive from that time, and the Wellcome Collection marks its scan Public Domain.',
    source: {
      edition:
        'First edition, London: Thomas Brudenell for John Partridge and Humphrey Blunden, 1647 (Wing L2215).',
      pages:
        'The text closes on page 830 and the numbering runs to about 832; the scan holds 894 page images.',
      copy: "Internet Archive item b30338724, the Wellcome Collection's photographed copy of the 1647 edition.",
    },
  },
  {
    id: 'tetrabiblos',
    title: "Ptolemy's Tetrabiblos",
    author: 'Claudius Ptolemy (translated by J. M. Ashmand)',
    year: 1822,
    category: 'astrology',
    difficulty: 'Master',
    pages: 280,
    rating: 4.6,
    description:
      "Ptolemy's four books on the influence of the stars, written in Alexandria in the second century, set out the planets' natures, the signs, aspects, dignities and the judgement of nativities. Ashmand's 1822 translation, made from the Greek paraphrase attributed to Proclus, was the English reader's Tetrabiblos for more than a century and adds Ptolemy's Centiloquy of a hundred aphorisms.",
    excerpt:
      'In brief: Ptolemy argues that the heavens plainly affect seasons, tides and weather, so a careful student may also foresee their subtler effects on human lives, within limits he is honest about.',
    downloadUrl: 'https://wellcomecollection.org/works/yv5j2gm4',
    // Capricorn: Saturnine structure; the rulebook behind later rulebooks.
    // Aquarius: astrology presented as a rational, systematic science.
    // Sagittarius: a philosopher's defence of the art and its place in learning.
    zodiacRecommended: ['capricorn', 'aquarius', 'sagittarius'],
    tags: ['classical astrology', 'ptolemy', 'dignities', 'aspects', 'history'],
    language: 'English',
    format: 'PDF',
    size: 'Large scan',
    isPublicDomain: true,
    coverImage: '🌌',
    spiritualBenefits: [
      'Grounds modern astrology in its oldest systematic text',
      'Builds a precise vocabulary of signs, aspects and rulerships',
      'Encourages measured rather than fatalistic prediction',
    ],
    publicDomainBasis:
      'This translation was published in London in 1822; every work published before 1931 is out of US copyright, and the Wellcome Collection marks the scan Public Domain.',
    source: {
      edition: 'J. M. Ashmand, translator; Davis and Dickson, London, 1822.',
      pages: 'About 280 page images in the Wellcome scan, front matter and plate included; approximate.',
      copy: 'Wellcome Collection work yv5j2gm4, a digitised copy of the 1822 edition with a PDF download.',
    },
  },
] as const satisfies readonly Book[];
