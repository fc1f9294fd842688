import { withReadingTime } from '../lesson';
import { LESSON_SUMMARIES } from '../lesson-summaries';

export const THE_PLANETS_LESSON = withReadingTime({
  ...LESSON_SUMMARIES['the-planets'],
  sections: [
    {
      heading: 'The wanderers',
      paragraphs: [
        'The word planet comes from a Greek word for wanderer. To ancient observers most points of light kept their places relative to each other night after night, but seven moved: the Sun, the Moon, Mercury, Venus, Mars, Jupiter and Saturn. Astrology still calls all of them planets, even though astronomers today would class the Sun as a star and the Moon as a satellite.',
        'Modern astrology adds three bodies found with telescopes: Uranus, spotted by William Herschel in 1781, Neptune, located in 1846 after its position was predicted from irregularities in the orbit of Uranus, and Pluto, discovered in 1930. Astronomers reclassified Pluto as a dwarf planet in 2006, but astrologers kept it because decades of practice had already given it a meaning.',
        'In a chart each planet stands for a drive, a need or a function of a personality. The sign it occupies colours how that drive is expressed, and the house shows where in life it tends to show up.',
      ],
    },
    {
      heading: 'The Sun and the Moon',
      paragraphs: [
        'Together called the luminaries, the Sun and Moon carry the most weight in most readings. The Sun stands for identity, vitality and the sense of purpose a person grows into. Its sign changes about once a month, so it describes something you share with everyone born in the same four weeks of any year.',
        'The Moon stands for feelings, instincts, memory and what makes you feel safe. It is the fastest body in the chart, crossing a whole sign in about two and a half days and circling the zodiac in just over 27 days. Its cycle of phases, from new to full and back, takes about 29 and a half days because the Sun has moved on in the meantime.',
      ],
    },
    {
      heading: 'Mercury, Venus and Mars',
      paragraphs: [
        'These three are called the personal planets because they move quickly enough to differ between people born a few weeks apart. Mercury governs thinking, speaking, learning and short journeys. Venus governs attraction, pleasure, taste and the way you bring people and things together. Mars governs desire, courage, anger and the energy to go after what you want.',
        'Mercury and Venus orbit inside the Earth’s path, so from here they never stray far from the Sun. Mercury is always within about 28 degrees of it and Venus within about 47 degrees. That means your Mercury sits in your Sun sign or one of its neighbours, and your Venus is never more than two signs away from your Sun.',
      ],
      examples: [
        'Venus in Taurus at 12 degrees: attraction expressed through the senses and loyalty, someone who shows love with good food, touch and reliability.',
        'Mars in Gemini: drive that works through words and quick changes of direction, more debate than brute force.',
      ],
    },
    {
      heading: 'Jupiter and Saturn',
      paragraphs: [
        'Jupiter and Saturn move slowly enough that they describe whole school years and generations at a time. Jupiter spends about a year in each sign and takes almost twelve years to circle the zodiac. It symbolises growth, generosity, optimism, faith and the search for meaning. Where it falls in a chart is traditionally where life feels most open-handed.',
        'Saturn takes about 29 and a half years for a full circuit, spending around two and a half years in each sign. It stands for structure, limits, responsibility, time and mastery earned the slow way. The first return of Saturn to its birth position, in the late twenties, is a famous marker of growing up in astrological folklore.',
      ],
    },
    {
      heading: 'Uranus, Neptune and Pluto',
      paragraphs: [
        'The outer planets move so slowly that everyone born over several years shares the same sign for them. Uranus takes 84 years to go round and stays about seven years per sign; it stands for sudden change, invention and independence. Neptune takes about 165 years and stands for dreams, ideals, compassion and confusion. Pluto, on its stretched orbit, spends anything from about twelve to over thirty years in a sign and represents power, endings and deep transformation.',
        'Because their signs belong to a whole generation, most astrologers read the outer planets personally through their house and their aspects to faster planets, rather than by sign alone.',
      ],
    },
    {
      heading: 'Why planets seem to move backwards',
      paragraphs: [
        'Every so often a planet appears to stop, drift backwards against the stars for a while, stop again and resume its forward course. Astrologers call the backward stretch retrograde motion. Nothing in space actually reverses; it is an effect of watching from a moving platform.',
        'Think of overtaking a slower car on a motorway. As you pass it, the car seems to slide backwards against the distant hills, though both of you are driving forward. The Earth overtakes Mars, Jupiter and the other outer planets in exactly this way when they lie opposite the Sun in our sky. Mercury and Venus do the overtaking themselves: they appear to move backwards when they swing between the Earth and the Sun on the inside lane.',
        'Mercury turns retrograde about three times a year for roughly three weeks each time, which is why Mercury retrograde is so often in the news. Mars does so only about once every 26 months. In a reading, a retrograde planet is usually interpreted as energy that turns inward or revisits old ground.',
      ],
      examples: [
        'Where they are today: the live sky panel with this lesson lists the sign and degree of each planet right now and marks any that are retrograde.',
      ],
    },
  ],
  quiz: [
    {
      question: 'Why can your Venus never be more than two signs from your Sun?',
      choices: [
        'Venus orbits inside the Earth’s path, so it never appears more than about 47 degrees from the Sun',
        'Venus moves exactly as fast as the Sun',
        'Astrologers assign Venus to the Sun’s sign by rule',
      ],
      answerIndex: 0,
      explanation:
        'Because Venus’s orbit lies inside ours, its greatest separation from the Sun as seen from Earth is about 47 degrees, a little over one and a half signs.',
    },
    {
      question: 'What causes Mars to look retrograde?',
      choices: [
        'Mars briefly reverses in its orbit',
        'The Earth passes Mars on its faster inner orbit, so Mars seems to slip backwards',
        'The Moon blocks our view of Mars',
      ],
      answerIndex: 1,
      explanation:
        'Around the time Mars lies opposite the Sun, our faster planet overtakes it, and the change of viewing angle makes it appear to drift backwards against the stars.',
    },
    {
      question: 'Roughly how long does Saturn spend in each sign?',
      choices: ['About a month', 'About a year', 'About two and a half years', 'About fourteen years'],
      answerIndex: 2,
      explanation:
        'Saturn circles the zodiac in about 29 and a half years, so it spends around two and a half years in each of the twelve signs.',
    },
  ],
});
