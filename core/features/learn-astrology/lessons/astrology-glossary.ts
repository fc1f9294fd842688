import { withReadingTime } from '../lesson';
import { LESSON_SUMMARIES } from '../lesson-summaries';

export const ASTROLOGY_GLOSSARY_LESSON = withReadingTime({
  ...LESSON_SUMMARIES['astrology-glossary'],
  sections: [
    {
      heading: 'Why astrology has so much jargon',
      paragraphs: [
        'Astrology has been written about in Akkadian, Greek, Arabic, Latin, Sanskrit and English, and each language left words behind. Some terms are plain descriptions of the sky, some are technical labels for chart geometry, and some carry a whole tradition of interpretation in a single word. Learning them is less about memorising and more about recognising which of those three jobs a word is doing.',
        'This lesson groups the essential vocabulary by theme so that related ideas sit together. The full alphabetical list below the lesson can be searched by any word, in either the term or its definition, and it ignores capital letters and accents, so typing rising or nodes will find the right entries.',
      ],
    },
    {
      heading: 'Words for the sky itself',
      paragraphs: [
        'The ecliptic is the circle the Sun appears to trace through the year, and the zodiac is the band straddling it where the planets travel. The equinoxes are the two dates when the Sun crosses the celestial equator, around 20 March and 22 September, and the solstices are the dates when it reaches its most northerly and southerly points, around 21 June and 21 December.',
        'Precession names the very slow wobble of the Earth’s axis that drags the equinox backwards through the constellations. It explains why two zodiacs exist: the tropical one, tied to the seasons, and the sidereal one, tied to the stars. The gap between them has its own name, the ayanamsa. An ephemeris is a day-by-day table of planetary positions, the raw data from which every chart is drawn.',
      ],
    },
    {
      heading: 'Words for the shape of a chart',
      paragraphs: [
        'The Ascendant, or rising sign, is the zodiac degree on the eastern horizon, and the Descendant is its opposite point in the west. The Midheaven, abbreviated MC, marks the top of the chart, and the IC marks the bottom. These four are the angles, and a planet sitting close to one of them is said to be angular, a sign of prominence.',
        'A house is one of twelve sectors of the chart, and the line where a house begins is its cusp. People also use cusp loosely for the border between two signs, which causes confusion: a planet is always in exactly one sign, however close to the edge. Houses are also classed as angular, succedent or cadent according to where they fall relative to the angles.',
      ],
    },
    {
      heading: 'Words for a planet’s condition',
      paragraphs: [
        'Traditional astrology judges how comfortable a planet is in its sign. A planet in a sign it rules is in its domicile; in the sign opposite, it is in detriment. Each classical planet also has a sign of exaltation, where it is honoured, and the opposite sign, its fall. Together these ideas are called essential dignity.',
        'Motion matters too. A retrograde planet appears to move backwards, and a stationary one seems to pause while changing direction. The old labels benefic and malefic sort planets by temperament, with Venus and Jupiter as the helpful pair and Mars and Saturn as the testing pair. Sect refines that judgement by asking whether the chart was cast by day or by night.',
      ],
      examples: [
        'Venus in Libra is in domicile, Venus in Pisces is exalted, Venus in Aries is in detriment, and Venus in Virgo is in its fall.',
      ],
    },
    {
      heading: 'Words for relationships and timing',
      paragraphs: [
        'An aspect is an angle between two chart points, and the orb is the leeway allowed around the exact angle. An applying aspect is tightening; a separating one is loosening. A stellium is a cluster of three or more planets in one sign or house.',
        'Astrologers describe timing with a different set of words. A transit is a planet’s current position compared with a birth chart, and a return is the moment a moving planet comes back to its birth position, as the Sun does every year around your birthday. An ingress is a planet’s entry into a new sign. Synastry compares two birth charts to describe a relationship, and a void of course Moon is the quiet gap between the Moon’s last aspect in one sign and its entry into the next.',
      ],
    },
    {
      heading: 'Translating a line of astrologer’s shorthand',
      paragraphs: [
        'Chart notes are often written in compressed form. Once the vocabulary is familiar, each piece can be unpacked on its own and the meaning assembled like a sentence in a new language.',
        'Practise by translating the notes of any chart you meet into plain words before you start interpreting. It slows you down in a good way, because it separates what the sky shows from what you make of it.',
      ],
      examples: [
        'Shorthand: transiting Saturn applying square natal Moon in the 4th, orb 2 degrees.',
        'Plain words: Saturn, where it is in the sky now, is moving toward a 90 degree angle with the place the Moon held at birth, which sits in the house of home and family, and the angle is two degrees from exact and still tightening.',
        'A possible reading: a stretch when family responsibilities or home arrangements ask for patience and structure, building toward its peak over the coming weeks.',
      ],
    },
  ],
  quiz: [
    {
      question: 'What is the cusp of a house?',
      choices: [
        'The planet that rules the house',
        'The line where the house begins',
        'A planet exactly halfway through the house',
      ],
      answerIndex: 1,
      explanation:
        'A cusp is the starting boundary of a house; the word is also used loosely for the edge between two signs.',
    },
    {
      question: 'Venus in Aries is traditionally described as being in which condition?',
      choices: ['Domicile', 'Exaltation', 'Detriment', 'Fall'],
      answerIndex: 2,
      explanation:
        'Venus rules Libra, and Aries lies directly opposite Libra, so Venus there is in detriment.',
    },
    {
      question: 'What does a transit compare?',
      choices: [
        'Two people’s birth charts',
        'A planet’s current position with a birth chart',
        'The tropical and sidereal zodiacs',
      ],
      answerIndex: 1,
      explanation:
        'A transit sets today’s sky against the natal chart; comparing two people’s charts is synastry, and the gap between the zodiacs is the ayanamsa.',
    },
  ],
});
