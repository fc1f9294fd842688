import { type SignId, signs } from '../../content/signs';
import type { IsoDate } from '../../time/calendar-date';
import { chineseElementFoods, westernElementFoods } from './bank/pantry-lines';
import { type ChineseAnimalId, chineseAnimals } from './chinese-animals';
import { elementDietNote } from './diet-elements';
import { dietSignName, dietSignNames } from './diet-sign-name';
import { DIET_CARE_NOTE } from './diet-wisdom';
import { type DietFocusId, dietFocuses } from './diet-topics';

/**
 * Spec §8, diet: when a configured provider fails, "a locally built template text, specific to
 * sign, element and topic, with headings, bullets and an affirmation". Written from the request
 * alone, in our own words; the offline composer is the richer text for visitors without a key.
 */
const FOCUS_TIPS = {
  'nutritional-needs': [
    'Fill half the plate with vegetables, then add a whole grain and a protein you enjoy.',
    'Keep water nearby and drink steadily through the day.',
  ],
  'digestive-health': [
    'Eat sitting down, slowly, and stop when comfortably satisfied.',
    'A short, easy walk after the main meal can feel settling.',
  ],
  'food-preferences': [
    'Enjoy a favourite flavour, and pair it with something fresh.',
    'Try one new herb or spice this week in a dish you already love.',
  ],
  'eating-patterns': [
    'Keep meals at roughly regular times so hunger is easier to read.',
    'Make the evening meal the lightest and simplest of the day.',
  ],
  'lunar-nutrition': [
    'New and waning Moons suit lighter, simpler meals; waxing and full Moons suit nourishing, shared ones.',
    'Let the Moon be a gentle reminder to check in with your appetite, not a strict rule.',
  ],
  'elemental-diet': [
    'Balance your element with its opposite: something cooling beside heat, something light beside weight.',
    'Bring several colours to the plate so every element has a place at the table.',
  ],
} as const satisfies Record<DietFocusId, readonly [string, string]>;

const WESTERN_AFFIRMATIONS = {
  fire: 'I fuel my fire with care, and my energy lasts.',
  earth: 'I am grounded, nourished and at home in my body.',
  air: 'I pause, breathe and give my mind the nourishment it needs.',
  water: 'I meet my feelings kindly and feed myself with tenderness.',
} as const;

export interface DietFallbackInput {
  sign?: SignId | undefined;
  animal?: ChineseAnimalId | undefined;
  focus: DietFocusId;
  date: IsoDate;
}

export function dietFallbackText({ sign, animal, focus }: DietFallbackInput): string {
  const western = sign ? signs[sign] : undefined;
  const chinese = animal ? chineseAnimals[animal] : undefined;
  const details = dietFocuses[focus];
  const name = dietSignName({ sign, animal });
  const about: string[] = [];
  const foods: string[] = [];
  const timing: string[] = [];
  if (western) {
    const note = elementDietNote(western.element);
    about.push(`${western.emoji} ${western.name}, of the ${western.element} element: ${note.explanation}`);
    foods.push(
      `Foods linked with ${western.element}: ${westernElementFoods[western.element].slice(0, 4).join(', ')}.`,
    );
    timing.push(`Optimal timing: ${note.optimalTiming}`);
  }
  if (chinese) {
    about.push(`${chinese.emoji} The ${chinese.name} (${chinese.element}): ${chinese.traits}`);
    foods.push(
      `For ${chinese.element} energy: ${chineseElementFoods[chinese.element].slice(0, 4).join(', ')}.`,
    );
    foods.push(`Flavours the ${chinese.name} enjoys: ${chinese.preferredFlavors.join(', ').toLowerCase()}.`);
    timing.push(`Eating pattern: ${chinese.eatingPattern}`);
  }
  const affirmation = western
    ? WESTERN_AFFIRMATIONS[western.element]
    : `Like the ${name}, I nourish myself with patience and care.`;
  return [
    `## ${details.icon} ${details.title} for ${dietSignNames({ sign, animal })}`,
    about.join('\n\n'),
    '### Foods to enjoy',
    foods.map((line) => `- ${line}`).join('\n'),
    `### ${details.title}`,
    FOCUS_TIPS[focus].map((tip) => `- ${tip}`).join('\n'),
    '### Timing',
    timing.map((line) => `- ${line}`).join('\n'),
    `*Affirmation: ${affirmation}*`,
    `*${DIET_CARE_NOTE}*`,
  ].join('\n\n');
}
