import { withReadingTime } from '../lesson';
import { LESSON_SUMMARIES } from '../lesson-summaries';

export const ASPECTS_LESSON = withReadingTime({
  ...LESSON_SUMMARIES.aspects,
  sections: [
    {
      heading: 'Angles as relationships',
      paragraphs: [
        'Planets in a chart are not isolated. An aspect is a specific angle between two of them, measured along the zodiac, and astrologers read it as a relationship between the drives those planets stand for. Without aspects a chart is a list of separate facts; with them it becomes a web of influences that agree, argue or need each other.',
        'The classical aspects come from dividing the 360-degree circle by small whole numbers. Divide by one and you get the conjunction at 0 degrees, by two the opposition at 180, by three the trine at 120, by four the square at 90 and by six the sextile at 60. The Greek astrologers who codified these were following the same love of simple ratios that ran through their music theory.',
      ],
    },
    {
      heading: 'The five major aspects',
      paragraphs: [
        'A conjunction puts two planets side by side, fusing their meanings; whether that is easy depends on the planets involved. A sextile, at 60 degrees, links signs of friendly elements, fire with air or earth with water, and is read as an opportunity that rewards a little effort. A trine, at 120 degrees, joins signs of the same element and suggests a natural talent or an easy flow, sometimes so easy that it is taken for granted.',
        'A square, at 90 degrees, connects signs of the same mode but clashing elements, such as Aries and Cancer. It is read as friction that pushes for action and, handled well, builds strength. An opposition, at 180 degrees, sets two planets face to face across the wheel; it often plays out through other people, as a tug of war that asks for balance rather than a winner.',
        'Astrologers today avoid calling aspects simply good or bad. Many people do their best work through their squares, while a chart full of trines can describe comfort that never gets tested.',
      ],
    },
    {
      heading: 'Orbs, applying and separating',
      paragraphs: [
        'Planets rarely sit at an exact angle, so astrologers allow a margin called the orb. A common rule gives the major aspects about six to eight degrees either side of exact, with a little more when the Sun or Moon is involved and a little less for the minor aspects. The tighter the orb, the louder the aspect is said to speak in a chart.',
        'It also matters whether an aspect is forming or dissolving. When the faster planet is still moving toward the exact angle the aspect is applying, and it is traditionally felt as building. Once the faster planet has passed exactness the aspect is separating and is read as fading, or as something already lived through.',
      ],
    },
    {
      heading: 'Measuring an aspect by hand',
      paragraphs: [
        'To measure an angle, turn each position into a number of degrees from 0 Aries. Aries covers 0 to 30, Taurus 30 to 60, Gemini 60 to 90, and each later sign adds another 30. Subtract the smaller number from the larger; if the result is over 180, subtract it from 360. Then compare the result with the aspect angles and the orb you allow.',
        'Sometimes the degrees and the signs disagree. Two planets near the edges of their signs can make an exact-looking angle across signs that do not normally form that aspect. Astrologers call this an out-of-sign aspect and usually read it as real but less straightforward.',
      ],
      examples: [
        'Sun at 10 degrees Leo is 130 degrees from 0 Aries; Moon at 14 degrees Sagittarius is 254. The gap is 124 degrees: a trine with a 4 degree orb between two fire signs.',
        'Venus at 29 degrees Leo (149) and Mars at 1 degree Capricorn (271) are 122 degrees apart, close to a trine, yet Leo is fire and Capricorn earth: an out-of-sign trine.',
        'Mars at 5 degrees Aries (5) and Saturn at 8 degrees Cancer (98) are 93 degrees apart, a square with a 3 degree orb.',
      ],
    },
    {
      heading: 'Minor aspects',
      paragraphs: [
        'Johannes Kepler, who took astrology more seriously than many of his fellow astronomers, proposed several extra angles in the early seventeenth century, and later astrologers added more. The ones you will meet most often are the semi-sextile at 30 degrees, the semi-square at 45, the quintile at 72, the sesquiquadrate at 135 and the quincunx, also called the inconjunct, at 150.',
        'The quincunx is the most widely used. It joins signs that share neither element nor mode, such as Taurus and Sagittarius, and is read as an awkward pairing that needs constant adjustment. Most readers give minor aspects small orbs of one or two degrees and treat them as fine detail.',
      ],
    },
    {
      heading: 'Aspect patterns',
      paragraphs: [
        'When three or more planets are linked, the aspects can form shapes with names of their own. A T-square joins two planets in opposition with a third square to both, a tense triangle whose free end suggests where the pressure seeks release. A grand trine links three planets in the same element, a closed circuit of ease and talent. A grand cross puts four planets in two oppositions and four squares, usually all in one mode.',
        'A stellium is not an angle pattern but a crowd: three or more planets packed into one sign or house, which concentrates much of the chart’s energy there. Spotting these shapes is one of the quickest ways to find the main storyline of a chart before reading it planet by planet.',
      ],
    },
  ],
  quiz: [
    {
      question: 'Which aspect links two planets in signs of the same element?',
      choices: ['Square', 'Trine', 'Opposition', 'Quincunx'],
      answerIndex: 1,
      explanation:
        'Signs 120 degrees apart share an element, such as Aries, Leo and Sagittarius, which is why the trine is read as an easy flow.',
    },
    {
      question: 'Jupiter at 20 degrees Taurus and Neptune at 17 degrees Virgo are how far apart?',
      choices: ['87 degrees, a square', '117 degrees, a trine', '147 degrees, a quincunx'],
      answerIndex: 1,
      explanation:
        'Taurus 20 is 50 degrees from 0 Aries and Virgo 17 is 167; the difference is 117 degrees, a trine within 3 degrees between two earth signs.',
    },
    {
      question: 'What does it mean that an aspect is applying?',
      choices: [
        'The faster planet is still moving toward the exact angle',
        'The aspect is more than ten degrees from exact',
        'Both planets are retrograde',
      ],
      answerIndex: 0,
      explanation:
        'An applying aspect is still building toward exactness; once the faster planet passes the exact angle, the aspect becomes separating.',
    },
  ],
});
