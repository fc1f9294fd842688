import { withReadingTime } from '../lesson';
import { LESSON_SUMMARIES } from '../lesson-summaries';

export const THE_TWELVE_HOUSES_LESSON = withReadingTime({
  ...LESSON_SUMMARIES['the-twelve-houses'],
  sections: [
    {
      heading: 'Bringing the sky down to Earth',
      paragraphs: [
        'Signs and planets describe the sky for everyone on the planet at a given moment. Houses make a chart local. They are based on the horizon and the meridian of the exact place of birth, which is why a chart for Tokyo and one for Lisbon drawn at the same instant look different.',
        'Four points anchor the houses. The Ascendant is the degree of the zodiac rising on the eastern horizon, and the Descendant is the degree setting opposite it in the west. The Midheaven, often written MC from the Latin medium coeli, is where the ecliptic crosses the meridian high in the south for northern observers. The IC, from imum coeli, is the opposite point, below the Earth. Together these are called the angles.',
        'On a chart wheel the Ascendant is drawn at the left, the nine o’clock position, and the houses are numbered anticlockwise from there. The 1st house sits just below the eastern horizon, and the 12th sits just above it.',
      ],
    },
    {
      heading: 'Counting whole-sign houses',
      paragraphs: [
        'The oldest method, used by the Hellenistic astrologers and still standard in Indian astrology, is the whole-sign system. It is also the easiest to do by hand: the entire sign containing the Ascendant becomes the 1st house, the next sign becomes the 2nd, and so on round the zodiac until all twelve signs have a house.',
        'In this system the Midheaven does not have to fall in the 10th house. Depending on latitude and the rising sign it usually lands in the 9th, 10th or 11th, and a reader then notes it as a separate sensitive point.',
      ],
      examples: [
        'Ascendant at 17 degrees Virgo: Virgo is the 1st house, Libra the 2nd, Scorpio the 3rd, Sagittarius the 4th, and so on to Leo as the 12th.',
        'With that Virgo rising, a Moon at 3 degrees Capricorn falls in the 5th house, because Capricorn is the fifth sign counting Virgo as one.',
      ],
    },
    {
      heading: 'Other house systems',
      paragraphs: [
        'Astrologers have invented many other ways to divide the sky. The equal house system starts from the Ascendant degree itself and marks a new house every 30 degrees, so a 17 degree Virgo rising gives house cusps at 17 degrees of every sign. Quadrant systems, such as Placidus and Koch, first divide the sky at the four angles and then split each quarter into three unequal houses using time or space.',
        'Placidus became the default in the twentieth century largely because printed tables for it were cheap and widely sold. Its houses can be very uneven far from the equator, and above the polar circles, where some degrees of the zodiac never rise, it stops working altogether. No system is provably right; a reader picks one and uses it consistently.',
      ],
    },
    {
      heading: 'What each house covers',
      paragraphs: [
        'The 1st house is the self and the body, your approach to new situations. The 2nd covers money, possessions and what you value. The 3rd holds siblings, neighbours, everyday talk and short trips. The 4th is home, family, roots and private life. The 5th is play, romance, creativity and children. The 6th is daily work, routines, service and health habits.',
        'The 7th house faces the 1st and covers partners and open rivals, anyone you meet one to one. The 8th holds shared resources, debts, inheritance, intimacy and endings. The 9th is long journeys, higher learning, belief and publishing. The 10th is career, reputation and public standing. The 11th is friends, groups, networks and hopes. The 12th covers solitude, retreat, hidden matters and whatever works behind the scenes.',
      ],
    },
    {
      heading: 'Angular, succedent and cadent',
      paragraphs: [
        'Houses also group in threes. The angular houses, the 1st, 4th, 7th and 10th, begin at or near the angles, and planets there were traditionally thought to act most visibly. The succedent houses, the 2nd, 5th, 8th and 11th, follow them and are linked with building and keeping resources. The cadent houses, the 3rd, 6th, 9th and 12th, fall away from the angles and are linked with learning, adjusting and preparing.',
        'An empty house is not a missing part of life. With ten planets and twelve houses, at least two houses in every chart hold no planet at all. A reader then looks at the sign on the house and where that sign’s ruling planet sits to see how the area is coloured.',
      ],
      examples: [
        'If your 7th house is empty and Pisces is on it, look to Jupiter, its traditional ruler; Jupiter placed in your 9th house would link partnership with travel, study or a shared philosophy.',
      ],
    },
  ],
  quiz: [
    {
      question: 'With a Gemini Ascendant in whole-sign houses, which sign is the 4th house?',
      choices: ['Cancer', 'Virgo', 'Leo', 'Pisces'],
      answerIndex: 1,
      explanation: 'Count Gemini as the 1st, Cancer as the 2nd, Leo as the 3rd and Virgo as the 4th.',
    },
    {
      question: 'Why do houses need a birth place as well as a time?',
      choices: [
        'The signs change with latitude',
        'Houses are built from the local horizon and meridian, which differ from place to place',
        'Planets move faster in the southern hemisphere',
      ],
      answerIndex: 1,
      explanation:
        'The Ascendant and Midheaven depend on where on Earth you stand, so the same moment gives different houses in different cities.',
    },
    {
      question: 'Which of these is an angular house?',
      choices: ['The 2nd', 'The 7th', 'The 9th'],
      answerIndex: 1,
      explanation:
        'The 1st, 4th, 7th and 10th houses start at the four angles; the 2nd is succedent and the 9th cadent.',
    },
  ],
});
