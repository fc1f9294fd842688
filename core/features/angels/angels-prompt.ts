import { signs } from '@core/content/signs';
import type { SignId } from '@core/content/signs';
import { angelOfTheDay } from '@core/features/angels/angel-of-the-day';
import { angelSpreads } from '@core/features/angels/angel-spreads';
import { angels } from '@core/features/angels/angels';
import { drawnAngelsOf } from '@core/features/angels/angels-reading';
import {
  ANGELS_NAME_MAX_LENGTH,
  ANGELS_QUESTION_MAX_LENGTH,
  type AngelReadingRequest,
  type AngelsRequest,
  BLESSING_SITUATION_MAX_LENGTH,
  type BlessingRequest,
  type DailyMessageRequest,
} from '@core/features/angels/angels-request';
import {
  BLESSING_HEADING,
  GUIDANCE_HEADING,
  dailyMessageHeading,
} from '@core/features/angels/daily-message-text';
import { skyForDate } from '@core/sky/daily-sky';
import { moonPhaseNames } from '@core/sky/moon-phases';
import type { IsoDate } from '@core/time/calendar-date';
import { type ReadingPrompt, readingPrompt } from '@core/compose/prompt/reading-prompt';
import type { UserDataField } from '@core/compose/prompt/user-data';

/**
 * The angelic service's prompts (tool spec §7): a reading names the spread, the drawn angels
 * and, when given, the sign and its energy and the question; a blessing carries the situation,
 * the sign and the name; the daily message the sign and the name and the angel present today.
 * Angel and spread texts come from our own deck; the visitor's words travel only as user data.
 */
export const ANGELS_SYSTEM_MESSAGE = [
  'You are a gentle angel-card reader writing for Cosmic Guide, an astrology and spiritual guidance app.',
  '',
  'Speak warmly in the second person. Draw only on the angels, positions and details given in the',
  'message. Angel lore here is for comfort and reflection: offer encouragement and small practical',
  'steps, never predictions presented as certain, and no medical, legal or financial advice.',
  '',
  'Write markdown without HTML tags, code blocks, links or images.',
].join('\n');

const NAME_LABEL = 'visitor_name';
const QUESTION_LABEL = 'question';
const SITUATION_LABEL = 'situation';

const nameField = (name: string | undefined): UserDataField[] =>
  name ? [{ label: NAME_LABEL, value: name, maxLength: ANGELS_NAME_MAX_LENGTH }] : [];

function signLine(sign: SignId | undefined): string {
  if (!sign) return 'The visitor has not chosen a zodiac sign.';
  const { name, symbol, element, description } = signs[sign];
  return `The visitor is ${name} ${symbol}, a ${element} sign: ${description}`;
}

function moonLine(date: IsoDate): string {
  const { moon } = skyForDate(date);
  return `Today's Moon (${date}): ${moonPhaseNames[moon.phase].toLowerCase()} in ${signs[moon.sign].name}.`;
}

function readingPromptOf(request: AngelReadingRequest): ReadingPrompt {
  const spread = angelSpreads[request.spread];
  const cards = drawnAngelsOf(request).flatMap(({ angel, position }, index) => [
    `${index + 1}. ${position}: ${angel.name}, ${angel.title} (${angel.element})`,
    `   Message: ${angel.message}`,
    `   Helps with: ${angel.healingPowers.slice(0, 3).join('; ')}`,
    `   Affirmation: ${angel.affirmation}`,
  ]);
  const userData = [
    ...nameField(request.name),
    ...(request.question
      ? [{ label: QUESTION_LABEL, value: request.question, maxLength: ANGELS_QUESTION_MAX_LENGTH }]
      : []),
  ];
  const user = [
    `Read this ${spread.name} (${spread.cardCount} ${spread.cardCount === 1 ? 'card' : 'cards'}): ${spread.description}`,
    signLine(request.sign),
    ...(request.name ? [`Greet the visitor by ${NAME_LABEL}.`] : []),
    ...(request.question ? [`Let the reading answer the visitor's ${QUESTION_LABEL}.`] : []),
    '',
    'The angels drawn, in position order:',
    ...cards,
    '',
    'Write 250 to 450 words: open with one sentence carrying the main message of the whole draw;',
    'then one short paragraph per angel headed by its position, giving its message and guidance for',
    'that place; then a section headed "## Divine Guidance" with the combined message of all the',
    "angels (speak to the visitor's sign and element if given); end with a one-line affirmation in italics.",
  ];
  return readingPrompt({ system: ANGELS_SYSTEM_MESSAGE, user: user.join('\n'), userData });
}

function blessingPromptOf(request: BlessingRequest): ReadingPrompt {
  const userData = [
    { label: SITUATION_LABEL, value: request.situation, maxLength: BLESSING_SITUATION_MAX_LENGTH },
    ...nameField(request.name),
  ];
  const user = [
    `Write an angelic blessing for the visitor's ${SITUATION_LABEL}.`,
    signLine(request.sign),
    ...(request.name ? [`Address the visitor by ${NAME_LABEL}.`] : []),
    'Choose the angel whose care fits the situation best, name it in a heading, and write 120 to 220',
    'words: the blessing itself, a short prayer the visitor can say, and a one-line affirmation.',
  ];
  return readingPrompt({ system: ANGELS_SYSTEM_MESSAGE, user: user.join('\n'), userData });
}

function dailyMessagePromptOf(request: DailyMessageRequest): ReadingPrompt {
  const angel = angels[angelOfTheDay(request.sign, request.date)];
  const user = [
    `Write today's angelic message. The angel present today is ${angel.name}, ${angel.title}: ${angel.description}`,
    signLine(request.sign),
    moonLine(request.date),
    ...(request.name ? [`Greet the visitor by ${NAME_LABEL}.`] : []),
    '',
    'Use exactly this frame, 90 to 160 words in all:',
    dailyMessageHeading(angel),
    `(two or three sentences: the angel's message for today, in the angel's voice)`,
    GUIDANCE_HEADING,
    '(one or two sentences: a small thing to do today)',
    BLESSING_HEADING,
    '(one sentence beginning "May")',
  ];
  return readingPrompt({
    system: ANGELS_SYSTEM_MESSAGE,
    user: user.join('\n'),
    userData: nameField(request.name),
  });
}

export function buildAngelsPrompt(request: AngelsRequest): ReadingPrompt {
  switch (request.type) {
    case 'reading':
      return readingPromptOf(request);
    case 'blessing':
      return blessingPromptOf(request);
    case 'daily-message':
      return dailyMessagePromptOf(request);
  }
}
