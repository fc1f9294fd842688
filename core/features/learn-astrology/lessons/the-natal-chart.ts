import { withReadingTime } from '../lesson';
import { LESSON_SUMMARIES } from '../lesson-summaries';

export const THE_NATAL_CHART_LESSON = withReadingTime({
  ...LESSON_SUMMARIES['the-natal-chart'],
  sections: [
    {
      heading: 'A snapshot of the sky at birth',
      paragraphs: [
        'A natal chart freezes the sky at the first breath of a newborn, as seen from the place of birth. It records the zodiac position of the Sun, the Moon and the eight planets, the degree rising on the eastern horizon, the degree culminating on the meridian, and the twelve houses that follow from them. Many charts also show the lunar nodes and a few calculated points.',
        'Everything else in personal astrology is measured against this one drawing. Transits compare the moving sky with it, returns repeat parts of it, and relationship astrology lays two of them side by side. That is why getting the natal chart right matters more than any later interpretation.',
      ],
    },
    {
      heading: 'The three pieces of birth data',
      paragraphs: [
        'A chart needs a date, a clock time and a place. The date fixes the slow and middle-speed planets. The time fixes the Moon to within a degree or so and, more importantly, the Ascendant and houses, since the rising degree moves on average one degree every four minutes. The place supplies the latitude and longitude that the house calculation needs.',
        'Time zones are the classic trap. A birth certificate records local clock time, and the calculation has to convert it to Universal Time using the rules in force on that day in that town, including daylight saving, wartime clock changes and historical quirks. Good software carries a database of those rules, which is why the Birth Chart page works out the zone from the birthplace and shows you the offset it used.',
      ],
      examples: [
        'A birth at 07:30 on 14 July 1990 in Chicago was at 12:30 Universal Time, because Chicago was on daylight saving time, five hours behind UTC that summer.',
      ],
    },
    {
      heading: 'How the wheel is laid out',
      paragraphs: [
        'Most Western charts are drawn as a circle with the Ascendant fixed at the left, where the eastern horizon would be if you faced south. The zodiac runs anticlockwise from there, so the signs follow each other in their usual order going down and around the bottom of the wheel. The horizontal line through the chart is the horizon; everything above it was in the visible sky at birth.',
        'The outer ring shows the signs with their glyphs and degree marks. Inside it the houses are drawn as spokes numbered from 1 to 12, starting just below the Ascendant. Planet glyphs sit at their degrees, often with the exact position written beside them, and coloured lines across the middle join planets that form aspects, commonly red or blue depending on whether the aspect is tense or easy.',
        'One quick observation is always worth making: if the Sun sits above the horizon, in houses 7 to 12, the birth happened in daylight. Traditional astrologers used that fact, called sect, to decide which planets would be most supportive.',
      ],
    },
    {
      heading: 'When the birth time is unknown',
      paragraphs: [
        'Plenty of people have no recorded birth time. Without it the Ascendant, the Midheaven and the houses cannot be trusted, and the Moon’s degree is uncertain because the Moon covers roughly twelve to fifteen degrees a day. The planets’ signs are still known, apart from the rare planet that changed sign that day.',
        'A common workaround is a chart set for local noon, which keeps the Moon’s error to about seven degrees either way, read without houses or angles. Some astrologers try to recover a lost time by testing candidate Ascendants against major life events, a process called rectification; it is painstaking and open to wishful thinking, so treat its results as a hypothesis.',
      ],
    },
    {
      heading: 'Touring the example wheel',
      paragraphs: [
        'The example wheel shown with this lesson is a real chart computed for a sample birth, drawn with the same component the Birth Chart page uses. Start by finding the Ascendant at the left and naming its sign. Then find the Sun and the Moon, note their signs and which houses they occupy, and check whether the Sun is above or below the horizon.',
        'Next, look for clusters of planets in one part of the wheel, and look at the lines in the middle to see which planets are joined to the Sun, the Moon or the Ascendant ruler. Doing this tour on a few charts trains your eye to see the overall shape before any details, which is exactly how experienced readers begin.',
      ],
      examples: [
        'Practice: if the Ascendant is in Sagittarius, the chart ruler is Jupiter; find Jupiter on the wheel and note its sign and house before reading anything else.',
      ],
    },
    {
      heading: 'What a chart cannot tell you',
      paragraphs: [
        'A chart does not record upbringing, culture, health, opportunities or choices, and twins share almost identical charts while living very different lives. Treat the natal chart as a symbolic portrait that starts a conversation about who you are, not as a verdict on who you must be.',
      ],
    },
  ],
  quiz: [
    {
      question: 'Roughly how fast does the Ascendant move through the zodiac?',
      choices: ['About one degree every four minutes', 'About one degree a day', 'About one sign a month'],
      answerIndex: 0,
      explanation:
        'The Earth’s daily turn carries all 360 degrees of the zodiac across the horizon in about a day, an average of one degree per four minutes.',
    },
    {
      question: 'The Sun is drawn in the 10th house of a chart. What does that tell you?',
      choices: [
        'The person was born at night',
        'The person was born in daylight, with the Sun high in the sky',
        'The person was born near sunrise',
      ],
      answerIndex: 1,
      explanation:
        'Houses 7 to 12 lie above the horizon and the 10th is near the Midheaven, so a 10th house Sun means a birth around the middle of the day.',
    },
    {
      question: 'Why is a noon chart used when the birth time is unknown?',
      choices: [
        'Noon charts have no houses by definition',
        'Noon keeps the possible error in the Moon’s position as small as it can be',
        'The Sun is always on the Ascendant at noon',
      ],
      answerIndex: 1,
      explanation:
        'The true birth could be up to twelve hours either side of noon, so the Moon can be off by at most half a day of its motion, about seven degrees.',
    },
  ],
});
