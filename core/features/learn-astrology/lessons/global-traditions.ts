import { withReadingTime } from '../lesson';
import { LESSON_SUMMARIES } from '../lesson-summaries';

export const GLOBAL_TRADITIONS_LESSON = withReadingTime({
  ...LESSON_SUMMARIES['global-traditions'],
  sections: [
    {
      heading: 'One sky, many readings',
      paragraphs: [
        'Every culture that farmed, sailed or kept a calendar watched the sky, and many of them read meaning into it. The systems they built differ in what they measure: some follow the Sun through the seasons, some follow the stars, some follow the Moon, and some count days in cycles that have nothing to do with any planet at all.',
        'Seeing these traditions side by side is the best cure for the idea that there is one true zodiac. Each is a coherent language with its own grammar. None has been shown to predict character or events reliably, and each has been treasured for centuries as a way to think about time, fortune and the self.',
      ],
    },
    {
      heading: 'Jyotish, the astrology of India',
      paragraphs: [
        'Jyotish, from a Sanskrit word for light, shares ancestors with Western astrology: Hellenistic ideas reached India in the early centuries CE and merged with older Vedic calendar lore. Its biggest technical difference is the zodiac. Jyotish uses a sidereal zodiac anchored to the stars, so its signs now sit roughly 24 degrees behind the tropical signs most Western astrologers use.',
        'The Moon carries more weight than the Sun, and the Moon’s position among the 27 nakshatras, lunar mansions of 13 degrees 20 minutes each, is central to a reading. Timing comes from planetary periods called dashas; the most widely used scheme, Vimshottari, divides a 120-year life cycle into planetary chapters whose starting point depends on the natal Moon’s nakshatra. The lunar nodes are treated as shadow planets, Rahu and Ketu, and divisional charts such as the navamsa zoom in on particular themes like marriage.',
      ],
      examples: [
        'A Sun at 10 degrees of tropical Taurus lands at about 16 degrees of sidereal Aries once the roughly 24 degree difference is subtracted, so a Western Taurus is often an Aries in a Jyotish chart.',
      ],
    },
    {
      heading: 'Chinese astrology',
      paragraphs: [
        'Chinese astrology grew from a separate root. Its best-known layer is the cycle of twelve animals, Rat, Ox, Tiger, Rabbit, Dragon, Snake, Horse, Goat, Monkey, Rooster, Dog and Pig, one for each year. The animals combine with five phases, wood, fire, earth, metal and water, each held for two consecutive years, giving a cycle of sixty years before the same pairing returns.',
        'The animal year does not start on 1 January. It follows the traditional lunisolar calendar, whose new year falls on a new moon between about 21 January and 20 February, so people born early in the year often belong to the previous animal. Serious practitioners go well beyond the year animal. The Four Pillars method, known as BaZi, reads eight characters drawn from the year, month, day and hour of birth, and Zi Wei Dou Shu maps a chart of imaginary stars across twelve palaces much like houses.',
      ],
      examples: [
        'Chinese New Year 1985 fell on 20 February, so someone born on 10 February 1985 is a Wood Rat, the animal of the year that began in early 1984, not a Wood Ox.',
      ],
    },
    {
      heading: 'The Maya day count',
      paragraphs: [
        'The Maya of Mesoamerica built one of the world’s most intricate calendar systems. At its heart is a 260-day count, the tzolk’in, made of twenty named days combined with the numbers one to thirteen, so that every day carries a name such as 4 Ajaw or 8 Manik’. A person’s birth day in this count was believed to shape their character and calling.',
        'Maya astronomers also tracked Venus with remarkable accuracy. The Dresden Codex, one of only a handful of Maya books to survive the Spanish conquest, contains Venus tables that predict the planet’s appearances as a morning star over many years. In the highlands of Guatemala, daykeepers still keep the 260-day count today and consult it for ceremonies and personal guidance.',
      ],
    },
    {
      heading: 'Other threads, old and new',
      paragraphs: [
        'Medieval Arabic astrology divided the Moon’s monthly path into twenty-eight lunar mansions, cousins of the nakshatras, and used them to choose good moments for journeys and building. Tibetan astrology blends Indian planetary methods with Chinese animal and element cycles. Ancient Egypt contributed the decans, groups of stars that rose in turn through the night and later became ten-degree slices of the Western signs.',
        'Not everything sold as ancient is old. So-called Celtic tree astrology, which assigns birthdays to trees, was assembled in the twentieth century from a speculative book on poetic myth by Robert Graves and has no known basis in Celtic practice. Asking where a system comes from is part of respecting the real traditions.',
      ],
    },
    {
      heading: 'Comparing without ranking',
      paragraphs: [
        'A useful exercise is to look up your own placements in two systems and notice what changes. Your Western Sun sign may shift a sign back in Jyotish, your Chinese animal may differ from the one your birth year suggests, and none of them invalidates the others, because each answers a different question in its own terms.',
        'When you meet a reading from another tradition, ask three things: which zodiac or calendar it uses, which body or cycle it treats as primary, and how it handles timing. Those three answers explain most of the differences between systems that at first look contradictory.',
      ],
    },
  ],
  quiz: [
    {
      question: 'Why is a Western Taurus often an Aries in Jyotish?',
      choices: [
        'Jyotish uses a sidereal zodiac, now about 24 degrees behind the tropical one',
        'Jyotish counts the signs in reverse order',
        'Jyotish uses the Moon sign instead of the Sun sign',
      ],
      answerIndex: 0,
      explanation:
        'Because Jyotish anchors its zodiac to the stars and Western astrology to the March equinox, precession has opened a gap of about 24 degrees, enough to move many placements back one sign.',
    },
    {
      question: 'How long is the full Chinese cycle of animals and elements?',
      choices: ['12 years', '24 years', '60 years', '120 years'],
      answerIndex: 2,
      explanation:
        'Twelve animals paired with five phases, each phase lasting two years, return to the same combination only after sixty years.',
    },
    {
      question: 'What is the tzolk’in?',
      choices: [
        'A Maya count of 260 days built from twenty day names and thirteen numbers',
        'A Tibetan list of lunar mansions',
        'The Chinese name for the Four Pillars method',
      ],
      answerIndex: 0,
      explanation:
        'Twenty day names cycling against the numbers one to thirteen produce 260 distinct day names before the pattern repeats.',
    },
  ],
});
