import { withReadingTime } from '../lesson';
import { LESSON_SUMMARIES } from '../lesson-summaries';

export const HISTORY_OF_ASTROLOGY_LESSON = withReadingTime({
  ...LESSON_SUMMARIES['history-of-astrology'],
  sections: [
    {
      heading: 'Omens over Mesopotamia',
      paragraphs: [
        'The story begins in Mesopotamia, in what is now Iraq. Scribes there watched the sky as a message board for the gods, and they wrote down what they saw next to what happened on Earth. By the late second millennium BCE these observations had been gathered into a great compendium of omens known from its opening words as Enuma Anu Enlil, running to some seventy clay tablets.',
        'These omens concerned kings and kingdoms, not private people. An eclipse or an unusual appearance of Venus was a warning about harvests, wars or the health of the ruler. Priests even set up substitute kings during dangerous eclipses so that any misfortune would fall on a stand-in.',
        'Over centuries of record keeping the Babylonians became superb astronomers. They could predict the motions of the Moon and planets with arithmetic schemes long before anyone had a geometric model of the solar system.',
      ],
    },
    {
      heading: 'The zodiac and the first birth charts',
      paragraphs: [
        'Around the fifth century BCE Babylonian astronomers split the band of constellations along the Sun’s path into twelve equal parts of thirty degrees. This was a practical step: equal divisions made calculations simpler than the ragged outlines of real star groups. The twelve-sign zodiac was born as a coordinate system.',
        'With a zodiac in hand, astrologers could describe the sky at any moment in numbers, and personal astrology became possible. The oldest surviving birth chart on a cuneiform tablet dates to about 410 BCE. It lists where the Moon and planets stood when a child was born, with a brief prediction attached.',
      ],
      examples: [
        'A Babylonian scribe would record a position as something like Jupiter at 18 in the Scorpion, an entry a modern astrologer could still plot on a chart.',
      ],
    },
    {
      heading: 'Hellenistic astrology and Ptolemy',
      paragraphs: [
        'After Alexander the Great’s conquests, Babylonian methods met Egyptian star lore and Greek philosophy, above all in the city of Alexandria. Between roughly the second century BCE and the first century CE this blend produced what historians call Hellenistic astrology, the direct ancestor of the Western tradition.',
        'The Hellenistic writers added the pieces a modern chart still uses. They fixed the Ascendant, the degree rising in the east, as the anchor of the chart, and counted twelve places, what we now call houses, from it. They also organised the planetary rulerships of the signs and the aspects between planets. Authors such as Dorotheus of Sidon and Vettius Valens left long manuals full of example charts.',
        'In the second century CE Claudius Ptolemy, the same Alexandrian scholar who wrote the great astronomy text later called the Almagest, wrote the Tetrabiblos, whose name means four books. In it he tried to explain astrology in the physics of his day, as a matter of heating, cooling, moistening and drying influences. It became the most quoted astrology book for over a thousand years.',
      ],
    },
    {
      heading: 'Baghdad, Latin Europe and the Renaissance',
      paragraphs: [
        'When the Roman world fragmented, the learning passed east. In the Abbasid capital Baghdad, from the eighth century on, scholars translated Greek, Persian and Indian texts into Arabic and refined them. Abu Ma’shar, known in Europe as Albumasar, wrote influential works on the great cycles of Jupiter and Saturn, which he linked to the rise and fall of dynasties.',
        'In the twelfth century translators in Spain and Sicily turned these Arabic books into Latin, and astrology entered European universities as part of medicine and natural philosophy. Physicians consulted the Moon’s sign before bleeding a patient. Renaissance rulers kept court astrologers, and the astronomers Tycho Brahe and Johannes Kepler both cast horoscopes, partly because it paid the bills.',
        'The tradition always had critics. Cicero and later Augustine pointed to twins, born minutes apart under the same sky, who lead very different lives. That objection still comes up today.',
      ],
    },
    {
      heading: 'Decline and modern revival',
      paragraphs: [
        'The scientific revolution of the seventeenth century removed astrology’s foundations. Once the Earth was understood as one planet among several, moved by gravity rather than by celestial qualities, astrology lost its place in the universities. It survived in almanacs and in the practice of a few figures such as William Lilly, whose 1647 handbook on horary astrology is still in print.',
        'A revival came in the late nineteenth century through occult societies, and the British astrologer Alan Leo simplified chart reading for a mass audience. In 1930 a London newspaper ran a chart for the newborn Princess Margaret, readers loved it, and the Sun-sign column was born. In the twentieth century writers such as Dane Rudhyar recast astrology in psychological terms, as a language of character and growth rather than fate, which is the spirit most modern readings, including ours, follow.',
      ],
    },
  ],
  quiz: [
    {
      question: 'Roughly when did the twelve equal signs of the zodiac appear?',
      choices: [
        'Around the fifth century BCE, in Babylonia',
        'In the second century CE, with Ptolemy',
        'In twelfth-century Spain',
      ],
      answerIndex: 0,
      explanation:
        'Babylonian astronomers divided the ecliptic band into twelve equal thirty-degree signs around the fifth century BCE, well before Ptolemy wrote.',
    },
    {
      question: 'What did Hellenistic astrologers add that earlier omen astrology lacked?',
      choices: [
        'The idea that eclipses matter',
        'The Ascendant as the chart’s anchor and the twelve places counted from it',
        'Observations of Venus',
        'The planet Uranus',
      ],
      answerIndex: 1,
      explanation:
        'Houses counted from the rising degree are a Hellenistic development; eclipses and Venus were already central to Babylonian omens, and Uranus was not discovered until 1781.',
    },
    {
      question: 'What is the Tetrabiblos?',
      choices: [
        'A Babylonian omen series',
        'Ptolemy’s astrology book in four parts from the second century CE',
        'A medieval Arabic star catalogue',
      ],
      answerIndex: 1,
      explanation:
        'Ptolemy wrote the Tetrabiblos, meaning four books, in Alexandria and tried to ground astrology in the natural philosophy of his time.',
    },
  ],
});
