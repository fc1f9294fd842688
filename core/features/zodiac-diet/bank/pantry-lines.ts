import type { Element } from '../../../content/signs';
import type { ChineseElement } from '../chinese-animals';

/**
 * A personal pantry line, naming the reader ({name}: "Leo", "Rat", "Leo and Rat") and two foods
 * ({foods}) picked for the day from the reader's element lists below. The name keeps the line
 * the reader's own; eight or more entries keep a week without a repeat.
 */
export const pantryLines = [
  'A pantry idea for you, {name}: keep {foods} within easy reach this week.',
  'For you, {name}, today’s shopping list could start with {foods}.',
  'Two foods worth inviting to your table today, {name}, are {foods}.',
  'If you are cooking tonight, {name}, try building the meal around {foods}.',
  'Here is a small challenge for you, {name}: find a new way to enjoy {foods}.',
  'Let {foods} be your kitchen companions today, {name}.',
  'Today’s gentle suggestion for you, {name}, is a simple dish with {foods}.',
  'Your basket today, {name}, might hold {foods}, both easy to enjoy.',
  'Consider {foods} today, {name}, as a quiet nod to your element.',
];

/** Foods linked with each Western element, for the {foods} slot. */
export const westernElementFoods = {
  fire: [
    'cucumber',
    'watermelon',
    'fresh mint',
    'red peppers',
    'citrus fruit',
    'leafy salad',
    'oats',
    'berries',
  ],
  earth: [
    'sweet potato',
    'brown rice',
    'lentils',
    'mushrooms',
    'beetroot',
    'barley',
    'pumpkin seeds',
    'ripe pears',
  ],
  air: [
    'crunchy carrots',
    'walnuts',
    'eggs',
    'bright herbs',
    'quinoa',
    'crisp apples',
    'sprouts',
    'sunflower seeds',
  ],
  water: ['warm broth', 'melon', 'seaweed', 'stewed apples', 'oranges', 'porridge', 'fish', 'soft tofu'],
} as const satisfies Record<Element, readonly string[]>;

/** Foods linked with each Chinese element, for the {foods} slot. */
export const chineseElementFoods = {
  wood: [
    'leafy greens',
    'fresh peas',
    'spring onions',
    'lemon',
    'broccoli',
    'sprouted grains',
    'green beans',
    'parsley',
  ],
  fire: ['tomatoes', 'strawberries', 'rocket', 'celery', 'radish', 'green tea', 'red lentils', 'watermelon'],
  earth: [
    'squash',
    'millet',
    'sweet corn',
    'carrots',
    'dates',
    'chickpeas',
    'yellow lentils',
    'sweet potato',
  ],
  metal: ['ginger', 'pears', 'cauliflower', 'white beans', 'leeks', 'daikon', 'garlic', 'rice'],
  water: [
    'black beans',
    'seaweed',
    'walnuts',
    'blackberries',
    'black sesame',
    'miso',
    'kidney beans',
    'mushroom broth',
  ],
} as const satisfies Record<ChineseElement, readonly string[]>;
