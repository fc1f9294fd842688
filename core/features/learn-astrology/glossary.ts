export interface GlossaryEntry {
  term: string;
  definition: string;
  /** Other terms of this glossary worth reading next, spelled exactly as their entries. */
  seeAlso?: readonly string[];
}

/** The searchable glossary behind the glossary lesson, in alphabetical order. Plain text only. */
export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    term: 'Air',
    definition:
      'One of the four elements, shared by Gemini, Libra and Aquarius. It stands for thought, language, exchange and seeing things from a little distance.',
    seeAlso: ['Element'],
  },
  {
    term: 'Angles',
    definition:
      'The four key points of a chart set by the local horizon and meridian: the Ascendant, Descendant, Midheaven and IC. Planets close to them are read as especially prominent.',
    seeAlso: ['Ascendant', 'Midheaven', 'Imum Coeli'],
  },
  {
    term: 'Applying aspect',
    definition:
      'An aspect that has not yet reached its exact angle because the faster planet is still closing the gap. It is read as a theme that is building.',
    seeAlso: ['Aspect', 'Orb'],
  },
  {
    term: 'Ascendant',
    definition:
      'The degree of the zodiac rising over the eastern horizon at the moment a chart is cast, also called the rising sign. It starts the 1st house and describes a person’s outward manner.',
    seeAlso: ['Descendant', 'Angles', 'House'],
  },
  {
    term: 'Aspect',
    definition:
      'A meaningful angle between two points of a chart, such as 90 or 120 degrees. Aspects show how the drives of two planets work together or rub against each other.',
    seeAlso: ['Conjunction', 'Sextile', 'Square', 'Trine', 'Opposition', 'Orb'],
  },
  {
    term: 'Ayanamsa',
    definition:
      'From Sanskrit ayanāṃśa: the gap in degrees between the tropical and the sidereal zodiacs, caused by precession. It is currently a little over 24 degrees, and different schools measure it slightly differently.',
    seeAlso: ['Sidereal zodiac', 'Tropical zodiac', 'Precession'],
  },
  {
    term: 'Benefic',
    definition:
      'A traditional label for a planet considered helpful by nature: Venus the lesser benefic and Jupiter the greater. Modern readers use the word loosely, since context changes everything.',
    seeAlso: ['Malefic'],
  },
  {
    term: 'Cadent house',
    definition:
      'The 3rd, 6th, 9th or 12th house, the ones that fall away from the angles. They are linked with learning, adaptation and preparation.',
    seeAlso: ['House', 'Angles'],
  },
  {
    term: 'Cardinal',
    definition:
      'The mode of Aries, Cancer, Libra and Capricorn, whose starts coincide with the equinoxes and solstices. Cardinal energy initiates.',
    seeAlso: ['Modality', 'Fixed', 'Mutable'],
  },
  {
    term: 'Chart ruler',
    definition:
      'The planet that rules the sign on the Ascendant. Its sign, house and aspects are read as a guide to the whole chart.',
    seeAlso: ['Ascendant', 'Dignity'],
  },
  {
    term: 'Conjunction',
    definition:
      'Two planets at or near the same degree, 0 degrees apart. Their meanings merge, for better or worse depending on the planets.',
    seeAlso: ['Aspect', 'Stellium'],
  },
  {
    term: 'Cusp',
    definition:
      'The starting line of a house, or loosely the border between two signs. Someone born on a sign border still has the Sun in one sign only.',
    seeAlso: ['House', 'Ingress'],
  },
  {
    term: 'Decan',
    definition:
      'One of three ten-degree slices of each sign, thirty-six in all. The idea comes from Egyptian star groups that rose one after another through the night.',
  },
  {
    term: 'Descendant',
    definition:
      'The degree setting on the western horizon, directly opposite the Ascendant. It opens the 7th house and is tied to partners and close rivals.',
    seeAlso: ['Ascendant', 'Angles'],
  },
  {
    term: 'Detriment',
    definition:
      'A planet in the sign opposite one it rules, such as Venus in Aries. Traditionally it works there with less ease.',
    seeAlso: ['Dignity', 'Fall'],
  },
  {
    term: 'Dignity',
    definition:
      'The strength a planet gains from its sign. A planet in a sign it rules or is exalted in is dignified; in its detriment or fall it is said to be debilitated.',
    seeAlso: ['Exaltation', 'Detriment', 'Fall'],
  },
  {
    term: 'Earth',
    definition:
      'The element of Taurus, Virgo and Capricorn. It stands for the practical, the physical and what can be built and kept.',
    seeAlso: ['Element'],
  },
  {
    term: 'Eclipse',
    definition:
      'A solar eclipse happens at a new moon and a lunar eclipse at a full moon, but only when the Moon is near one of its nodes. Astrologers treat eclipses as markers of turning points.',
    seeAlso: ['Lunar nodes'],
  },
  {
    term: 'Ecliptic',
    definition:
      'The Sun’s apparent yearly path around the sky, which is the plane of the Earth’s orbit. Zodiac positions are measured along it.',
    seeAlso: ['Zodiac'],
  },
  {
    term: 'Element',
    definition:
      'The fourfold grouping of the signs into fire, earth, air and water. Each element contains three signs spaced 120 degrees apart.',
    seeAlso: ['Fire', 'Earth', 'Air', 'Water', 'Trine'],
  },
  {
    term: 'Ephemeris',
    definition:
      'A table listing where each planet is on each day. Astrologers once calculated charts with printed ephemerides; software now does the same arithmetic.',
  },
  {
    term: 'Equinox',
    definition:
      'One of the two moments a year when the Sun crosses the celestial equator and day and night are roughly equal. The March equinox marks 0 degrees Aries in the tropical zodiac.',
    seeAlso: ['Tropical zodiac', 'Solstice'],
  },
  {
    term: 'Exaltation',
    definition:
      'A sign where a planet is honoured beyond its own domicile, such as the Sun in Aries or the Moon in Taurus. The opposite sign is its fall.',
    seeAlso: ['Dignity', 'Fall'],
  },
  {
    term: 'Fall',
    definition:
      'The sign opposite a planet’s exaltation, such as Saturn in Aries. Traditionally the planet struggles to be taken seriously there.',
    seeAlso: ['Exaltation', 'Detriment'],
  },
  {
    term: 'Fire',
    definition:
      'The element of Aries, Leo and Sagittarius. It stands for enthusiasm, courage, warmth and spontaneous action.',
    seeAlso: ['Element'],
  },
  {
    term: 'Fixed',
    definition:
      'The mode of Taurus, Leo, Scorpio and Aquarius, which sit in the middle of their seasons. Fixed energy sustains and resists change.',
    seeAlso: ['Modality', 'Cardinal', 'Mutable'],
  },
  {
    term: 'Grand trine',
    definition:
      'Three planets each about 120 degrees from the other two, usually in one element. It suggests a closed loop of talent and ease.',
    seeAlso: ['Trine', 'T-square'],
  },
  {
    term: 'Horary astrology',
    definition:
      'A branch that casts a chart for the moment a question is asked and answers the question from that chart alone.',
  },
  {
    term: 'House',
    definition:
      'One of twelve divisions of a chart based on the horizon and meridian of a place, each linked with an area of life such as home, work or friendship.',
    seeAlso: ['Cusp', 'Whole-sign houses', 'Angles'],
  },
  {
    term: 'Imum Coeli',
    definition:
      'Latin for the lowest part of the sky, shortened to IC: the point opposite the Midheaven. It opens the 4th house and speaks of roots, home and private life.',
    seeAlso: ['Midheaven', 'Angles'],
  },
  {
    term: 'Ingress',
    definition:
      'The moment a planet enters a new sign. The Sun’s ingress into Aries at the March equinox opens the astrological year.',
    seeAlso: ['Cusp', 'Equinox'],
  },
  {
    term: 'Jyotish',
    definition:
      'From Sanskrit Jyotiṣa, the science of light: the astrology of India, which uses the sidereal zodiac, the lunar mansions and planetary periods.',
    seeAlso: ['Sidereal zodiac', 'Nakshatra'],
  },
  {
    term: 'Luminaries',
    definition:
      'The Sun and the Moon together. They are the two brightest bodies in the sky and the heaviest weights in most readings.',
  },
  {
    term: 'Lunar nodes',
    definition:
      'The two points where the Moon’s tilted orbit crosses the ecliptic, called the North Node and South Node. They drift backwards around the zodiac every 18.6 years and mark where eclipses can happen.',
    seeAlso: ['Eclipse'],
  },
  {
    term: 'Malefic',
    definition:
      'A traditional label for a planet considered difficult by nature: Mars the lesser malefic and Saturn the greater. Modern astrology sees them as sources of drive and discipline too.',
    seeAlso: ['Benefic'],
  },
  {
    term: 'Midheaven',
    definition:
      'The point where the ecliptic crosses the local meridian above the horizon, shortened to MC from the Latin medium coeli. It is tied to career, reputation and public direction.',
    seeAlso: ['Imum Coeli', 'Angles'],
  },
  {
    term: 'Modality',
    definition:
      'The threefold grouping of the signs into cardinal, fixed and mutable, also called the modes or qualities. It describes how a sign handles change.',
    seeAlso: ['Cardinal', 'Fixed', 'Mutable', 'Square'],
  },
  {
    term: 'Mutable',
    definition:
      'The mode of Gemini, Virgo, Sagittarius and Pisces, which close their seasons. Mutable energy adapts, spreads and prepares what comes next.',
    seeAlso: ['Modality', 'Cardinal', 'Fixed'],
  },
  {
    term: 'Nakshatra',
    definition:
      'One of twenty-seven lunar mansions in Indian astrology, each covering 13 degrees and 20 minutes of the zodiac, roughly a day of the Moon’s travel.',
    seeAlso: ['Jyotish'],
  },
  {
    term: 'Natal chart',
    definition:
      'A chart cast for the date, time and place of a birth, also called a birth chart. It is the starting point of personal astrology.',
    seeAlso: ['Ascendant', 'House'],
  },
  {
    term: 'Opposition',
    definition:
      'Two planets 180 degrees apart, on opposite sides of the wheel. It is read as a polarity to balance, often acted out through other people.',
    seeAlso: ['Aspect', 'T-square'],
  },
  {
    term: 'Orb',
    definition:
      'The number of degrees an aspect may be off exact and still count. Wider orbs are usually allowed for the Sun and Moon than for the minor aspects.',
    seeAlso: ['Aspect', 'Applying aspect'],
  },
  {
    term: 'Part of Fortune',
    definition:
      'A calculated point, also known as the Lot of Fortune, found from the distance between Sun and Moon measured from the Ascendant. It is linked with body, luck and material well-being.',
    seeAlso: ['Ascendant', 'Sect'],
  },
  {
    term: 'Precession',
    definition:
      'The slow wobble of the Earth’s axis, one circle every 26,000 years or so, which shifts the equinox westward against the stars by about a degree every 72 years.',
    seeAlso: ['Ayanamsa', 'Tropical zodiac', 'Sidereal zodiac'],
  },
  {
    term: 'Quincunx',
    definition:
      'An angle of 150 degrees, also called the inconjunct, joining signs that share neither element nor mode. It describes an uneasy pairing that keeps asking for adjustment.',
    seeAlso: ['Aspect'],
  },
  {
    term: 'Retrograde',
    definition:
      'The apparent backward motion of a planet against the stars, an effect of the Earth overtaking it or being overtaken. In a reading it suggests energy turned inward or under review.',
    seeAlso: ['Stationary'],
  },
  {
    term: 'Return',
    definition:
      'The moment a planet comes back to the exact position it held at birth. The solar return happens each year near the birthday, and a chart cast for it is read as a forecast for the year ahead.',
    seeAlso: ['Saturn return', 'Transit'],
  },
  {
    term: 'Saturn return',
    definition:
      'Saturn’s first return to its birth position, at about age 29, and the second at about 59. Popular astrology treats them as passages into a more serious chapter of adult life.',
    seeAlso: ['Return'],
  },
  {
    term: 'Sect',
    definition:
      'The traditional division of charts into day charts, with the Sun above the horizon, and night charts, with it below. Sect changes which planets are treated as most helpful.',
    seeAlso: ['Benefic', 'Malefic'],
  },
  {
    term: 'Sextile',
    definition:
      'Two planets 60 degrees apart, usually in signs of friendly elements. It is read as an opening that pays off when acted on.',
    seeAlso: ['Aspect'],
  },
  {
    term: 'Sidereal zodiac',
    definition:
      'A zodiac anchored to the fixed stars rather than the equinox, used in Indian astrology. Its signs currently sit about 24 degrees behind the tropical ones.',
    seeAlso: ['Tropical zodiac', 'Ayanamsa', 'Jyotish'],
  },
  {
    term: 'Solstice',
    definition:
      'One of the two moments a year when the Sun reaches its farthest point north or south of the celestial equator. In the tropical zodiac they fall at 0 degrees Cancer and 0 degrees Capricorn.',
    seeAlso: ['Equinox'],
  },
  {
    term: 'Square',
    definition:
      'Two planets 90 degrees apart, normally in signs of the same mode but clashing elements. It describes friction that demands action.',
    seeAlso: ['Aspect', 'T-square', 'Modality'],
  },
  {
    term: 'Stationary',
    definition:
      'A planet that appears to stand still just before it turns retrograde or direct. Astrologers consider a planet near its station to be especially strong in its effects.',
    seeAlso: ['Retrograde'],
  },
  {
    term: 'Stellium',
    definition:
      'Three or more planets grouped in one sign or house, concentrating the chart’s attention on that area.',
    seeAlso: ['Conjunction'],
  },
  {
    term: 'Synastry',
    definition:
      'The comparison of two people’s charts, looking at the aspects one person’s planets make to the other’s, to explore a relationship.',
    seeAlso: ['Aspect', 'Natal chart'],
  },
  {
    term: 'T-square',
    definition:
      'Two planets in opposition, both square to a third planet at the midpoint. The third planet is read as the pressure point of the pattern.',
    seeAlso: ['Square', 'Opposition', 'Grand trine'],
  },
  {
    term: 'Transit',
    definition:
      'The current position of a planet in relation to a birth chart. Transits to natal planets are the usual way astrologers talk about timing.',
    seeAlso: ['Natal chart', 'Return'],
  },
  {
    term: 'Trine',
    definition:
      'Two planets 120 degrees apart, normally in signs of the same element. It is read as harmony, talent and things that come easily.',
    seeAlso: ['Aspect', 'Grand trine', 'Element'],
  },
  {
    term: 'Tropical zodiac',
    definition:
      'The zodiac of Western astrology, fixed to the seasons: 0 degrees Aries is wherever the Sun stands at the March equinox.',
    seeAlso: ['Sidereal zodiac', 'Equinox', 'Precession'],
  },
  {
    term: 'Void of course Moon',
    definition:
      'The stretch between the Moon’s last major aspect in a sign and its move into the next sign. Some astrologers avoid starting new ventures during it.',
    seeAlso: ['Aspect', 'Ingress'],
  },
  {
    term: 'Water',
    definition:
      'The element of Cancer, Scorpio and Pisces. It stands for emotion, empathy, memory and intuition.',
    seeAlso: ['Element'],
  },
  {
    term: 'Whole-sign houses',
    definition:
      'The oldest house system: the whole sign containing the Ascendant is the 1st house and each following sign is the next house.',
    seeAlso: ['House', 'Ascendant'],
  },
  {
    term: 'Zodiac',
    definition:
      'The band of sky about eight degrees either side of the ecliptic where the Sun, Moon and planets travel, divided into twelve signs of 30 degrees.',
    seeAlso: ['Ecliptic', 'Tropical zodiac', 'Sidereal zodiac'],
  },
];
