import { withReadingTime } from '../lesson';
import { LESSON_SUMMARIES } from '../lesson-summaries';

export const READING_A_BIRTH_CHART_LESSON = withReadingTime({
  ...LESSON_SUMMARIES['reading-a-birth-chart'],
  sections: [
    {
      heading: 'Method before meanings',
      paragraphs: [
        'Beginners often read a chart as a list: Sun in this sign, Moon in that house, Mars square Saturn. The result is a pile of statements, some of which contradict each other. Experienced readers work the other way round. They survey the whole chart first, decide what stands out, and only then interpret the details in the light of those main themes.',
        'The method below is one reliable order of work. It is not the only one, but following the same steps every time keeps you from fixating on the first placement that catches your eye and from missing the loud features of a chart while polishing quiet ones.',
      ],
    },
    {
      heading: 'Step one: the core and the chart ruler',
      paragraphs: [
        'Start with the Sun, the Moon and the Ascendant. Describe each in a sentence using its sign and house, then ask how the three get along. A fiery Sun with a watery Moon, for example, may want to charge ahead while needing emotional safety first, a tension that often explains more than either placement alone.',
        'Next find the chart ruler, the planet ruling the Ascendant’s sign. Its sign, house and aspects act like a headline for the whole chart. If Libra rises, Venus is the chart ruler; a Venus in the 10th house puts relationships, charm and aesthetics at the centre of public life and career.',
      ],
    },
    {
      heading: 'Step two: balance and distribution',
      paragraphs: [
        'Count the ten planets by element and by mode. A strong majority in one element, or a near absence of one, tells you about temperament at a glance. Many astrologers weight the Sun, Moon and Ascendant more heavily in this count, but even a simple tally is revealing.',
        'Then look at where the planets fall on the wheel. A chart with most planets above the horizon is traditionally read as outward-facing and public; most below suggests a more private life. A crowd on the eastern half, around the Ascendant, points to self-direction, while a crowd on the western half points to a life shaped through other people.',
      ],
      examples: [
        'A tally of six water, two earth, two fire and no air suggests deep feeling and intuition with less ease in detached analysis, something a reader can raise as a question rather than a flaw.',
      ],
    },
    {
      heading: 'Step three: what shouts loudest',
      paragraphs: [
        'Some features dominate a chart whatever else is there. Look for planets within a few degrees of an angle, especially the Ascendant or Midheaven; stelliums of three or more planets in a sign or house; aspect patterns such as T-squares and grand trines; and the tightest aspects, those within one or two degrees of exact.',
        'A planet that is both angular and heavily aspected is often the key to the chart, even if it is one of the slow outer planets. Write down the three or four loudest features before interpreting anything else. They become the backbone of the reading.',
      ],
    },
    {
      heading: 'Step four: weaving the story',
      paragraphs: [
        'Now interpret placements one at a time using a simple formula: the planet tells you what, the sign tells you how, and the house tells you where. Aspects then tell you what each part is in conversation with. Keep returning to the backbone you wrote down, and let supporting details reinforce or nuance it.',
        'Contradictions are normal. People are contradictory, and a chart with a cautious Saturn rising and an impulsive Mars on the Midheaven may describe someone who hesitates in person yet takes bold risks at work. Rather than choose one, describe how both might show up and invite the person to say which fits.',
      ],
    },
    {
      heading: 'A worked example',
      paragraphs: [
        'Imagine a chart with Aquarius rising, the Sun in Gemini in the 5th house, the Moon in Scorpio in the 10th close to the Midheaven, and Saturn, the traditional ruler of Aquarius, in Aquarius in the 1st house, square the Moon. Counting whole signs from Aquarius confirms each of those house numbers. The element tally leans heavily to air and water, with little earth or fire.',
        'The survey picks out three loud features: the Moon near the Midheaven, the chart ruler rising and square that Moon, and a playful Gemini Sun in the house of creativity. A reading might say that this person presents as composed and responsible, has intense private feelings that nonetheless show in public roles, and finds joy in words, games and ideas. The Saturn square Moon adds a theme of learning to voice feelings directly instead of controlling them, which is a question for reflection rather than a fixed fate.',
      ],
    },
    {
      heading: 'Reading responsibly',
      paragraphs: [
        'When you read for someone else, describe possibilities and ask questions instead of delivering verdicts. Never predict death, illness or disaster, and never use a chart to override medical, legal or financial advice. Remember that the evidence does not support astrology as a predictive science, so its value lies in the reflection it prompts, and a good reading leaves a person feeling more capable, not more afraid.',
      ],
    },
  ],
  quiz: [
    {
      question: 'With Scorpio rising, which planet is the traditional chart ruler?',
      choices: ['Pluto', 'Mars', 'Venus', 'The Moon'],
      answerIndex: 1,
      explanation:
        'Mars is the traditional ruler of Scorpio; modern astrologers may look at Pluto as well, but the classical method reads Mars as the headline planet.',
    },
    {
      question: 'In the planet, sign and house formula, what does the house describe?',
      choices: ['What the drive is', 'How it is expressed', 'Where in life it shows up'],
      answerIndex: 2,
      explanation:
        'The planet supplies the what, the sign the how, and the house the area of life where the theme plays out.',
    },
    {
      question: 'Which feature would you list among the loudest in a chart?',
      choices: [
        'A minor aspect with a five degree orb',
        'A planet two degrees from the Midheaven with several tight aspects',
        'An empty 8th house',
      ],
      answerIndex: 1,
      explanation:
        'Planets close to an angle and heavily aspected dominate a chart; a wide minor aspect is background detail, and an empty house is normal in every chart.',
    },
  ],
});
