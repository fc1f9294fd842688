import { withReadingTime } from '../lesson';
import { LESSON_SUMMARIES } from '../lesson-summaries';

export const THE_TWELVE_SIGNS_LESSON = withReadingTime({
  ...LESSON_SUMMARIES['the-twelve-signs'],
  sections: [
    {
      heading: 'Twelve slices of one circle',
      paragraphs: [
        'The zodiac is a circle of 360 degrees cut into twelve equal signs of 30 degrees. The count starts at the point where the Sun crosses the celestial equator heading north, the March equinox, which is called 0 degrees Aries. From there the signs follow in a fixed order: Aries, Taurus, Gemini, Cancer, Leo, Virgo, Libra, Scorpio, Sagittarius, Capricorn, Aquarius and Pisces.',
        'Dates printed next to the signs are approximate. The Sun enters each sign somewhere between about the 18th and the 23rd of the month, and the exact moment shifts a little from year to year because the calendar year does not match the Earth’s orbit exactly. If you were born on one of those border days, a chart calculation settles which sign the Sun was in; there is no blended cusp sign.',
      ],
    },
    {
      heading: 'Four elements',
      paragraphs: [
        'Each sign belongs to one of four elements, and they repeat in the order fire, earth, air, water as you go around the wheel. So every element appears three times, always four signs apart.',
        'Fire signs (Aries, Leo, Sagittarius) are pictured as enthusiastic, direct and quick to act. Earth signs (Taurus, Virgo, Capricorn) lean toward the practical, the tangible and the patient. Air signs (Gemini, Libra, Aquarius) are linked with ideas, talk and connection between people. Water signs (Cancer, Scorpio, Pisces) are associated with feeling, memory and intuition.',
        'Counting how many planets fall in each element is a classic first step in reading a chart. A chart crowded with air and short on earth suggests someone who thinks and talks easily but may have to work harder at routines.',
      ],
    },
    {
      heading: 'Three modes',
      paragraphs: [
        'A second pattern runs across the first. Each element has one cardinal, one fixed and one mutable sign, and these modes describe how energy moves. Cardinal signs (Aries, Cancer, Libra, Capricorn) start things; they fall at the beginning of each season in the northern hemisphere. Fixed signs (Taurus, Leo, Scorpio, Aquarius) sit in the middle of a season and keep things going. Mutable signs (Gemini, Virgo, Sagittarius, Pisces) close a season and adapt, preparing the change to the next.',
        'Element and mode together make each sign unique. Aries is cardinal fire, a spark that starts a blaze. Leo is fixed fire, a steady hearth. Sagittarius is mutable fire, a flame that travels.',
      ],
      examples: [
        'Taurus is fixed earth: stability doubled, which is why it is described as patient, sensual and hard to hurry.',
        'Gemini is mutable air: ideas on the move, curious and changeable.',
      ],
    },
    {
      heading: 'The signs one by one',
      paragraphs: [
        'Aries opens the wheel with courage and a taste for beginnings. Taurus settles in, valuing comfort, loyalty and things made to last. Gemini gathers information and loves variety and wordplay. Cancer protects what it cares about and remembers where it came from. Leo shines, creates and wants its warmth to be seen. Virgo refines, sorts and helps through careful skill.',
        'Libra weighs, balances and looks for fairness and beauty in relationships. Scorpio goes deep, values trust and is not afraid of intensity. Sagittarius aims far, seeking meaning, travel and honest opinions. Capricorn builds step by step toward long-range goals. Aquarius thinks for the group and prizes independence and fresh ideas. Pisces dissolves boundaries, responding with imagination and compassion.',
        'Every sign also has a ruling planet, the planet said to feel at home there. Mars rules Aries, Venus rules Taurus and Libra, Mercury rules Gemini and Virgo, the Moon rules Cancer and the Sun rules Leo. Jupiter rules Sagittarius and Pisces, and Saturn rules Capricorn and Aquarius. Modern astrologers also give Scorpio to Pluto, Aquarius to Uranus and Pisces to Neptune.',
      ],
    },
    {
      heading: 'Opposite signs as partners',
      paragraphs: [
        'Signs directly across the wheel form six pairs, and each pair shares a theme seen from two sides. Aries and Libra balance self against other. Taurus and Scorpio weigh what is mine against what is shared. Gemini and Sagittarius set local facts beside big beliefs, Cancer and Capricorn home beside public life, Leo and Aquarius personal expression beside the group, and Virgo and Pisces precise order beside boundless imagination.',
        'Opposite signs always share a mode and have complementary elements, fire with air or earth with water. That is why astrologers describe oppositions as tension that can become awareness rather than as pure conflict.',
      ],
    },
    {
      heading: 'Signs are not constellations',
      paragraphs: [
        'The signs took their names from constellations about two thousand years ago, but the two have drifted apart. The Earth’s axis wobbles slowly like a spinning top, completing a circle in about 26,000 years, and this precession moves the equinox point backwards against the stars by roughly one degree every 72 years.',
        'Western astrology kept its zodiac tied to the equinox and the seasons. This is called the tropical zodiac. As a result the sign Aries now lies mostly in front of the stars of Pisces. The constellations also vary in size, and the Sun crosses a thirteenth one, Ophiuchus, in late November and early December. None of this is an error in the tradition; it simply means the signs are seasonal divisions, not star pictures. Indian astrology follows the stars instead, which the lesson on global traditions explains.',
      ],
    },
  ],
  quiz: [
    {
      question: 'Which sign is fixed water?',
      choices: ['Cancer', 'Scorpio', 'Pisces', 'Aquarius'],
      answerIndex: 1,
      explanation:
        'Cancer is cardinal water and Pisces mutable water; Scorpio sits mid-season as the fixed water sign, while Aquarius is fixed but belongs to air.',
    },
    {
      question: 'Why does the sign Aries no longer match the constellation Aries?',
      choices: [
        'Astrologers moved the boundaries in the Middle Ages',
        'The precession of the Earth’s axis has shifted the equinox against the stars',
        'The constellation Aries has moved through space',
      ],
      answerIndex: 1,
      explanation:
        'The tropical zodiac starts at the March equinox, and precession has slid that point about a sign’s width backwards against the stars since the names were given.',
    },
    {
      question: 'Which pair are opposite signs?',
      choices: ['Leo and Aquarius', 'Leo and Scorpio', 'Taurus and Virgo'],
      answerIndex: 0,
      explanation:
        'Leo and Aquarius sit 180 degrees apart, both fixed, one fire and one air; the other pairs are square or trine to each other.',
    },
  ],
});
