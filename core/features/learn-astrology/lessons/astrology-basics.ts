import { withReadingTime } from '../lesson';
import { LESSON_SUMMARIES } from '../lesson-summaries';

export const ASTROLOGY_BASICS_LESSON = withReadingTime({
  ...LESSON_SUMMARIES['astrology-basics'],
  sections: [
    {
      heading: 'A symbolic language, not a science',
      paragraphs: [
        'Astrology is the practice of reading meaning into the positions of the Sun, the Moon and the planets. It grew out of careful sky-watching thousands of years ago, and for most of its history it was studied side by side with astronomy. The two parted ways in the seventeenth century: astronomy kept measuring, while astrology kept interpreting.',
        'It helps to be clear from the start about what astrology can and cannot claim. Controlled studies have not found that planetary positions predict personality or events better than chance. The well-known double-blind test published in Nature in 1985 asked astrologers to match birth charts to personality profiles, and they did no better than guessing. This app treats astrology as a reflective tradition: a rich vocabulary of symbols that can prompt useful questions about your life, not a force acting on you.',
        'Used that way, a reading works a little like a good novel or a thoughtful conversation. It offers images and themes, and you decide which ones ring true and what to do about them.',
      ],
    },
    {
      heading: 'The sky astrology watches',
      paragraphs: [
        'Stand outside for a year and the Sun seems to drift slowly eastward against the background stars, completing one circuit every twelve months. That yearly path is called the ecliptic. It is really the plane of the Earth’s own orbit, seen from the inside, but to an observer on the ground it looks like the Sun is the traveller.',
        'The Moon and the planets never stray far from this line, because the solar system is fairly flat. They move within a band that reaches roughly eight degrees on either side of the ecliptic. The ancient sky-watchers called that band the zodiac, from a Greek phrase meaning a circle of little animals, since most of the star patterns along it were pictured as creatures.',
        'Astrology measures positions along this circle in degrees, 360 in all, divided into twelve signs of exactly 30 degrees each. Everything is described from the Earth’s point of view, because the tradition is about how the sky looks to the people living under it.',
      ],
      examples: [
        'The Sun moves about one degree a day along the ecliptic, which is why it spends roughly a month in each 30-degree sign.',
      ],
    },
    {
      heading: 'Four building blocks',
      paragraphs: [
        'Almost every astrological statement combines four ingredients. Planets are the actors: each stands for a kind of drive or need, such as Venus for attraction and Mars for assertion. Astrologers include the Sun and Moon in this list even though neither is a planet in the astronomical sense.',
        'Signs are the styles the actors wear. A planet in a fire sign acts boldly and quickly; the same planet in an earth sign works patiently and practically. Houses are the stages, twelve areas of life such as home, work or partnership, worked out from the time and place of birth. Aspects are the conversations, the angles between planets that show which drives support each other and which pull in different directions.',
      ],
      examples: [
        'Mars (drive) in Capricorn (disciplined style) in the 10th house (career stage) reads roughly as ambition channelled through steady, strategic effort at work.',
        'Moon square Saturn describes a conversation between the need for comfort and the voice of duty, which a reader might explore as a habit of putting feelings second.',
      ],
    },
    {
      heading: 'A chart is a map of one moment',
      paragraphs: [
        'A birth chart, also called a natal chart, is a diagram of where everything stood at the moment and place you were born. It is drawn as a wheel with the Earth at the centre. The signs run around the rim, the houses divide the wheel like slices, and small glyphs mark each planet.',
        'Because the Earth turns once a day, the part of the zodiac rising over the eastern horizon changes every couple of hours. That rising point, the Ascendant, is why astrologers ask for a birth time. Two people born on the same day in the same city can have quite different charts if they arrived in the morning and the evening.',
        'Charts can be cast for any moment, not just births. Astrologers draw them for the start of a business, a wedding date or simply today, to compare the current sky with a personal chart.',
      ],
    },
    {
      heading: 'Beyond your Sun sign',
      paragraphs: [
        'When someone asks what sign you are, they mean your Sun sign: the sign the Sun occupied on your birthday. It is the easiest part of the chart to know, which is why newspaper columns use it, but it is only one of ten planetary placements plus the Ascendant.',
        'Many astrologers start a reading with the so-called big three. The Sun speaks of purpose and vitality, the Moon of emotional needs and habits, and the Ascendant of the manner you meet the world with. A Leo Sun with a Virgo Moon and a Capricorn Ascendant describes a far more layered person than the word Leo alone suggests.',
      ],
    },
    {
      heading: 'Getting the most from a reading',
      paragraphs: [
        'Treat any reading, including the ones in this app, as a set of prompts. Ask which statements fit, which miss, and what the misses tell you. Notice the Barnum effect too: vague, flattering descriptions feel personal to almost everyone, so the most useful lines are the specific ones you can test against your own experience.',
        'Keep decisions about health, money and safety with people qualified to advise on them. Astrology is at its best as a mirror for reflection and a way to talk about character and timing with curiosity rather than certainty.',
      ],
    },
  ],
  quiz: [
    {
      question: 'What is the ecliptic?',
      choices: [
        'The band of constellations visible at midnight',
        'The apparent yearly path of the Sun against the stars',
        'The line where the Moon’s orbit crosses the horizon',
      ],
      answerIndex: 1,
      explanation:
        'Seen from Earth, the Sun appears to travel once around the sky each year along the ecliptic, which is the plane of our own orbit; the zodiac is the band around it.',
    },
    {
      question: 'Why do astrologers ask for your birth time?',
      choices: [
        'To know which sign the Sun was in',
        'To pick the right year of the Chinese zodiac',
        'Because the Ascendant and houses change within hours as the Earth turns',
      ],
      answerIndex: 2,
      explanation:
        'The Sun changes sign only once a month, but the rising point moves through all twelve signs in about a day, so the hour and minute fix the Ascendant and the houses.',
    },
    {
      question: 'In the four building blocks, what do houses describe?',
      choices: [
        'The angles between planets',
        'Areas of life where planetary themes play out',
        'The style a planet expresses itself in',
        'The speed of a planet',
      ],
      answerIndex: 1,
      explanation:
        'Houses are the stages, such as home, work or partnership; signs give the style, and aspects describe how planets relate to each other.',
    },
  ],
});
